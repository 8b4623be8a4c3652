/**
 * npm run build with nothing to do, answered by the files' stamps alone: every file the build reads (site.config.json,
 * pages/, public/) and every file it wrote (dist/), by size and modification time, with what else decides the
 * output (the engine's code, the day, the mode, where the forms post). After a build, they are kept in
 * .cache/build-inputs; the next build that finds the same answers at once, without reading a page. Anything moved
 * (a page saved, a file of dist/ touched or deleted, the engine changed, midnight passed) builds as before, and the
 * stamps are forgotten before a build starts, so a build that fails is never taken for done.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { engineCodeKey } from "./bundles";
import { buildDay } from "../app/chargeSchedules";

const FILE = join(".cache", "build-inputs");
const READ = ["site.config.json", "pages", "public", "dist"];

/** What decides a build's output besides its files. */
export interface BuildSettings {
  mode: string;
  precompress: boolean;
}

/** Everything but the files that decides a build's output, as text: the settings, the engine, the day, the environment it reads. */
export function buildInputs(settings: BuildSettings): string {
  const env = process.env;
  return JSON.stringify([settings, engineCodeKey(), buildDay(), env.SITE_FORMS_ENDPOINT ?? "", env.NODE_ENV ?? ""]);
}

export function inputsStamp(root: string, settings: BuildSettings): string {
  const hash = createHash("sha1");
  hash.update(buildInputs(settings));
  const add = (path: string, rel: string) => {
    const stats = statSync(path, { bigint: true });
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name), `${rel}/${name}`);
    } else hash.update(`\n${rel} ${stats.size} ${stats.mtimeNs}`);
  };
  for (const part of READ) if (existsSync(join(root, part))) add(join(root, part), part);
  return hash.digest("base64url");
}

/** Whether dist/ is what a build would make now: the same stamps as after the last build. */
export function upToDate(root: string, settings: BuildSettings): boolean {
  try {
    return existsSync(join(root, "dist")) && readFileSync(join(root, FILE), "utf8") === inputsStamp(root, settings);
  } catch {
    return false;
  }
}

export function forgetInputs(root: string): void {
  rmSync(join(root, FILE), { force: true });
}

/** Written whole (a temporary file, then renamed). */
export function rememberInputs(root: string, settings: BuildSettings): void {
  const file = join(root, FILE);
  mkdirSync(join(root, ".cache"), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, inputsStamp(root, settings));
  renameSync(partial, file);
}
