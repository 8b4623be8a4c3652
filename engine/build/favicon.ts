/**
 * The browser-tab icon: the square at the logo's left edge (where a logo's
 * mark sits, the words follow it), as a PNG. An SVG icon would cost the page
 * itself: Chromium fetches and draws the tab icon in the page's own process,
 * building a document for an SVG on its main thread (~20 ms on the benchmark
 * machine, every page load).
 */
import { loadSharp } from "./lazySharp";
import { FAVICON } from "../seo/favicon";

/** The tab icon (published at FAVICON.src), from the logo file (SVG or raster). */
export async function drawFavicon(logoFile: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const drawn = sharp(await sharp(logoFile, { density: 300 }).png().toBuffer());
  const { width = 0, height = 0 } = await drawn.metadata();
  const side = Math.min(width, height);
  return drawn.extract({ left: 0, top: Math.round((height - side) / 2), width: side, height: side }).resize(FAVICON.size, FAVICON.size).png().toBuffer();
}
