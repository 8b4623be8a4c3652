/**
 * Line and column of a JSON path in a project file, for reports made after validation (the editorial
 * checks work on parsed pages, not on the text). Each file is read once, and only if asked about.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PathSegment } from "./problem";
import { SourceText, type Position } from "./sourceText";

export function filePositions(root: string): (file: string, path: readonly PathSegment[]) => Position | undefined {
  const sources = new Map<string, SourceText | null>();
  return (file, path) => {
    let source = sources.get(file);
    if (source === undefined) {
      try {
        source = new SourceText(readFileSync(join(root, file), "utf8"));
      } catch {
        source = null;
      }
      sources.set(file, source);
    }
    return source?.positionOfPath(path);
  };
}
