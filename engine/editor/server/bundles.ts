/**
 * The editor's two bundles, built by Vite into .cache/editor/<hash>/ (never into dist/):
 *   client/  the editor in the browser (engine/editor/client/main.tsx)
 *   ssr/     the live preview's renderer (engine/editor/livePreview/renderLivePreview.tsx), built with the
 *            site's own plugins so it draws the same markup and class names as the built page
 * The hash covers the engine's sources and the installed packages, so an update builds them again once and
 * every later start finds them ready. Builds running side by side (tests) each build aside and rename.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { ENGINE_ROOT } from "../../build/paths";
import { stableStyledNamesPlugin } from "../../build/stableStyledNames";

export const EDITOR_CACHE_DIR = join(ENGINE_ROOT, ".cache", "editor");
export const CLIENT_ENTRY = "engine/editor/client/main.tsx";
const SSR_ENTRY = "engine/editor/livePreview/renderLivePreview.tsx";
/** Where the client's files are served from (the rest of the address space is the site's public/ files). */
export const CLIENT_BASE = "/_editor/";

export interface EditorBundles {
  clientDir: string;
  /** The client's entry script and style sheets, relative to clientDir. */
  entry: string;
  css: string[];
  /** The live preview's renderer module. */
  renderer: string;
}

/** The bundles for the engine as it is now: found in the cache, or built (and `onBuild` told first). */
export async function editorBundles(onBuild: () => void = () => {}): Promise<EditorBundles> {
  const dir = join(EDITOR_CACHE_DIR, sourceHash());
  if (!existsSync(join(dir, "ready"))) {
    onBuild();
    await buildInto(dir);
  }
  return describe(dir);
}

function describe(dir: string): EditorBundles {
  const manifest = JSON.parse(readFileSync(join(dir, "client", ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The editor's client build has no entry ${CLIENT_ENTRY}.`);
  return { clientDir: join(dir, "client"), entry: entry.file, css: entry.css ?? [], renderer: join(dir, "ssr", "renderLivePreview.js") };
}

async function buildInto(dir: string): Promise<void> {
  const aside = `${dir}.${randomBytes(4).toString("hex")}.building`;
  try {
    await build({
      configFile: false,
      root: ENGINE_ROOT,
      logLevel: "warn",
      mode: "production",
      base: CLIENT_BASE,
      publicDir: false,
      plugins: [react()],
      build: {
        outDir: join(aside, "client"),
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        modulePreload: { polyfill: false },
        rolldownOptions: { input: CLIENT_ENTRY },
      },
    });
    await build({
      configFile: false,
      root: ENGINE_ROOT,
      logLevel: "warn",
      mode: "production",
      publicDir: false,
      plugins: [react(), stableStyledNamesPlugin(), pictureSizesPlugin()],
      build: { outDir: join(aside, "ssr"), emptyOutDir: true, ssr: SSR_ENTRY },
      ssr: { noExternal: ["styled-components"] },
    });
    writeFileSync(join(aside, "ready"), new Date().toISOString());
    try {
      renameSync(aside, dir);
    } catch {
      // Another editor finished the same build first: use its copy.
      rmSync(aside, { recursive: true, force: true });
    }
    pruneOldBuilds(dir);
  } catch (error) {
    rmSync(aside, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The renderers look pictures' sizes up in virtual:site/images (engine/ui/images.ts). In the preview that module
 * is an object the editor fills (setPictureSizes) and refills after an upload, instead of the build's fixed list.
 */
function pictureSizesPlugin(): Plugin {
  const id = "virtual:site/images";
  return {
    name: "editor:picture-sizes",
    enforce: "pre",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? "export default {};" : null),
  };
}

/** A hash of every engine source file and the installed packages' lock file. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  const files = listFiles(join(ENGINE_ROOT, "engine"));
  for (const file of files) hash.update(relative(ENGINE_ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  const lock = join(ENGINE_ROOT, "package-lock.json");
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest("hex").slice(0, 16);
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.(tsx?|css|json)$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

/** Keeps the three newest builds (each engine change makes one). */
function pruneOldBuilds(current: string): void {
  const builds = readdirSync(EDITOR_CACHE_DIR)
    .map((name) => join(EDITOR_CACHE_DIR, name))
    .filter((path) => path !== current && existsSync(join(path, "ready")))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(2)) rmSync(old, { recursive: true, force: true });
}
