/** Hydrates the pre-rendered page, then navigates client-side, loading each page's data on demand. */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import site from "virtual:site/config";
import { routes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { AppShell } from "./App";
import { SiteApp } from "./SiteApp";
import { createPageStore, pageLoaderFrom } from "./pageStore";
import { ROUTE_DATA_ID, type HydrationPayload } from "./hydration";
import { preloadRenderers } from "../blocks/registry";
import { adoptServerStyles } from "./serverStyles";

/** `pause` hands the main thread back to the browser between the last two steps. */
export async function hydrateApp(pause: () => Promise<void>): Promise<void> {
  const pages = createPageStore(routes, NOT_FOUND_KEY, pageLoaderFrom(loaders));
  const payload = JSON.parse(document.getElementById(ROUTE_DATA_ID)?.textContent ?? "null") as HydrationPayload | null;
  if (payload) {
    pages.prime(payload.key, payload.data);
    // The page's renderers load first (the boot script fetched them with the rest), so hydration never suspends.
    await preloadRenderers(payload.data.page.blocks.map((block) => block.type));
    await pause();
  }

  if (!import.meta.env.DEV) adoptServerStyles();
  // A transition lets React hydrate in small slices, so a slow phone's main thread is never blocked for long.
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      // In development the global style stays live, so edits to it show without a reload.
      <AppShell site={site} baseStylesFromServer={!import.meta.env.DEV}>
        <BrowserRouter>
          <SiteApp pages={pages} />
        </BrowserRouter>
      </AppShell>,
    );
  });
}
