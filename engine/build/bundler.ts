/**
 * Vite's builds in a process of their own, for a build that finds a bundle missing from .cache/bundles (a fresh
 * clone's, CI's, the first after a change to the engine). The server renderer depends on the engine and the
 * pictures' sizes only, so its build starts before the content is checked and runs beside the check (which holds
 * the build's own thread: validation is synchronous); the browser bundle too, from the config as read
 * (engine/build/guessedConfig.ts). Both builds share one process, so Babel's pass over each styled file
 * (engine/build/stableStyledNames.ts) is made once for both; and everything Vite held (some 300-400 MB, much of it
 * outside V8's heap, which a thread's end does not give back) goes with the process, before any page is drawn.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { spawn } from "node:child_process";
import type { SiteConfig } from "../schema/site";
import { ENGINE_ROOT } from "./paths";

export interface BundleJob {
  /** The server renderer (true) or the browser bundle. */
  ssr: boolean;
  outDir: string;
  /** The checked config, as the browser bundle embeds it (the server renderer holds none). */
  site?: SiteConfig | null;
}

export interface Bundler {
  build(job: BundleJob): Promise<void>;
  close(): Promise<void>;
}

/**
 * The bundler's program. The content plugin takes the build's content from the slot a build hands it over in
 * (engine/build/validatedContent.ts), here the config alone: neither bundle holds a page.
 */
const BUNDLER = `
const setup = JSON.parse(process.env.SITE_BUNDLER_SETUP);
const slot = Symbol.for("site-engine.validated-content");
const vite = import(setup.vite);
const handOver = (site) => {
  globalThis[slot] = { root: setup.root, result: { site: site || undefined, pages: [], problems: [], shared: [] }, imageSizes: setup.imageSizes };
};
handOver(null);
// Rolldown's note on slow plugins is for the engine's developers (Babel's pass is most of a build): not printed to
// everyone's first build.
const QUIET = { checks: { pluginTimings: false } };
// The config is bundled (its engine modules with it) and imported by Node, packages loaded as Node loads them: the
// same bundles as Vite's module runner made, for a third less of this process's time (the runner transformed every
// module the config imports, and started Node's loader-hooks thread to resolve them).
const run = async (id, build) => {
  try {
    await (await vite).build({ root: setup.engineRoot, logLevel: setup.logLevel, configFile: setup.configFile, configLoader: "bundle", build: { emptyOutDir: true, copyPublicDir: false, ...build, rolldownOptions: QUIET } });
    process.send({ id });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
  }
};
// The server renderer reads no config; browser bundles one after another, so each reads its own from the slot.
let browserBundles = Promise.resolve();
process.on("message", ({ id, ssr, outDir, site }) => {
  if (ssr) run(id, { outDir, ssr: "engine/app/entry-prerender.tsx" });
  else browserBundles = browserBundles.then(() => (handOver(site), run(id, { outDir })));
});
// The build that started it has ended (or was stopped): nothing left to build for.
process.on("disconnect", () => process.exit(0));
`;

/** A process that runs Vite's builds for the site in `root`, with the pictures' sizes the build read. */
export function startBundler(root: string, imageSizes: unknown, logLevel: "silent" | "warn"): Bundler {
  const vite = pathToFileURL(createRequire(join(ENGINE_ROOT, "package.json")).resolve("vite")).href;
  const setup = { root, imageSizes, logLevel, vite, engineRoot: ENGINE_ROOT, configFile: join(ENGINE_ROOT, "vite.config.ts") };
  const child = spawn(process.execPath, ["--input-type=commonjs", "-e", BUNDLER], {
    cwd: ENGINE_ROOT,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Vite's note that the config would not load without its bundling (imports without extensions) is for a later
    // Vite's default loader, not for a site's first build: not printed, nor looked for.
    env: { ...process.env, SITE_CONTENT_ROOT: root, SITE_BUNDLER_SETUP: JSON.stringify(setup), VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let next = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.values()) waiter.reject(failure);
    waiting.clear();
  };
  child.on("message", ({ id, error }: { id: number; error?: string }) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error) waiter?.reject(new Error(`Vite could not build the bundles: ${error}`));
    else waiter?.resolve();
  });
  child.on("error", failAll);
  child.on("exit", (code, signal) => failAll(new Error(`The bundles' process stopped (${signal ?? `exit code ${code}`}).`)));
  return {
    build(job) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, ssr: job.ssr, outDir: job.outDir, site: job.site ?? null });
      });
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await ended;
    },
  };
}
