/**
 * The build's output kept as a cache, like the findings and the bundles: after each successful `npm run build`,
 * .cache/kept-output/files/ holds a hard link to every file of dist/, and manifest.json each kept file's stamp
 * (size, modification time to the nanosecond, file number) as it was when it was kept. A build that finds dist/
 * missing or empty (`rm -rf dist`, a clean checkout of the same folder) puts those files back by links and runs the
 * usual incremental build over them: dist/.build-state.json comes back with them, so only the pages whose
 * fingerprint changed since are drawn.
 *
 * Why it is safe: a build never changes a file of dist/ in place (it removes a file before writing it, since
 * dist/ may share files with a published release: engine/build/output.ts), so a kept link keeps the bytes the
 * build wrote. Something else writing a file of dist/ in place writes the kept one too, and moves its modification
 * time: a kept file whose stamp moved is not put back (nor the file a compressed copy was made from), so the build
 * makes it again. A link's change time moves with every link made or removed, so it is not part of the stamp. The
 * kept files are those of one successful build with its own build state: another mode's or another day's output
 * is put back the same way, and the build's fingerprints (preview or not, the compressed copies' settings) draw or
 * remove what differs, as over any previous dist/. A failed build leaves the kept files as they were.
 *
 * Refreshing it costs a stat of each file of dist/ (the walk the build's record of stamps takes anyway) and a link
 * for each file the build wrote; files it left alone keep their entry.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import type { BigIntStats } from "node:fs";
import { dirname, join } from "node:path";
import { linked, STATE_FILE } from "./output";
import { filesUnder, NOTHING_CHANGED, rememberInputs, sourcesKey, upToDate, type BuildSettings, type SourceStamps } from "./upToDate";

/** Where a site keeps its last build's output, beside its other caches. */
export const KEPT_OUTPUT_DIR = join(".cache", "kept-output");
const FOLDER = KEPT_OUTPUT_DIR;
const VERSION = 1;
/** The compressed copies' suffixes (engine/build/precompress.ts), not imported: this module is loaded before the build's. */
const COPY_SUFFIXES = [".br", ".gz"];

interface Manifest {
  version: number;
  /** upToDate.ts's sourcesKey of the build that made these files, or null when its sources had only just changed. */
  key: string | null;
  /**
   * File of dist/ ("/"-separated) -> the kept file's stamp, then, when dist/'s file is a copy of it rather than the
   * same file (links could not be made), that copy's stamp after a space.
   */
  files: Record<string, string>;
  /** Files of that build's dist/ that are not kept (changed in place, or not known to be the build's): never put back. */
  leftOut: string[];
}

const keptFile = (root: string, rel: string) => join(root, FOLDER, "files", ...rel.split("/"));
const stampOf = (stats: BigIntStats) => `${stats.size}:${stats.mtimeNs}:${stats.ino}`;
/** An entry's kept stamp, and the stamp dist/'s file has when the build leaves it alone. */
const keptStamp = (entry: string) => entry.slice(0, entry.indexOf(" ") >>> 0);
const outputStamp = (entry: string) => entry.slice(entry.lastIndexOf(" ") + 1);

function readManifest(root: string): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(join(root, FOLDER, "manifest.json"), "utf8")) as Manifest;
    return manifest.version === VERSION && manifest.files && typeof manifest.files === "object" && Array.isArray(manifest.leftOut) ? manifest : null;
  } catch {
    return null;
  }
}

function writeManifest(root: string, manifest: Manifest): void {
  const file = join(root, FOLDER, "manifest.json");
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, JSON.stringify(manifest));
  renameSync(partial, file);
}

/** Whether dist/ holds nothing: not there, or an empty folder. */
export function outputIsEmpty(root: string): boolean {
  try {
    return readdirSync(join(root, "dist")).length === 0;
  } catch {
    return true;
  }
}

/** The key of the sources the kept output was built from (upToDate.ts's sourcesKey), or null. */
export function keptOutputKey(root: string): string | null {
  return readManifest(root)?.key ?? null;
}

export interface Restored {
  /** dist/ was not there (rather than an empty folder). */
  wasMissing: boolean;
  /** Files put back. */
  files: number;
  /**
   * Files of the last build not put back: changed since they were kept, or not kept (and the files their compressed
   * copies were made from). The build makes them again.
   */
  leftOut: number;
}

/**
 * Puts the kept output back into an empty or missing dist/ (hard links; copies where links cannot be made, e.g.
 * another disk). Null when dist/ holds anything or nothing is kept, or, `onlyWhole`, when a file would be left out.
 */
export function restoreKeptOutput(root: string, { onlyWhole = false } = {}): Restored | null {
  if (!outputIsEmpty(root)) return null;
  const manifest = readManifest(root);
  if (!manifest || !Object.keys(manifest.files).length) return null;
  const leftOut = new Set<string>();
  const leaveOut = (rel: string) => {
    leftOut.add(rel);
    // The build state lists a compressed copy as made: without it, its file is left out too, so the build makes both again.
    const suffix = COPY_SUFFIXES.find((end) => rel.endsWith(end));
    if (suffix) leftOut.add(rel.slice(0, -suffix.length));
  };
  for (const rel of manifest.leftOut) leaveOut(rel);
  for (const [rel, stamp] of Object.entries(manifest.files)) {
    const kept = statSync(keptFile(root, rel), { bigint: true, throwIfNoEntry: false });
    if (!kept?.isFile() || stampOf(kept) !== keptStamp(stamp)) leaveOut(rel);
  }
  if (onlyWhole && leftOut.size) return null;
  const dist = join(root, "dist");
  const wasMissing = statSync(dist, { throwIfNoEntry: false }) === undefined;
  const folders = new Set<string>();
  let files = 0;
  let copied = false;
  // The build state last: put back without it (stopped halfway), the other files are compared, not trusted.
  const order = Object.entries(manifest.files).sort(([a], [b]) => Number(a === STATE_FILE) - Number(b === STATE_FILE));
  for (const [rel, stamp] of order) {
    if (leftOut.has(rel)) continue;
    const target = join(dist, ...rel.split("/"));
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    if (!linkOrCopy(keptFile(root, rel), target)) {
      manifest.files[rel] = `${keptStamp(stamp)} ${stampOf(statSync(target, { bigint: true }))}`;
      copied = true;
    }
    files++;
  }
  if (copied) writeManifest(root, manifest);
  return { wasMissing, files, leftOut: leftOut.size };
}

/** True when linked, false when copied (the copy's modification time set to its source's). */
function linkOrCopy(from: string, to: string): boolean {
  if (linked(from, to)) return true;
  copyFileSync(from, to);
  const { atime, mtime } = statSync(from);
  utimesSync(to, atime, mtime);
  return false;
}

/**
 * Marks the start of a build: what dist/ holds afterwards that changed after this moment (by the file system's own
 * clock, as the files' change times are) was written by the build. Returns that moment.
 */
export function startKeeping(root: string): bigint {
  const marker = join(root, FOLDER, "started");
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, String(process.pid));
  return statSync(marker, { bigint: true }).ctimeNs;
}

/**
 * After a successful build: makes the kept output what dist/ now holds. A file kept with the stamp it still has is
 * left alone; a file the build wrote (changed after `since`) is linked in its place; a file changed in place since
 * it was kept (the same file number, another stamp), or one the build did not write and that was not kept, is not
 * kept but named as left out: it is never put back, and an output put back without it is not taken for complete.
 * `key`: upToDate.ts's sourcesKey of the build's sources (null when they had only just changed). Returns dist/'s
 * files with their stamps after it (a link moves a file's change time), for the record of stamps (rememberInputs).
 */
export function keepOutput(root: string, since: bigint, key: string | null): Array<{ rel: string; stats: BigIntStats }> {
  const previous = readManifest(root);
  // Without a manifest, whatever is in files/ is of no known build (one stopped while it was kept): start again.
  if (!previous) rmSync(join(root, FOLDER, "files"), { recursive: true, force: true });
  const before = previous?.files ?? {};
  const files: Record<string, string> = {};
  const leftOut: string[] = [];
  const output = filesUnder(root, "dist");
  let stillThere = 0;
  for (const entry of output) {
    const rel = entry.rel.slice("dist/".length);
    const stamp = stampOf(entry.stats);
    const old = before[rel];
    if (old !== undefined) stillThere++;
    if (old !== undefined && outputStamp(old) === stamp) {
      files[rel] = old;
      continue;
    }
    const kept = keptFile(root, rel);
    const source = join(root, "dist", ...rel.split("/"));
    if (old !== undefined) rmSync(kept, { force: true });
    const changedInPlace = old !== undefined && outputStamp(old).split(":")[2] === String(entry.stats.ino);
    if (!changedInPlace && entry.stats.ctimeNs >= since) {
      mkdirSync(dirname(kept), { recursive: true });
      const linked = linkOrCopy(source, kept);
      const keptStats = statSync(kept, { bigint: true });
      files[rel] = linked ? stampOf(keptStats) : `${stampOf(keptStats)} ${stamp}`;
    } else leftOut.push(rel);
    if (old !== undefined || rel in files) entry.stats = statSync(source, { bigint: true });
  }
  if (stillThere < Object.keys(before).length) {
    const inOutput = new Set(output.map((entry) => entry.rel.slice("dist/".length)));
    for (const rel of Object.keys(before)) if (!inOutput.has(rel)) removeKept(root, rel);
  }
  writeManifest(root, { version: VERSION, key, files, leftOut });
  return output;
}

/** Removes a kept file, and its folder when that leaves it empty. */
function removeKept(root: string, rel: string): void {
  const kept = keptFile(root, rel);
  rmSync(kept, { force: true });
  try {
    rmdirSync(dirname(kept));
  } catch {
    // not empty: other files are kept there
  }
}

/**
 * npm run build's answer when it need not build, or null: dist/ is as the last build left it and nothing it reads
 * moved (upToDate.ts), or dist/ is empty and nothing else changed since the kept output was built (every source's
 * stamp and the engine, the day, the mode the same), so putting it back is the build. When a kept file would be left
 * out, nothing is put back here: the build puts back the rest once the content is checked, and makes that file again.
 */
export function answerWithoutBuilding(root: string, settings: BuildSettings, sources: SourceStamps): string | null {
  if (upToDate(root, settings, sources)) return NOTHING_CHANGED;
  if (!outputIsEmpty(root) || !sources.settled || keptOutputKey(root) !== sourcesKey(settings, sources)) return null;
  const restored = restoreKeptOutput(root, { onlyWhole: true });
  if (!restored) return null;
  // The links moved the files' change times: the record of stamps is taken again, as after a build.
  rememberInputs(root, settings, sources);
  return `dist/ was ${restored.wasMissing ? "missing" : "empty"}: put back the last build's ${restored.files.toLocaleString("en-GB")} files from .cache; nothing else changed.`;
}
