/** Hydrates the pre-rendered page, then navigates client-side, loading each page's data on demand. */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import site from "virtual:site/config";
import { routes as pageRoutes, loaders, NOT_FOUND_KEY } from "virtual:site/pages";
import { AppShell } from "./App";
import { createRoutes, pageLoaderFrom } from "./routes";
import { ROUTE_DATA_ID, type HydrationPayload } from "./hydration";
import { preloadRenderers } from "../blocks/registry";
import type { PageData } from "./pageData";

const payload = JSON.parse(document.getElementById(ROUTE_DATA_ID)?.textContent ?? "null") as HydrationPayload | null;
const errors = payload?.errors
  ? Object.fromEntries(Object.entries(payload.errors).map(([id, e]) => [id, new Error(e.message)]))
  : undefined;

const router = createBrowserRouter(createRoutes(pageRoutes, NOT_FOUND_KEY, pageLoaderFrom(loaders)), {
  hydrationData: payload ? { loaderData: payload.loaderData, errors } : undefined,
});

// The page's renderers load first (they are preloaded by <link rel="modulepreload">), so hydration never suspends.
const initialPage = Object.values(payload?.loaderData ?? {}).find(Boolean) as PageData | undefined;
await preloadRenderers(initialPage?.page.blocks.map((block) => block.type) ?? []);

// A transition lets React hydrate in small slices, so a slow phone's main thread is never blocked for long.
startTransition(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <AppShell site={site}>
      <RouterProvider router={router} />
    </AppShell>,
  );
});
