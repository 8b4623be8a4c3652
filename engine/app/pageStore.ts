/**
 * Which page a path shows, and its data, loaded once per page (the pre-renderer and the dev server render
 * every route from it). The route table is a plain lookup (routes are exact paths made from the pages/
 * files), so it costs the same for 40 pages or 4,000.
 */
import { preloadRenderers } from "../blocks/registry";
import type { PageData } from "./pageData";

export type PageLoader = (key: string) => Promise<PageData>;

export interface PageStore {
  /** The page key for a path: the route itself, or the not-found page's key. */
  keyFor(pathname: string): string;
  /** The page's data, loading it (and its block renderers) the first time. */
  load(key: string): Promise<PageData>;
}

export function createPageStore(routes: readonly string[], notFoundKey: string, loadPage: PageLoader): PageStore {
  const known = new Set(routes);
  const cache = new Map<string, Promise<PageData>>();
  return {
    keyFor(pathname) {
      // A trailing slash (/about/) names the same page: the dev server answers it, hosts redirect it to /about.
      const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, "") : pathname;
      return known.has(path) ? path : notFoundKey;
    },
    load(key) {
      let promise = cache.get(key);
      if (!promise) {
        promise = loadPage(key);
        cache.set(key, promise);
      }
      return promise;
    },
  };
}

/** Turns the virtual module's lazy imports into a loader; a page without data is a failure. */
export function pageLoaderFrom(loaders: Record<string, () => Promise<{ default: PageData | null }>>): PageLoader {
  return async (key) => {
    const load = loaders[key];
    const data = load ? (await load()).default : null;
    if (!data) throw new Error(`No page data for "${key}".`);
    await preloadRenderers(data.page.blocks.map((block) => block.type));
    return data;
  };
}
