/**
 * Positions in a JSON file as a person sees them: line and column, both from 1.
 * Columns count UTF-16 units, as VS Code's do, so "line 4, column 12" is where its cursor says.
 */
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import type { PathSegment } from "./problem";

export interface Position {
  line: number;
  column: number;
}

export class SourceText {
  private lineStarts: number[] | undefined;
  private tree: Node | undefined | null = null;
  private textOrReader: string | (() => string);

  /** A reader instead of the text: a file whose findings were kept (diskCache.ts) is decoded only if a place in it is asked for. */
  constructor(text: string | (() => string)) {
    this.textOrReader = text;
  }

  get text(): string {
    if (typeof this.textOrReader !== "string") this.textOrReader = this.textOrReader();
    return this.textOrReader;
  }

  positionOf(offset: number): Position {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }

  /**
   * Where the value at `path` is written; for a field that is not there, where its object starts.
   * With `key`, where that field's name is written (an unknown field is reported at its name, as editors do).
   */
  positionOfPath(path: readonly PathSegment[], key?: string): Position | undefined {
    if (this.tree === null) this.tree = parseTree(this.text);
    if (!this.tree) return undefined;
    for (let length = path.length; length >= 0; length--) {
      const node = findNodeAtLocation(this.tree, path.slice(0, length) as (string | number)[]);
      if (!node) continue;
      const named = key !== undefined && length === path.length ? keyNode(node, key) : undefined;
      return this.positionOf((named ?? node).offset);
    }
    return undefined;
  }
}

function keyNode(object: Node, key: string): Node | undefined {
  if (object.type !== "object") return undefined;
  return object.children?.find((property) => property.children?.[0]?.value === key)?.children?.[0];
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) starts.push(i + 1);
    else if (code === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}
