/**
 * The build's server renderer: one bundle that holds the engine and no content. The build hands it the site's
 * config and each page's data (engine/build/prerender.ts), so the bundle stays the same from one build to the
 * next while the engine's code does, and is kept between builds (engine/build/bundles.ts). The dev server
 * renders through entry-server.tsx, which reads the content from Vite's virtual modules instead.
 */
import type { SiteConfig } from "../schema/site";
import { SiteApp } from "./SiteApp";
import { renderTrees } from "./renderTrees";
import { preloadRenderers } from "../blocks/registry";
import type { PageData } from "./pageData";
import type { RenderResult } from "./entry-server";
import { iconDrawingsOf } from "../build/iconDrawings";

/** A page's data as the build hands it over: the drawings of its icons are added here, with the engine's icon set. */
export type PageInput = Omit<PageData, "icons">;

/** Renders one page at `url` (a route, or "/404" for the not-found page). */
export async function renderPage(site: SiteConfig, input: PageInput, url: string): Promise<RenderResult> {
  const page: PageData = { ...input, icons: iconDrawingsOf(input.page) };
  const { blocks } = page.page;
  await preloadRenderers(blocks.map((block) => block.type));
  const drawn = await renderTrees({ site, location: url, file: page.file, icons: page.icons, blocks, page: <SiteApp page={page} /> });
  return {
    status: page.route === null ? 404 : 200,
    html: drawn.html,
    styles: drawn.styles,
    page,
    islands: drawn.islands.length ? { file: page.file, blocks: Object.fromEntries(drawn.islands.map((index) => [index, blocks[index]!])), icons: page.icons } : null,
    blockErrors: drawn.blockErrors,
  };
}
