/**
 * A hash, by content, of some of the engine's own files: the key that says which code made what a cache keeps
 * (the bundles, engine/build/bundles.ts; the validator's findings, engine/content/validate/diskCache.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ENGINE_ROOT } from "./paths";

/** `inputs`: files and folders relative to the engine's folder (folders read whole, in name order), but those in `skip`. */
export function engineFilesHash(inputs: readonly string[], skip: ReadonlySet<string> = new Set()): string {
  const hash = createHash("sha256");
  const add = (rel: string) => {
    const full = join(ENGINE_ROOT, rel);
    if (!existsSync(full) || skip.has(rel)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(`${rel}/${name}`);
      return;
    }
    hash.update(rel).update("\0").update(readFileSync(full)).update("\0");
  };
  inputs.forEach(add);
  return hash.digest("hex");
}
