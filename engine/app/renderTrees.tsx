/**
 * Draws a page to HTML on the server as the browser will hydrate it: each island (a block that needs
 * scripts, engine/blocks/islands.ts) as a React tree of its own, then the page around them with each
 * island's HTML put where its block stands. Used by the build's renderer (entry-server.tsx) and the page
 * editor's live preview, so the two give the same markup.
 */
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
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
import { DrawnApartProvider, withParts, type DrawnParts } from "./frameParts";

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
  /** The header and footer drawn once for the site (the build's renderer), put in with the page's own links marked. */
  parts?: DrawnParts;
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

/**
 * Each tree is drawn by React's string renderer first: the same markup as its stream (a page never suspends:
 * engine/blocks/registry.ts) without encoding it to bytes and reading them back, about a fifth of a page's
 * drawing. That renderer says nothing of a block that failed, it only leaves React's mark where the block stood,
 * so a page that shows one is drawn again from the start, with a sheet of its own, by the stream, which names
 * the error (and numbers the styles as a page drawn once: a global style counts its instances per sheet).
 */
export async function renderTrees(trees: PageTrees): Promise<DrawnPage> {
  return (await drawWith(trees, asString)) ?? (await drawWith(trees, asStream))!;
}

/** One tree as HTML, its styles collected into `sheet`; undefined when the string renderer met a failed block. */
type ToHtml = (tree: ReactNode, sheet: ServerStyleSheet, blockErrors: string[], identifierPrefix?: string) => Promise<string | undefined>;

async function drawWith({ site, location, file, blocks, page, parts }: PageTrees, toHtml: ToHtml): Promise<DrawnPage | undefined> {
  const path = new URL(location, "http://localhost").pathname;
  const sheet = new ServerStyleSheet();
  const blockErrors: string[] = [];
  try {
    const islandHtml = new Map<number, string>();
    for (const [index, block] of blocks.entries()) {
      if (!block || !islandWake(block)) continue;
      const html = await toHtml(<IslandTree site={site} block={block} index={index} source={file} />, sheet, blockErrors, islandIdPrefix(index));
      if (html === undefined) return undefined;
      islandHtml.set(index, html);
    }
    const html = await toHtml(
      <AppShell site={site}>
        <CurrentPathProvider path={path}>
          <DrawnApartProvider value={parts !== undefined}>
            <IslandHtml value={islandHtml}>{page}</IslandHtml>
          </DrawnApartProvider>
        </CurrentPathProvider>
      </AppShell>,
      sheet,
      blockErrors,
    );
    if (html === undefined) return undefined;
    return { html: parts ? withParts(html, parts, path) : html, styles: keepServerStyles(sheet.getStyleTags()), islands: [...islandHtml.keys()], blockErrors };
  } finally {
    sheet.seal();
  }
}

/** What React leaves where a Suspense boundary's content failed on the server (the browser renders it again). */
const FAILED_BOUNDARY = "<!--$!-->";

const asString: ToHtml = async (tree, sheet, _blockErrors, identifierPrefix) => {
  const html = renderToString(collectStylesOnce(sheet, tree), { identifierPrefix });
  return html.includes(FAILED_BOUNDARY) ? undefined : html;
};

const asStream: ToHtml = async (tree, sheet, blockErrors, identifierPrefix) => {
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

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
