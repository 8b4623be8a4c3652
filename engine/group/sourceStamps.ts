/**
 * What a practice's composed folder was last put together from: each file's source and its size, time of change
 * and inode, kept beside it (<group>/build/<id>/.composed.json). When every source still has the same stamp, the
 * composed folder is as it would be made again, so a group's build looks at a practice a one-page change leaves
 * alone with a stat of each of its files, not a read of every byte. A file changed in the last two seconds is noted
 * as unknown (a second write within the clock's tick could keep its stamp), so the next build reads it again.
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

function stampsOf(wanted: ReadonlyMap<string, Source>, recentFrom: number): string {
  return JSON.stringify([...wanted].map(([file, source]) => [file, source.path, source.mtimeMs >= recentFrom ? "recent" : `${source.size}:${source.mtimeMs}:${source.ino}`]));
}

/** Whether the composed folder was last made from exactly these sources, none of them changed since. */
export function composedFrom(target: string, wanted: ReadonlyMap<string, Source>): boolean {
  try {
    // Nothing noted as recent can match: a stamp taken now is never "recent" for a file older than RECENT_MS.
    return readFileSync(join(target, FILE), "utf8") === stampsOf(wanted, Infinity);
  } catch {
    return false;
  }
}

/** Forgets what the folder was made from, before it is changed (a composition cut short leaves nothing trusted). */
export function forgetComposed(target: string): void {
  rmSync(join(target, FILE), { force: true });
}

export function rememberComposed(target: string, wanted: ReadonlyMap<string, Source>): void {
  writeFileSync(join(target, FILE), stampsOf(wanted, Date.now() - RECENT_MS));
}
