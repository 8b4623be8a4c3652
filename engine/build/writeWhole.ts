/**
 * A file written whole: written beside it under a name of its own, then renamed over it, so a reader (a build
 * sharing .cache/ with this one, a server sending dist/, a practice's dist/ linked to a composed file) finds the old
 * file or the new one, never half of one. A write that fails leaves the old file and nothing beside it.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export function writeWhole(file: string, bytes: string | NodeJS.ArrayBufferView): void {
  mkdirSync(dirname(file), { recursive: true });
  // Named per write, not per process: two writes of one file by one build never share it.
  const partial = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
