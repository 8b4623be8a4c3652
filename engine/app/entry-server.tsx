/**
 * Renders one URL to HTML at build time (and in the dev server), with its styles and the data of its
 * islands. The page is one React tree, except its islands (blocks that need scripts, see
 * engine/blocks/islands.ts): each is rendered as a tree of its own, exactly as the browser will
 * hydrate it, and its HTML placed where its block stands.
 */
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { keepServerStyles } from "./serverStyles";
import site from "virtual:site/config";
import { routes as pageRoutes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { AppShell } from "./App";
import { SiteApp } from "./SiteApp";
import { IslandTree } from "./IslandTree";
import { createPageStore, pageLoaderFrom, type PageStore } from "./pageStore";
import { IslandHtml } from "../blocks/BlockList";
import { islandIdPrefix, islandWake } from "../blocks/islands";
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

  const sheet = new ServerStyleSheet();
  const blockErrors: string[] = [];
  const toHtml = async (tree: ReactNode, identifierPrefix?: string) => {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      identifierPrefix,
      // Never move finished blocks to the end of the document: that needs inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        blockErrors.push(error instanceof Error ? error.message : String(error));
      },
    });
    return readAll(prelude);
  };
  try {
    const islandHtml = new Map<number, string>();
    const islandBlocks: IslandData["blocks"] = {};
    for (const [index, block] of page.page.blocks.entries()) {
      if (!islandWake(block)) continue;
      islandBlocks[index] = block;
      islandHtml.set(index, await toHtml(<IslandTree site={site} block={block} index={index} source={page.file} icons={page.icons} />, islandIdPrefix(index)));
    }
    const html = await toHtml(
      <AppShell site={site}>
        <StaticRouter location={url}>
          <IslandHtml value={islandHtml}>
            <SiteApp page={page} />
          </IslandHtml>
        </StaticRouter>
      </AppShell>,
    );
    return {
      status: key === NOT_FOUND_KEY ? 404 : 200,
      html,
      styles: keepServerStyles(sheet.getStyleTags()),
      page,
      islands: islandHtml.size ? { file: page.file, blocks: islandBlocks, icons: page.icons } : null,
      blockErrors,
    };
  } finally {
    sheet.seal();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
