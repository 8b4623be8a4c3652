/**
 * Draws a page to HTML on the server as the browser will hydrate it: each island (a block that needs
 * scripts, engine/blocks/islands.ts) as a React tree of its own, then the page around them with each
 * island's HTML put where its block stands. Used by the build's renderer (entry-server.tsx) and the page
 * editor's live preview, so the two give the same markup.
 */
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import type { Block } from "../schema/blocks";
import type { SiteConfig } from "../schema/site";
import { keepServerStyles } from "./serverStyles";
import { collectStylesOnce } from "../build/renderStylesOnce";
import { AppShell } from "./App";
import { CurrentPathProvider } from "./currentPath";
import { IslandTree } from "./IslandTree";
import { IslandHtml } from "../blocks/BlockList";
import { islandIdPrefix, islandWake } from "../blocks/islands";

export interface PageTrees {
  site: SiteConfig;
  /** The address the page is drawn at (the header marks its menu item). */
  location: string;
  /** The page's file, named if a block fails. */
  file: string;
  /** The page's blocks by their place on the page (a place may hold none, as the editor's unfinished ones). */
  blocks: readonly (Block | undefined)[];
  /** The layout and the page's blocks. */
  page: ReactNode;
}

export interface DrawnPage {
  html: string;
  /** The style tag(s) of the page, kept in place by the browser's styles runtime. */
  styles: string;
  /** The places of the blocks drawn as islands. */
  islands: number[];
  /** Blocks that failed to render: they are left out of the HTML. */
  blockErrors: string[];
}

export async function renderTrees({ site, location, file, blocks, page }: PageTrees): Promise<DrawnPage> {
  const sheet = new ServerStyleSheet();
  const blockErrors: string[] = [];
  const toHtml = async (tree: ReactNode, identifierPrefix?: string) => {
    const { prelude } = await prerenderToNodeStream(collectStylesOnce(sheet, tree), {
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
    for (const [index, block] of blocks.entries()) {
      if (!block || !islandWake(block)) continue;
      islandHtml.set(index, await toHtml(<IslandTree site={site} block={block} index={index} source={file} />, islandIdPrefix(index)));
    }
    const html = await toHtml(
      <AppShell site={site}>
        <CurrentPathProvider path={new URL(location, "http://localhost").pathname}>
          <IslandHtml value={islandHtml}>{page}</IslandHtml>
        </CurrentPathProvider>
      </AppShell>,
    );
    return { html, styles: keepServerStyles(sheet.getStyleTags()), islands: [...islandHtml.keys()], blockErrors };
  } finally {
    sheet.seal();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
