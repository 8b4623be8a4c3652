/** Renders one URL to HTML at build time (and in the dev server), with its styles and page data. */
import { PassThrough } from "node:stream";
import { StaticRouter } from "react-router-dom";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { keepServerStyles } from "./serverStyles";
import site from "virtual:site/config";
import { routes as pageRoutes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { AppShell } from "./App";
import { SiteApp } from "./SiteApp";
import { createPageStore, pageLoaderFrom, type PageStore } from "./pageStore";
import type { PageData } from "./pageData";
import type { HydrationPayload } from "./hydration";

export { site, pageRoutes };

export interface RenderResult {
  status: number;
  html: string;
  styles: string;
  page: PageData;
  hydration: HydrationPayload;
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
  try {
    const app = sheet.collectStyles(
      <AppShell site={site}>
        <StaticRouter location={url}>
          <SiteApp pages={pages} />
        </StaticRouter>
      </AppShell>,
    );
    const { prelude } = await prerenderToNodeStream(app, {
      // Never move finished blocks to the end of the document: that needs inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        blockErrors.push(error instanceof Error ? error.message : String(error));
      },
    });
    const html = await readAll(prelude);
    return {
      status: key === NOT_FOUND_KEY ? 404 : 200,
      html,
      // In development the browser takes the styles over as styled-components does by default, so edits to the
      // global style show without a reload (see AppShell).
      styles: import.meta.env.DEV ? sheet.getStyleTags() : keepServerStyles(sheet.getStyleTags()),
      page,
      hydration: { key, data: page },
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
