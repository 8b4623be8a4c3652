/**
 * What a practice of a group was last built with, beside its composed folder: the engine, the day (charges, closures
 * and the notice in force depend on it), the build's mode and where its forms post. A practice whose composed files
 * did not change and whose last build matches all of these is not built again: a group of fifty practices checks
 * the forty-nine a one-page change leaves alone without starting their builds.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildInputs } from "../build/upToDate";

const FILE = ".built-with.json";

/** What a group's build of a practice decides its output by, besides the files (a group builds without precompressed copies). */
export const groupBuildInputs = (mode: string): string => buildInputs({ mode, precompress: false });

/** Whether the practice's dist/ was built from exactly these inputs (its files unchanged since, the caller knows). */
export function builtWith(folder: string, inputs: string): boolean {
  try {
    return existsSync(join(folder, "dist")) && readFileSync(join(folder, FILE), "utf8") === inputs;
  } catch {
    return false;
  }
}

/** Forgets the last build before a new one starts (a build that fails leaves nothing that says it is up to date). */
export function forgetBuild(folder: string): void {
  rmSync(join(folder, FILE), { force: true });
}

export function rememberBuild(folder: string, inputs: string): void {
  writeFileSync(join(folder, FILE), inputs);
}
