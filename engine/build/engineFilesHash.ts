/**
 * A hash, by content, of some of the engine's own files: the key that says which code made what a cache keeps
 * (the bundles, engine/build/bundles.ts; the validator's findings, engine/content/validate/diskCache.ts). Each
 * file is read only when its stamp moved since the last time (fileHashes.mjs): the rest is a stat.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ENGINE_ROOT } from "./paths";
import { fileHashes } from "./fileHashes.mjs";

/** `inputs`: files and folders relative to the engine's folder (folders read whole, in name order), but those in `skip`. */
export function engineFilesHash(inputs: readonly string[], skip: ReadonlySet<string> = new Set()): string {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(ENGINE_ROOT, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const child = `${rel}/${entry.name}`;
      if (skip.has(child)) continue;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  const add = (rel: string) => {
    const full = join(ENGINE_ROOT, rel);
    if (!existsSync(full) || skip.has(rel)) return;
    if (statSync(full).isDirectory()) walk(rel);
    else files.push(rel);
  };
  inputs.forEach(add);
  // One memo per list of inputs: two keys of different files never undo each other's.
  const which = createHash("sha256").update(JSON.stringify([inputs, [...skip].sort()])).digest("hex").slice(0, 12);
  const hashes = fileHashes(ENGINE_ROOT, files, join(ENGINE_ROOT, ".cache", "engine-files", `${which}.json`));
  const hash = createHash("sha256");
  for (const rel of files) if (hashes.has(rel)) hash.update(rel).update("\0").update(hashes.get(rel)!).update("\0");
  return hash.digest("hex");
}
