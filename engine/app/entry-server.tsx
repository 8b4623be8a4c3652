/** Renders one URL to HTML at build time (and in the dev server), with its styles and router data. */
import { PassThrough } from "node:stream";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import site from "virtual:site/config";
import { routes as pageRoutes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { AppShell } from "./App";
import { createRoutes, pageLoaderFrom } from "./routes";
import type { PageData } from "./pageData";
import type { HydrationPayload } from "./hydration";

export { site, pageRoutes };

export interface RenderResult {
  status: number;
  html: string;
  styles: string;
  page: PageData | null;
  hydration: HydrationPayload;
  /** Blocks that failed to render: they are left out of the HTML. */
  blockErrors: string[];
}

// Built once: rebuilding the route table for every page would make pre-rendering quadratic in the number of pages.
let handler: ReturnType<typeof createStaticHandler> | undefined;

export async function render(url: string): Promise<RenderResult> {
  handler ??= createStaticHandler(createRoutes(pageRoutes, NOT_FOUND_KEY, pageLoaderFrom(loaders)));
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (Object.values(context.loaderData).find(Boolean) as PageData | undefined) ?? null;

  const sheet = new ServerStyleSheet();
  const blockErrors: string[] = [];
  try {
    const app = sheet.collectStyles(
      <AppShell site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
    const notFound = context.matches.some((match) => match.route.id === "not-found");
    const errors = context.errors
      ? Object.fromEntries(Object.entries(context.errors).map(([id, e]) => [id, { message: e instanceof Error ? e.message : String(e) }]))
      : null;
    return {
      status: errors ? 500 : notFound ? 404 : 200,
      html,
      styles: sheet.getStyleTags(),
      page,
      hydration: { loaderData: context.loaderData, errors },
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
