/**
 * Writes one HTML file per route into dist/ (and dist/404.html), using the server renderer and the browser
 * bundle's manifest, so every page reads correctly without JavaScript and a plain static file server needs
 * no rewrites.
 *
 * Only what changed is drawn again. A page's HTML is a function of its own data (its file with the shared
 * blocks it uses in place), the site's config, the renderer (the engine's code and the
 * pictures' sizes) and the browser bundle's file names; each page's fingerprint of those is kept in dist/'s
 * build state, and a page whose fingerprint and file are unchanged is kept as it is. Where validation knows what
 * a page's data was made from (its identity), that stands for the data, which is then not hashed again.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { hash } from "node:crypto";
import { htmlFileForRoute } from "../content/routes";
import type { DocumentAssets } from "../app/document";
import type { PageInput } from "../app/entry-prerender";
import type { DrawingSetup } from "./renderPages";
import { renderThreadsFor, startRenderers, type LoadingRenderers, type Renderers } from "./renderThreads";
import type { SiteConfig } from "../schema/site";
import { seoFiles } from "./seoFiles";
import { formOriginsOf, headersFile } from "../server/securityHeaders";
import type { OutputTree } from "./output";
import { iconsBelowFirstScreen } from "./iconNames";

const ENTRY = "engine/app/entry-client.ts";
const NOT_FOUND_URL = "/404";

interface ManifestChunk { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }

type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The entry script (the islands runtime) and the CSS. Everything else a page runs is imported when an island wakes. */
export function assetsFromManifest(manifest: Manifest, entryKey: string): DocumentAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The client build has no entry "${entryKey}".`);
  const css = new Set(entry.css ?? []);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { entry: `/${entry.file}`, css: [...css].map((f) => `/${f}`) };
}

export interface PrerenderInput {
  /** The server renderer's module (engine/app/entry-prerender.tsx, built). */
  serverEntry: string;
  /** The browser bundle's folder (its manifest). */
  clientDir: string;
  /** The site's config as the renderers get it. */
  site: SiteConfig;
  /** Every page's data, the not-found page's included (its route is null). */
  pages: readonly PageInput[];
  preview: boolean;
  /** What stands for a page's data in its fingerprint, where validation knows it (engine/content/validate/pageIdentity.ts). */
  identities?: ReadonlyMap<PageInput, string>;
  /** Each page file's fingerprint at the previous build (dist/'s build state). */
  previous: Readonly<Record<string, string>>;
  /** Each page file as the previous build left it: its bytes' hash (the build state) and its stamp (engine/build/copyStamps.ts). */
  previousFiles?: { hashes?: Readonly<Record<string, string>>; stamps: Readonly<Record<string, string>> };
  /** Renderer threads the build started early, loading `serverEntry` (engine/build/earlyRenderers.ts). */
  loading?: LoadingRenderers;
}

export interface PrerenderReport {
  pages: number;
  /** How many pages were drawn (the others were unchanged and kept). */
  drawn: number;
  blockErrors: string[];
  /** Each page file's fingerprint, for the next build (pages whose blocks failed are left out, so they are tried again). */
  fingerprints: Record<string, string>;
  /** Each page file's bytes' hash and stamp as this build left it, for the next (where known). */
  files: { hashes: Record<string, string>; stamps: Record<string, string> };
}

/** `preview`: a build published on purpose with stand-in content, marked on every page (engine/app/document.ts), in _headers and in robots.txt. */
export async function prerender(input: PrerenderInput, out: OutputTree): Promise<PrerenderReport> {
  const { site, preview } = input;
  const bundled = assetsFromManifest(readManifest(input.clientDir), ENTRY);
  // The icon file's icons are a function of every page's content: a page that adds or drops one redraws them all.
  const fileIcons = iconsBelowFirstScreen(input.pages);
  const setup: DrawingSetup = { site, assets: { ...bundled, preview }, dist: out.dir, fileIcons };
  input.loading?.setUp(setup);
  // The frame's style file is drawn from the renderer and the site's config alone, so they stand for it here:
  // the pages to draw are known before any renderer has started.
  const shared = fingerprint([input.serverEntry, bundled, preview, site, fileIcons]);
  const routes = input.pages.flatMap((page) => (page.route === null ? [] : [page.route])).sort();
  const isThere = filesThere(out.dir);
  const hashes = input.previousFiles?.hashes ?? {};
  const stamps = input.previousFiles?.stamps ?? {};
  const pages = [...input.pages].sort(byRoute).map((data) => {
    const url = data.route ?? NOT_FOUND_URL;
    const file = pageFileFor(data.route);
    const identity = input.identities?.get(data);
    const print = identity === undefined ? fingerprint([shared, url, data]) : hash("sha1", `${shared}\0${url}\0${identity}`, "base64url");
    // A page kept has its bytes' hash in the build state, as a build from nothing would list it.
    return { data, url, file, print, kept: input.previous[file] === print && hashes[file] !== undefined && isThere(file) };
  });
  const toDraw = pages.filter((page) => !page.kept);
  const wasThere = (file: string) => (hashes[file] !== undefined && stamps[file] !== undefined ? { hash: hashes[file], stamp: stamps[file] } : undefined);

  const renderers = await rendererFor(input, setup, toDraw.length);
  try {
    const { frame, icons } = renderers;
    out.write(frame.file, frame.css);
    if (icons) out.write(icons.file, icons.svg);
    const drawn = new Map((await renderers.drawAll(toDraw.map(({ data, url, file }) => ({ data, url, file, was: wasThere(file) })))).map((report) => [report.file, report]));

    // Published in the order the pages were always drawn in (the routes sorted), as the build state lists them.
    const blockErrors: string[] = [];
    const fingerprints: Record<string, string> = {};
    const files: PrerenderReport["files"] = { hashes: {}, stamps: {} };
    for (const { url, file, print, kept } of pages) {
      const report = drawn.get(file);
      const written = report?.written ?? { hash: hashes[file], stamp: stamps[file] };
      if (written.hash !== undefined) files.hashes[file] = written.hash;
      if (written.stamp !== undefined) files.stamps[file] = written.stamp;
      if (kept || !report) {
        out.keep(file, kept);
        fingerprints[file] = print;
        continue;
      }
      out.record(file, report.changed);
      blockErrors.push(...report.blockErrors.map((e) => `${url}: ${e}`));
      if (!report.blockErrors.length) fingerprints[file] = print;
    }
    for (const [name, content] of Object.entries(seoFiles(site, routes, { preview }))) out.write(name, content);
    const formOrigins = formOriginsOf(site.forms.addresses.map((address: { url: string }) => address.url));
    out.write("_headers", headersFile({ formOrigins, preview }));
    return { pages: input.pages.length, drawn: toDraw.length, blockErrors, fingerprints, files };
  } finally {
    await renderers.close();
  }
}

/**
 * The renderers for `toDraw` pages: the threads started early, with more if there are many pages to draw, else
 * as many threads as that many pages are worth (none: this thread draws them).
 */
async function rendererFor(input: PrerenderInput, setup: DrawingSetup, toDraw: number): Promise<Renderers> {
  const threads = renderThreadsFor(toDraw);
  if (!input.loading) return startRenderers(input.serverEntry, setup, threads);
  return input.loading.start(setup, threads);
}

/**
 * Whether a file is in `dir` (a page's file removed by hand is drawn again), by one listing of each folder rather
 * than a stat per page: 4,000 stats were about 30 ms of a one-page change, the listing of a folder of 4,000 a few.
 */
function filesThere(dir: string): (file: string) => boolean {
  const folders = new Map<string, ReadonlySet<string>>();
  return (file) => {
    const folder = dirname(file);
    let names = folders.get(folder);
    if (!names) {
      try {
        names = new Set(readdirSync(join(dir, folder)));
      } catch {
        names = new Set();
      }
      folders.set(folder, names);
    }
    return names.has(file.slice(folder === "." ? 0 : folder.length + 1));
  };
}

/** SHA-1 in one call: a quarter of SHA-256's time over 4,000 pages' data, and a page's fingerprint only has to tell its own versions apart. */
function fingerprint(value: unknown): string {
  return hash("sha1", JSON.stringify(value), "base64url");
}

/** A page's file under dist/: its route's, or 404.html for the not-found page (route null). */
export function pageFileFor(route: string | null): string {
  return route === null ? "404.html" : htmlFileForRoute(route);
}

/** The order the pages were always drawn in: the routes sorted, the not-found page last. */
function byRoute(a: PageInput, b: PageInput): number {
  if (a.route === null || b.route === null) return a.route === null ? 1 : -1;
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}
