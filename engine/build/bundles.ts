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
import type { SiteConfig } from "../schema/site";
import { ENGINE_ROOT } from "./paths";
import { engineFilesHash } from "./engineFilesHash";
import { startBundler, type Bundler } from "./bundler";

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

export interface Bundles {
  /** The browser bundle's folder (its files are published under dist/; its manifest in .vite/). */
  client: string;
  /** The server renderer's entry module. */
  serverEntry: string;
  /** Whether Vite ran (false: both came from the cache). */
  built: boolean;
}

const keyOf = (...parts: unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 20);

/** The bundle cache's folder, read when used (a test points SITE_BUNDLE_CACHE at an empty one). */
const cacheDir = () => process.env.SITE_BUNDLE_CACHE ?? BUNDLE_CACHE_DIR;

/** The bundles of one build, from the cache or being built (engine/build/bundler.ts). */
export interface BundlesUnderWay {
  /** The bundles, once the browser bundle for this config is there too. */
  finish(clientSite: SiteConfig | null): Promise<Bundles>;
  /** Stops Vite's thread, if it runs (a build that stops before it needs the bundles). */
  close(): Promise<void>;
}

/**
 * Starts what the build of the site in `root` needs of Vite, before its content is checked: the server renderer
 * now if it is not in the cache, the browser bundle once `finish` is given the checked config. A build that finds
 * both in the cache (every build after the engine's first) never starts Vite, nor its thread.
 */
export function startBundles(root: string, imageSizes: unknown, logLevel: "silent" | "warn", guess?: () => SiteConfig | null): BundlesUnderWay {
  // NODE_ENV picks React's JSX runtime (jsxDEV outside production): a bundle made under a test runner's "test"
  // must never be handed to a production build, whose React has no jsxDEV.
  const mode = process.env.NODE_ENV ?? "";
  const server = serverBundleDir(imageSizes);
  const clientDir = (clientSite: SiteConfig | null) => join(cacheDir(), `client-${keyOf(engineCodeKey(), mode, clientSite, imageSizes)}`);
  let bundler: Bundler | undefined;
  const bundlerNow = () => (bundler ??= startBundler(root, imageSizes, logLevel));
  const building = new Map<string, Promise<boolean>>();
  const buildClient = (clientSite: SiteConfig | null) => {
    const client = clientDir(clientSite);
    if (!building.has(client)) {
      const built = existsSync(client) ? Promise.resolve(false) : intoPlace(client, (outDir) => bundlerNow().build({ ssr: false, outDir, site: clientSite })).then(() => true);
      built.catch(() => {}); // reported by finish, if it is the one used
      building.set(client, built);
    }
    return building.get(client)!;
  };
  const serverMissing = !existsSync(server);
  const serverBuilt = serverMissing ? intoPlace(server, (outDir) => bundlerNow().build({ ssr: true, outDir })).then(() => true) : Promise.resolve(false);
  serverBuilt.catch(() => {}); // reported by finish
  // The engine changed since its bundles were made (the server renderer's key is the engine's and the pictures'), so
  // the browser bundle is missing too: started now from the config as read, and used if the checked one is the same.
  const guessed = serverMissing ? guess?.() : undefined;
  if (guessed) buildClient(guessed);
  const close = async () => {
    await bundler?.close();
  };
  return {
    async finish(clientSite) {
      const client = clientDir(clientSite);
      try {
        const clientBuilt = buildClient(clientSite);
        const built = (await Promise.all([serverBuilt, clientBuilt])).some(Boolean);
        if (built) prune();
        else markUsed(client, server);
        return { client, serverEntry: serverEntryIn(server), built };
      } finally {
        // Vite's thread, and all it held, goes before any page is drawn.
        await close();
      }
    },
    close,
  };
}

/** The server renderer's folder: it depends on the engine and the pictures' sizes, not on the rest of the content. */
function serverBundleDir(imageSizes: unknown): string {
  return join(cacheDir(), `server-${keyOf(engineCodeKey(), process.env.NODE_ENV ?? "", imageSizes)}`);
}

const serverEntryIn = (folder: string) => join(folder, "entry-prerender.js");

/** The server renderer's entry for these pictures' sizes, if the cache has it already. */
export function cachedServerEntry(imageSizes: unknown): string | undefined {
  const entry = serverEntryIn(serverBundleDir(imageSizes));
  return existsSync(entry) ? entry : undefined;
}

/** Builds into a folder of its own, then moves it to `target` in one rename: a build running beside this one never sees half of it. */
async function intoPlace(target: string, make: (outDir: string) => Promise<unknown>): Promise<void> {
  mkdirSync(cacheDir(), { recursive: true });
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
  const dir = cacheDir();
  const entries = readdirSync(dir)
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const hourAgo = Date.now() - 3_600_000;
  for (const { name, at } of entries.slice(KEEP)) if (at < hourAgo) rmSync(join(dir, name), { recursive: true, force: true });
}
