/**
 * Writes one HTML file per route into dist/ (and dist/404.html), using the
 * server bundle and the client manifest, so every page reads correctly
 * without JavaScript and a plain static file server needs no rewrites.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { htmlFileForRoute } from "../content/routes";
import { renderDocument, type DocumentAssets } from "../app/document";
import type { render as renderFn, site as siteValue, pageRoutes as routesValue } from "../app/entry-server";
import { seoFiles } from "./seoFiles";
import { formOriginsOf, headersFile } from "../server/securityHeaders";

const ENTRY = "engine/app/entry-client.ts";

interface ManifestChunk { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }

type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
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

export interface PrerenderReport {
  pages: number;
  blockErrors: string[];
}

/** `preview`: a build published on purpose with stand-in content, marked on every page (engine/app/document.ts), in _headers and in robots.txt. */
export async function prerender(serverEntry: string, distDir: string, { preview = false } = {}): Promise<PrerenderReport> {
  const server = (await import(pathToFileURL(serverEntry).href)) as { render: typeof renderFn; site: typeof siteValue; pageRoutes: typeof routesValue };
  const manifest = readManifest(distDir);
  rmSync(join(distDir, ".vite"), { recursive: true, force: true });

  const targets: Array<{ url: string; file: string }> = server.pageRoutes.map((route) => ({ url: route, file: htmlFileForRoute(route) }));
  targets.push({ url: "/404", file: "404.html" });
  const blockErrors: string[] = [];
  for (const { url, file } of targets) {
    const result = await server.render(url);
    blockErrors.push(...result.blockErrors.map((e) => `${url}: ${e}`));
    const out = join(distDir, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, renderDocument(server.site, result, { ...assetsFromManifest(manifest, ENTRY), preview }));
  }
  for (const [name, content] of Object.entries(seoFiles(server.site, server.pageRoutes, { preview }))) writeFileSync(join(distDir, name), content);
  const formOrigins = formOriginsOf(server.site.forms.addresses.map((address: { url: string }) => address.url));
  writeFileSync(join(distDir, "_headers"), headersFile({ formOrigins, preview }));
  return { pages: targets.length, blockErrors };
}
