/**
 * npm run build with nothing to do, answered by the files' stamps alone: every file the build reads (site.config.json,
 * pages/, public/) and every file it wrote (dist/), by size, modification and change times (a file changed with its
 * modification time put back has moved its change time), with what else decides the output (the engine's code, the
 * day, the mode, where the forms post). After a build, they are kept in .cache/build-inputs; the next build that
 * finds the same answers at once, without reading a page. Anything moved (a page saved, a file of dist/ touched or
 * deleted, the engine changed, midnight passed) builds as before, and the stamps are forgotten before a build
 * starts, so a build that fails is never taken for done.
 *
 * The stamps of what the build reads are taken once, before it reads them: a file saved while the build runs has
 * moved since, so the next build sees it. They are not kept when a file changed within the last moments
 * (fileHashes.mjs: a save in the same tick of the file system's clock would not move its stamp).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BigIntStats } from "node:fs";
import { engineCodeKey } from "./bundles";
import { buildDay } from "../app/chargeSchedules";
import { settled, stampOfStats, type FileStamp } from "./fileHashes.mjs";

const FILE = join(".cache", "build-inputs");
const SOURCES = ["site.config.json", "pages", "public"];

export const NOTHING_CHANGED = "Nothing changed since the last build (the same files, engine and day): dist/ is up to date.";

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

/** The stamps of the files a build reads, and whether every one of them is old enough to be trusted next time. */
export interface SourceStamps {
  text: string;
  settled: boolean;
  /**
   * A file's stamp as this walk took it, by its path (undefined: not seen): the build's checks use it rather than
   * stat each page again. Taken before the build reads the file, so a file saved since is read again next time.
   */
  stampOf?: (fullPath: string) => FileStamp | undefined;
}

export function sourceStamps(root: string): SourceStamps {
  let allSettled = true;
  const files = SOURCES.flatMap((part) => filesUnder(root, part));
  for (const { stats } of files) allSettled &&= settled(stats.ctimeMs);
  let byPath: Map<string, BigIntStats> | undefined;
  const stampOf = (fullPath: string) => {
    byPath ??= new Map(files.map(({ rel, stats }) => [resolve(root, rel), stats]));
    const stats = byPath.get(resolve(fullPath));
    return stats && stampOfStats(stats);
  };
  return { text: stampLines(files), settled: allSettled, stampOf };
}

/** Every file under root/part with its stats, in the stamps' order (names sorted in each folder); `rel` starts with `part`. */
export function filesUnder(root: string, part: string): Array<{ rel: string; stats: BigIntStats }> {
  const files: Array<{ rel: string; stats: BigIntStats }> = [];
  const add = (path: string, rel: string) => {
    const stats = statSync(path, { bigint: true });
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name), `${rel}/${name}`);
      return;
    }
    files.push({ rel, stats });
  };
  if (existsSync(join(root, part))) add(join(root, part), part);
  return files;
}

/** The stamps of these files as the record of a build holds them. */
export function stampLines(files: ReadonlyArray<{ rel: string; stats: BigIntStats }>): string {
  return files.map(({ rel, stats }) => `${rel} ${stats.size} ${stats.mtimeNs} ${stats.ctimeNs}`).join("\n");
}

/** What a build's output is made from, as one key: the settings, the engine, the day, and every source file's stamp. */
export function sourcesKey(settings: BuildSettings, sources: SourceStamps): string {
  return createHash("sha1").update(buildInputs(settings)).update("\0").update(sources.text).digest("base64url");
}

/** `dist`: the stamps of dist/'s files (stampLines), when the caller has just taken them. */
export function inputsStamp(root: string, settings: BuildSettings, sources: SourceStamps = sourceStamps(root), dist = stampLines(filesUnder(root, "dist"))): string {
  return createHash("sha1").update(sourcesKey(settings, sources)).update("\0").update(dist).digest("base64url");
}

/** Whether dist/ is what a build would make now: the same stamps as after the last build. */
export function upToDate(root: string, settings: BuildSettings, sources?: SourceStamps): boolean {
  try {
    return existsSync(join(root, "dist")) && readFileSync(join(root, FILE), "utf8") === inputsStamp(root, settings, sources);
  } catch {
    return false;
  }
}

export function forgetInputs(root: string): void {
  rmSync(join(root, FILE), { force: true });
}

/**
 * Written whole (a temporary file, then renamed); `sources` as taken before the build read them; `dist`, dist/'s
 * stamps when the caller has just taken them (engine/build/keptOutput.ts). Not kept when a source had just changed.
 */
export function rememberInputs(root: string, settings: BuildSettings, sources: SourceStamps = sourceStamps(root), dist?: string): void {
  if (!sources.settled) return;
  const file = join(root, FILE);
  mkdirSync(join(root, ".cache"), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, inputsStamp(root, settings, sources, dist));
  renameSync(partial, file);
}
