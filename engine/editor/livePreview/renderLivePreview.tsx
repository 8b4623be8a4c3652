/**
 * The live preview's renderer: a page the editor has not saved, drawn with the site's own layout and block
 * renderers through engine/app/renderTrees.tsx, as the build draws a saved one (islands rendered as trees of
 * their own, the server's style tag). Built by Vite with the site's plugins (engine/editor/server/bundles.ts) so class
 * names and picture variants match the built page, and loaded by the editor's server; never part of dist/.
 */
import type { SiteConfig } from "../../schema/site";
import { renderTrees } from "../../app/renderTrees";
import { Layout } from "../../layout/Layout";
import { iconSpriteFor } from "../../build/iconDrawings";
import { PreviewBlocks, type PreviewEntry } from "./PreviewBlocks";
import images from "virtual:site/images";
import type { ImageSizes } from "../../build/images";

export interface LivePreviewInput {
  site: SiteConfig;
  /** The address the page is shown at (the header marks its menu item), "/404" for the not-found page. */
  route: string;
  /** The page's file, named if a block fails. */
  file: string;
  entries: PreviewEntry[];
}

export interface LivePreviewOutput {
  /** What goes inside the page's #root: the page's icon sprite, then the page. */
  html: string;
  /** The style tag(s) of the page. */
  styles: string;
  blockErrors: string[];
}

export async function renderLivePreview({ site, route, file, entries }: LivePreviewInput): Promise<LivePreviewOutput> {
  const page = (
    <Layout>
      <PreviewBlocks entries={entries} source={file} />
    </Layout>
  );
  const blocks = entries.map((entry) => ("block" in entry ? entry.block : undefined));
  const { html, styles, blockErrors } = await renderTrees({ site, location: route, file, blocks, page });
  return { html: iconSpriteFor(html, blocks.filter((block) => block !== undefined)) + html, styles, blockErrors };
}

/** Pictures' sizes (engine/build/contentPlugin.ts browserImageSizes), set at start and again after an upload. */
export function setPictureSizes(sizes: ImageSizes): void {
  for (const src of Object.keys(images)) delete (images as Record<string, unknown>)[src];
  Object.assign(images, sizes);
}
