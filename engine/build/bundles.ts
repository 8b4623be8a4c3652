/**
 * The two Vite builds, made once and kept: the browser bundle and the server renderer depend on the engine's
 * code and the build's settings, not on the pages. Each is kept in .cache/bundles/ under a key made from what it
 * depends on, and a build whose key is already there skips Vite (about 10 s saved on every build after the first).
 *
 *   browser bundle  the engine's code, the site's config as the browser gets it (theme, strings, form addresses)
 *                   and the pictures' sizes (virtual:site/config, virtual:site/images)
 *   server renderer the engine's code and the pictures' sizes; it is handed the config and each page when it renders
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import type { InlineConfig } from "vite";
import type { SiteConfig } from "../schema/site";
import { ENGINE_ROOT } from "./paths";
import { engineFilesHash } from "./engineFilesHash";

/** SITE_BUNDLE_CACHE: another folder inside the engine's (bench:scale measures a first build with an empty one). */
export const BUNDLE_CACHE_DIR = process.env.SITE_BUNDLE_CACHE ?? join(ENGINE_ROOT, ".cache", "bundles");
const KEEP = 6;

/**
 * Files whose change changes what a build makes: the engine's code and the build's configuration and dependencies.
 * The page editor, the command-line tools and the benchmarks are not part of what a build draws (but build.ts).
 */
const ENGINE_INPUTS = ["engine", "vite.config.ts", "package.json", "package-lock.json", "tsconfig.json"];
const NOT_DRAWN = new Set(["engine/editor", "engine/cli", "engine/bench"]);
const DRAWN_ANYWAY = ["engine/cli/build.ts"];

let engineKeyMemo: string | undefined;

/** A hash of the engine's code that draws the site and of the build's configuration, by content. */
export function engineCodeKey(): string {
  if (engineKeyMemo) return engineKeyMemo;
  // Not memoised inside a long-running process that may see the engine change (the tests' watch mode).
  const key = engineFilesHash([...ENGINE_INPUTS, ...DRAWN_ANYWAY], NOT_DRAWN).slice(0, 16);
  if (!process.env.VITEST) engineKeyMemo = key;
  return key;
}

export interface BundleSettings {
  /** The site's config as the browser bundle embeds it. */
  clientSite: SiteConfig | null;
  /** virtual:site/images: the pictures' sizes. */
  imageSizes: unknown;
}

export interface Bundles {
  /** The browser bundle's folder (its files are published under dist/; its manifest in .vite/). */
  client: string;
  /** The server renderer's entry module. */
  serverEntry: string;
  /** Whether Vite ran (false: both came from the cache). */
  built: boolean;
}

const keyOf = (...parts: unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 20);

/**
 * The bundles for these settings, from the cache or built now. `viteOptions` are the build's (its log level);
 * the content plugin reads the content root from SITE_CONTENT_ROOT, set by the caller.
 */
export async function bundlesFor(settings: BundleSettings, logLevel: "silent" | "warn"): Promise<Bundles> {
  const engine = engineCodeKey();
  // NODE_ENV picks React's JSX runtime (jsxDEV outside production): a bundle made under a test runner's "test"
  // must never be handed to a production build, whose React has no jsxDEV.
  const mode = process.env.NODE_ENV ?? "";
  const client = join(BUNDLE_CACHE_DIR, `client-${keyOf(engine, mode, settings.clientSite, settings.imageSizes)}`);
  const server = serverBundleDir(settings.imageSizes);
  const configFile = join(ENGINE_ROOT, "vite.config.ts");
  let built = false;
  // Vite is loaded only to make a bundle: a build that finds both in the cache (every Publish's) never pays for it.
  const build = async (config: InlineConfig) => (await import("vite")).build(config);
  if (!existsSync(client)) {
    built = true;
    await intoPlace(client, (outDir) =>
      build({ root: ENGINE_ROOT, logLevel, configFile, configLoader: "runner", build: { outDir, emptyOutDir: true, copyPublicDir: false } }),
    );
  }
  if (!existsSync(server)) {
    built = true;
    await intoPlace(server, (outDir) =>
      build({ root: ENGINE_ROOT, logLevel, configFile, configLoader: "runner", build: { ssr: "engine/app/entry-prerender.tsx", outDir, emptyOutDir: true, copyPublicDir: false } }),
    );
  }
  if (built) prune();
  else markUsed(client, server);
  return { client, serverEntry: serverEntryIn(server), built };
}

/** The server renderer's folder: it depends on the engine and the pictures' sizes, not on the rest of the content. */
function serverBundleDir(imageSizes: unknown): string {
  return join(BUNDLE_CACHE_DIR, `server-${keyOf(engineCodeKey(), process.env.NODE_ENV ?? "", imageSizes)}`);
}

const serverEntryIn = (folder: string) => join(folder, "entry-prerender.js");

/** The server renderer's entry for these pictures' sizes, if the cache has it already. */
export function cachedServerEntry(imageSizes: unknown): string | undefined {
  const entry = serverEntryIn(serverBundleDir(imageSizes));
  return existsSync(entry) ? entry : undefined;
}

/** Builds into a folder of its own, then moves it to `target` in one rename: a build running beside this one never sees half of it. */
async function intoPlace(target: string, make: (outDir: string) => Promise<unknown>): Promise<void> {
  mkdirSync(BUNDLE_CACHE_DIR, { recursive: true });
  const temporary = `${target}.part-${process.pid}-${Date.now()}`;
  try {
    await make(temporary);
    if (existsSync(target)) return; // another build made the same one meanwhile
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * A bundle taken from the cache is marked as used now, so that pruning goes by use, not by age: a group's build
 * uses one browser bundle per practice, and none of them goes while the group is being built.
 */
function markUsed(...folders: string[]): void {
  const now = new Date();
  for (const folder of folders) {
    try {
      utimesSync(folder, now, now);
    } catch {
      // Pruned by another build meanwhile: this build has what it needs already open or read.
    }
  }
}

/** Keeps the few bundles used last; the others go once nobody can still be starting to use them. */
function prune(): void {
  const entries = readdirSync(BUNDLE_CACHE_DIR)
    .map((name) => ({ name, at: statSync(join(BUNDLE_CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const hourAgo = Date.now() - 3_600_000;
  for (const { name, at } of entries.slice(KEEP)) if (at < hourAgo) rmSync(join(BUNDLE_CACHE_DIR, name), { recursive: true, force: true });
}
