/**
 * Each file's hash by content, read again only where its stamp moved: the engine's keys (the launcher's bundles,
 * engine/cli/run.mjs; the build's and the validator's, engine/build/engineFilesHash.ts) hash some 600 files on
 * every start, most of them unchanged. A file's stamp is its size, modification and change times (to the
 * nanosecond) and its file number: every write moves the change time, which `touch` cannot set back, so a file
 * changed with its modification time put back is read again. Plain JavaScript: the launcher runs before any
 * TypeScript loader.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A stamp taken this close to the file's last change is not kept: a write in the same tick of the file system's
 * clock would leave the stamp as it was (git's "racily clean" files). SITE_STAMP_SETTLE_MS: another span (the
 * tests, whose files are all new, use 0 and wait between writes).
 */
const settledMs = () => Number(process.env.SITE_STAMP_SETTLE_MS ?? 2000);

/** Whether a file last changed at `ctimeMs` has a stamp that can be trusted next time. */
export const settled = (ctimeMs) => Date.now() - Number(ctimeMs) >= settledMs();

/** A file's stamp, or undefined when it is not there. */
export function stampOf(path) {
  try {
    return stampOfStats(statSync(path, { bigint: true }));
  } catch {
    return undefined;
  }
}

/** The stamp of a file whose stats (taken with `bigint: true`) the caller has. */
export function stampOfStats(stats) {
  return { text: `${stats.size} ${stats.mtimeNs} ${stats.ctimeNs} ${stats.ino}`, settled: settled(stats.ctimeMs), size: Number(stats.size) };
}

/**
 * `rels` (relative to `root`) -> the SHA-256 of each file's bytes (hex), files that are not there left out.
 * `memoFile` keeps each file's stamp and hash for the next call; one that cannot be read or written costs time, never a wrong answer.
 */
export function fileHashes(root, rels, memoFile) {
  let memo = {};
  try {
    memo = JSON.parse(readFileSync(memoFile, "utf8")) ?? {};
  } catch {
    // Read every file.
  }
  const hashes = new Map();
  const next = {};
  let changed = false;
  for (const rel of rels) {
    const full = join(root, rel);
    const stamp = stampOf(full);
    if (!stamp) continue;
    const kept = memo[rel];
    let hash;
    if (Array.isArray(kept) && kept[0] === stamp.text && typeof kept[1] === "string") hash = kept[1];
    else {
      try {
        hash = createHash("sha256").update(readFileSync(full)).digest("hex");
      } catch {
        continue;
      }
    }
    hashes.set(rel, hash);
    if (stamp.settled) next[rel] = [stamp.text, hash];
    if (stamp.settled ? kept?.[0] !== stamp.text || kept?.[1] !== hash : kept !== undefined) changed = true;
  }
  // Every file's entry is as it was: the memo changed only if it holds files no longer asked for.
  if (changed || Object.keys(next).length !== Object.keys(memo).length) writeQuietly(memoFile, JSON.stringify(next));
  return hashes;
}

function writeQuietly(file, text) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch {
    // Not kept: the files are read again next time.
  }
}
