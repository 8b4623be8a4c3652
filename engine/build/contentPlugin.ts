/**
 * Serves validated content to the app as virtual modules:
 *   virtual:site/config  the site config, defaults filled in
 *   virtual:site/pages   the route list and one lazy import per page, so a route
 *                        downloads only its own page's data
 *   virtual:site/images  each picture's size and responsive variants (engine/build/images.ts)
 * In the dev server, a content edit re-validates: a broken file shows the
 * validator's message in the browser overlay while every other page keeps
 * serving its last good version. Pages arrive with their shared blocks
 * (pages/_shared/) already in place, so renderers never see a reference.
 */
import type { Plugin, ViteDevServer } from "vite";
import { relative } from "node:path";
import { validateProject } from "../content/validate";
import type { PageEntry } from "../content/types";
import type { SiteConfig } from "../schema/site";
import type { PageData } from "../app/pageData";
import { formatReport } from "../cli/report";
import { browserImageSizes, pageEntryData, siteAsBuilt } from "./contentForRenderers";
import { handedOverImageSizes, handedOverValidation } from "./validatedContent";
import { withLocationPages } from "../content/locationPages";

export { browserImageSizes } from "./contentForRenderers";

const CONFIG_ID = "virtual:site/config";
const PAGES_ID = "virtual:site/pages";
const IMAGES_ID = "virtual:site/images";
const PAGE_PREFIX = "\0site-page:";
const NOT_FOUND_KEY = "404";

export interface ContentState {
  site?: SiteConfig;
  pages: Map<string, PageEntry>;
  report: string | null;
}

export function contentPlugin(root: string): Plugin {
  const state: ContentState = { pages: new Map(), report: null };
  let server: ViteDevServer | undefined;
  let isBuild = false;
  let serverRenderer = false;

  const refresh = () => {
    // A build has validated the content just before (engine/build/validatedContent.ts); the dev server re-reads it.
    const result = (isBuild && handedOverValidation(root)) || validateProject(root);
    if (result.site) state.site = result.site;
    const seen = new Set<string>();
    for (const entry of withLocationPages(result.site, result.pages)) {
      const key = entry.route ?? NOT_FOUND_KEY;
      seen.add(key);
      state.pages.set(key, entry);
    }
    // A page whose file was deleted disappears; a page that is merely broken keeps its last good version,
    // and so does a page whose shared block (pages/_shared/) is broken.
    const brokenFiles = new Set(result.problems.map((p) => p.file));
    for (const shared of result.shared) if (brokenFiles.has(shared.file)) for (const use of shared.usedBy) brokenFiles.add(use.file);
    for (const [key, entry] of state.pages) if (!seen.has(key) && !brokenFiles.has(entry.file)) state.pages.delete(key);
    const errors = result.problems.filter((p) => p.severity === "error");
    state.report = errors.length ? formatReport(result.problems) : null;
  };

  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
      serverRenderer = isBuild && Boolean(config.build?.ssr);
    },
    buildStart() {
      refresh();
      if (state.report && isBuild) this.error(`The content has problems:\n${state.report}`);
    },
    resolveId(id) {
      if (id === CONFIG_ID || id === PAGES_ID || id === IMAGES_ID) return "\0" + id;
      if (id.startsWith(PAGE_PREFIX)) return id;
      return null;
    },
    async load(id) {
      if (id === "\0" + IMAGES_ID) return moduleOf((isBuild && handedOverImageSizes(root)) || (await browserImageSizes(`${root}/public`)));
      // One server renderer serves every site and is kept under a key without the content (engine/build/bundles.ts).
      if (serverRenderer && (id === "\0" + CONFIG_ID || id === "\0" + PAGES_ID)) this.error("The server renderer must not hold the site's content: it is handed the config and each page.");
      if (id === "\0" + CONFIG_ID) return moduleOf(state.site ? siteAsBuilt(state.site) : null);
      if (id === "\0" + PAGES_ID) return pagesModule(state);
      if (id.startsWith(PAGE_PREFIX)) {
        const entry = state.pages.get(id.slice(PAGE_PREFIX.length));
        if (!entry) return moduleOf(null);
        const data = pageEntryData(entry);
        return moduleOf(data satisfies PageData);
      }
      return null;
    },
    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string) => {
        const rel = relative(root, file).split("\\").join("/");
        if (!(rel === "site.config.json" || (rel.startsWith("pages/") && rel.endsWith(".json")))) return;
        refresh();
        for (const id of [...devServer.moduleGraph.idToModuleMap.keys()]) {
          if (id.startsWith("\0virtual:site/") || id.startsWith(PAGE_PREFIX)) {
            const mod = devServer.moduleGraph.getModuleById(id);
            if (mod) devServer.moduleGraph.invalidateModule(mod);
          }
        }
        if (state.report) {
          devServer.config.logger.error(`\n${state.report}\n`, { timestamp: true });
          devServer.ws.send({ type: "error", err: { message: state.report, stack: "", plugin: "site-content", id: rel } });
        } else {
          devServer.ws.send({ type: "full-reload" });
        }
      };
      devServer.watcher.add([`${root}/pages`, `${root}/site.config.json`]);
      devServer.watcher.on("change", onChange);
      devServer.watcher.on("add", onChange);
      devServer.watcher.on("unlink", onChange);
    },
    api: {
      state: () => state,
      devServer: () => server,
    },
  };
}

function moduleOf(value: unknown): string {
  // JSON.parse of a string literal is faster for the browser to load than an object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
}

function pagesModule(state: ContentState): string {
  const keys = [...state.pages.keys()].sort();
  const routes = keys.filter((key) => key !== NOT_FOUND_KEY);
  const loaders = keys.map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE_PREFIX + key)}),`).join("\n");
  return `export const routes = ${JSON.stringify(routes)};
export const NOT_FOUND_KEY = ${JSON.stringify(NOT_FOUND_KEY)};
export const loaders = {\n${loaders}\n};`;
}
