/**
 * The build's server renderer: one bundle that holds the engine and no content. The build hands it the site's
 * config and each page's data (engine/build/prerender.ts), so the bundle stays the same from one build to the
 * next while the engine's code does, and is kept between builds (engine/build/bundles.ts). The dev server
 * renders through entry-server.tsx, which reads the content from Vite's virtual modules instead.
 */
import type { SiteConfig } from "../schema/site";
import { SiteApp } from "./SiteApp";
import { renderTrees } from "./renderTrees";
import { loadAllRenderersInOrder } from "../blocks/registry";
import type { PageData } from "./pageData";
import type { RenderResult } from "./entry-server";
import { SAMPLE_BLOCKS } from "../build/styleSampler";
import { drawParts } from "./drawFrameParts";
import type { DrawnParts } from "./frameParts";

// The drawing and writing of pages, run in the build's worker threads with nothing but this bundle.
export { startDrawing } from "../build/renderPages";

/** A page's data as the build hands it over (its icons' drawings are the document's sprite: engine/app/document.ts). */
export type PageInput = PageData;

let loading: Promise<void> | undefined;
/** Every renderer, loaded once in a fixed order, so that every build numbers the styles the same (registry.ts). */
const allRenderers = () => (loading ??= loadAllRenderersInOrder());

/** The header and footer of each site this thread draws, drawn once (engine/app/frameParts.tsx). */
const partsOf = new WeakMap<SiteConfig, DrawnParts>();

function partsFor(site: SiteConfig): DrawnParts {
  let parts = partsOf.get(site);
  if (!parts) partsOf.set(site, (parts = drawParts(site)));
  return parts;
}

/** Renders one page at `url` (a route, or "/404" for the not-found page). */
export async function renderPage(site: SiteConfig, page: PageInput, url: string): Promise<RenderResult> {
  const { blocks } = page.page;
  await allRenderers();
  const parts = partsFor(site);
  const drawn = await renderTrees({ site, location: url, file: page.file, blocks, page: <SiteApp page={page} />, parts });
  const islandBlocks = drawn.islands.map((index) => blocks[index]!);
  return {
    status: page.route === null ? 404 : 200,
    html: drawn.html,
    styles: drawn.styles,
    page,
    islands: drawn.islands.length ? { file: page.file, blocks: Object.fromEntries(islandBlocks.map((block, at) => [drawn.islands[at]!, block])) } : null,
    blockErrors: drawn.blockErrors,
  };
}

/** Where the frame is drawn for its styles: an address no menu item has, so none is marked as the current one. */
const FRAME_LOCATION = "/_frame";

/**
 * The style tags of the frame every page shares (base styles, header, footer), drawn around the sample of the
 * blocks most pages carry (engine/build/styleSampler.ts). The build publishes its rules as one file every page
 * links to (engine/build/sharedStyles.ts).
 */
export async function renderFrameStyles(site: SiteConfig): Promise<string> {
  await allRenderers();
  const blocks = SAMPLE_BLOCKS as unknown as PageData["page"]["blocks"];
  const sample: PageData = { route: FRAME_LOCATION, file: "", page: { title: "", description: "", blocks } as unknown as PageData["page"] };
  const drawn = await renderTrees({ site, location: FRAME_LOCATION, file: "", blocks, page: <SiteApp page={sample} /> });
  return drawn.styles;
}
