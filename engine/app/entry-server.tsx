/**
 * Renders one URL to HTML at build time (and in the dev server), with its styles and the data of its
 * islands. The page is one React tree, except its islands (blocks that need scripts, see
 * engine/blocks/islands.ts): each is rendered as a tree of its own, exactly as the browser will
 * hydrate it, and its HTML placed where its block stands.
 */
import site from "virtual:site/config";
import { routes as pageRoutes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { SiteApp } from "./SiteApp";
import { createPageStore, pageLoaderFrom, type PageStore } from "./pageStore";
import { renderTrees } from "./renderTrees";
import type { PageData } from "./pageData";
import type { IslandData } from "./islandData";

export { site, pageRoutes };

export interface RenderResult {
  status: number;
  html: string;
  styles: string;
  page: PageData;
  /** What the page's islands need in the browser; null when it has none (then it needs no scripts but the runtime). */
  islands: IslandData | null;
  /** Blocks that failed to render: they are left out of the HTML. */
  blockErrors: string[];
}

// Made once: the store caches each page's data, and the lookup is shared by every render.
let pages: PageStore | undefined;

/** Renders `url`; throws (naming the page) when its data cannot be loaded. */
export async function render(url: string): Promise<RenderResult> {
  pages ??= createPageStore(pageRoutes, NOT_FOUND_KEY, pageLoaderFrom(loaders));
  const { pathname } = new URL(url, "http://localhost");
  const key = pages.keyFor(pathname);
  const page = await pages.load(key);

  const { blocks } = page.page;
  const drawn = await renderTrees({ site, location: url, file: page.file, blocks, page: <SiteApp page={page} /> });
  return {
    status: key === NOT_FOUND_KEY ? 404 : 200,
    html: drawn.html,
    styles: drawn.styles,
    page,
    islands: drawn.islands.length ? { file: page.file, blocks: Object.fromEntries(drawn.islands.map((index) => [index, blocks[index]!])) } : null,
    blockErrors: drawn.blockErrors,
  };
}
