/** Declarations of fileHashes.mjs (plain JavaScript, for the launcher). */
export interface FileStamp {
  text: string;
  /** Taken long enough after the file's last change to be kept. */
  settled: boolean;
  size: number;
}
export function stampOf(path: string): FileStamp | undefined;
/** The stamp of a file whose stats (taken with `bigint: true`) the caller has. */
export function stampOfStats(stats: import("node:fs").BigIntStats): FileStamp;
export function fileHashes(root: string, rels: readonly string[], memoFile: string): Map<string, string>;
/** Whether a file last changed at `ctimeMs` has a stamp that can be trusted next time. */
export function settled(ctimeMs: number | bigint): boolean;
