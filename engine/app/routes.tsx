/**
 * The route table, made from the pages/ files: one route per page, a catch-all
 * for the not-found page, and an error screen for anything the router cannot handle.
 */
import type { RouteObject } from "react-router-dom";
import { Layout } from "../layout/Layout";
import { PageView } from "./PageView";
import { RouterError } from "./RouterError";
import type { PageData } from "./pageData";
import { preloadRenderers } from "../blocks/registry";

export type PageLoader = (key: string) => Promise<PageData>;

export function createRoutes(routes: string[], notFoundKey: string, loadPage: PageLoader): RouteObject[] {
  return [
    {
      id: "layout",
      element: <Layout />,
      errorElement: <RouterError />,
      children: [
        ...routes.map((route) => ({ id: route, path: route, loader: () => loadPage(route), element: <PageView /> })),
        { id: "not-found", path: "*", loader: () => loadPage(notFoundKey), element: <PageView /> },
      ],
    },
  ];
}

/** Turns the virtual module's lazy imports into a loader; a missing page is a router failure. */
export function pageLoaderFrom(loaders: Record<string, () => Promise<{ default: PageData | null }>>): PageLoader {
  return async (key) => {
    const load = loaders[key];
    const data = load ? (await load()).default : null;
    if (!data) throw new Error(`No page data for "${key}".`);
    await preloadRenderers(data.page.blocks.map((block) => block.type));
    return data;
  };
}
