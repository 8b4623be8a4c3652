/**
 * Which page a path shows, and its data, loaded once per page. The route
 * table is a plain lookup (routes are exact paths made from the pages/ files),
 * so it costs the same for 40 pages or 4,000.
 */
import { preloadRenderers } from "../blocks/registry";
import type { PageData } from "./pageData";

export type PageLoader = (key: string) => Promise<PageData>;

/** A promise React's use() can read without suspending once it has settled. */
type TrackedPromise = Promise<PageData> & { status?: "fulfilled"; value?: PageData };

export interface PageStore {
  /** The page key for a path: the route itself, or the not-found page's key. */
  keyFor(pathname: string): string;
  /** The page's data, loading it (and its block renderers) the first time. */
  load(key: string): Promise<PageData>;
  /** Records data that arrived with the pre-rendered HTML, so hydration never waits for it. */
  prime(key: string, data: PageData): void;
}

export function createPageStore(routes: readonly string[], notFoundKey: string, loadPage: PageLoader): PageStore {
  const known = new Set(routes);
  const cache = new Map<string, TrackedPromise>();
  return {
    keyFor(pathname) {
      // A static host may serve /about as /about/ (its folder's index.html).
      const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, "") : pathname;
      return known.has(path) ? path : notFoundKey;
    },
    load(key) {
      let promise = cache.get(key);
      if (!promise) {
        promise = loadPage(key);
        // A failure stays cached, so React shows the error instead of retrying forever; the error
        // screen's "Return to Home" is a full page load, which starts afresh.
        cache.set(key, promise);
      }
      return promise;
    },
    prime(key, data) {
      cache.set(key, Object.assign(Promise.resolve(data), { status: "fulfilled" as const, value: data }));
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
