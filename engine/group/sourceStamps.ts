/**
 * What a practice's composed folder was last put together from: each file's source and its size, time of change
 * and inode, kept beside it (<group>/build/<id>/.composed.json). A file whose source still has the stamp it had is
 * as it would be copied again, so a group's build looks at a practice a one-page change leaves alone with a stat of
 * each of its files, and reads, after a shared block changed, that block alone in each practice. A file changed in
 * the last two seconds is noted as unknown (a second write within the clock's tick could keep its stamp), so the
 * next build reads it again.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentFiles } from "./groupLayout";

export interface Source {
  /** The file it comes from, in the group's shared folder or the practice's own. */
  path: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

const FILE = ".composed.json";
const RECENT_MS = 2_000;
const UNKNOWN = "recent";

/** The content files under `root` (as groupLayout.contentFiles lists them), each with its stamp. */
export function sourcesOf(root: string): Map<string, Source> {
  const sources = new Map<string, Source>();
  for (const file of contentFiles(root)) {
    const path = join(root, file);
    const { size, mtimeMs, ino } = statSync(path);
    sources.set(file, { path, size, mtimeMs, ino });
  }
  return sources;
}

export const stampOf = (source: Source): string => `${source.path} ${source.size}:${source.mtimeMs}:${source.ino}`;

/** Each file's stamp when the folder was last put together (nothing when it never was, or was cut short). */
export function composedFrom(target: string): Map<string, string> | null {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(join(target, FILE), "utf8")) as Record<string, string>));
  } catch {
    return null;
  }
}

/** Forgets what the folder was made from, before it is changed (a composition cut short leaves nothing trusted). */
export function forgetComposed(target: string): void {
  rmSync(join(target, FILE), { force: true });
}

export function rememberComposed(target: string, wanted: ReadonlyMap<string, Source>): void {
  const recentFrom = Date.now() - RECENT_MS;
  writeFileSync(join(target, FILE), JSON.stringify(Object.fromEntries([...wanted].map(([file, source]) => [file, source.mtimeMs >= recentFrom ? UNKNOWN : stampOf(source)]))));
}
