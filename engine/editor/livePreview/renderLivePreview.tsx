/**
 * The live preview's renderer: a page the editor has not saved, drawn with the site's own layout and block
 * renderers, as engine/app/entry-server.tsx draws a saved one (islands rendered as trees of their own, the
 * server's style tag). Built by Vite with the site's plugins (engine/editor/server/bundles.ts) so class
 * names and picture variants match the built page, and loaded by the editor's server; never part of dist/.
 */
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import type { SiteConfig } from "../../schema/site";
import { keepServerStyles } from "../../app/serverStyles";
import { AppShell } from "../../app/App";
import { IslandTree } from "../../app/IslandTree";
import { IslandHtml } from "../../blocks/BlockList";
import { islandIdPrefix, islandWake } from "../../blocks/islands";
import { Layout } from "../../layout/Layout";
import { IconDrawingsProvider, type IconDrawings } from "../../ui/icons";
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
  icons: IconDrawings;
}

export interface LivePreviewOutput {
  /** What goes inside the page's #root. */
  html: string;
  /** The style tag(s) of the page. */
  styles: string;
  blockErrors: string[];
}

export async function renderLivePreview({ site, route, file, entries, icons }: LivePreviewInput): Promise<LivePreviewOutput> {
  const sheet = new ServerStyleSheet();
  const blockErrors: string[] = [];
  const toHtml = async (tree: ReactNode, identifierPrefix?: string) => {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      identifierPrefix,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        blockErrors.push(error instanceof Error ? error.message : String(error));
      },
    });
    return readAll(prelude);
  };
  try {
    const islandHtml = new Map<number, string>();
    for (const [index, entry] of entries.entries()) {
      if (!("block" in entry) || !islandWake(entry.block)) continue;
      islandHtml.set(index, await toHtml(<IslandTree site={site} block={entry.block} index={index} source={file} icons={icons} />, islandIdPrefix(index)));
    }
    const html = await toHtml(
      <AppShell site={site}>
        <StaticRouter location={route}>
          <IslandHtml value={islandHtml}>
            <Layout>
              <IconDrawingsProvider drawings={icons}>
                <PreviewBlocks entries={entries} source={file} />
              </IconDrawingsProvider>
            </Layout>
          </IslandHtml>
        </StaticRouter>
      </AppShell>,
    );
    return { html, styles: keepServerStyles(sheet.getStyleTags()), blockErrors };
  } finally {
    sheet.seal();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Pictures' sizes (engine/build/contentPlugin.ts browserImageSizes), set at start and again after an upload. */
export function setPictureSizes(sizes: ImageSizes): void {
  for (const src of Object.keys(images)) delete (images as Record<string, unknown>)[src];
  Object.assign(images, sizes);
}
