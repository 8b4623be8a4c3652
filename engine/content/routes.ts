/**
 * Routing from files: pages/index.json is "/", pages/a/b.json is "/a/b",
 * pages/a/index.json is "/a". pages/404.json is the not-found page, not a route.
 * Files and folders whose name starts with "_" (pages/_shared/) are not pages,
 * and neither is anything that is not .json (pages/CONTENT_GUIDE.md).
 */
export const NOT_FOUND_FILE = "404.json";

/** Whether a file (relative to pages/, "/" separators) is a page: .json, and no part of its path starts with "_". */
export function isPageFile(relativeFile: string): boolean {
  return relativeFile.endsWith(".json") && !relativeFile.split("/").some((part) => part.startsWith("_"));
}

/** The route a page file (relative to pages/, with "/" separators) is served at, or null for the not-found page. */
export function routeForFile(relativeFile: string): string | null {
  if (relativeFile === NOT_FOUND_FILE) return null;
  const withoutExt = relativeFile.replace(/\.json$/, "");
  const withoutIndex = withoutExt === "index" ? "" : withoutExt.replace(/\/index$/, "");
  return "/" + withoutIndex;
}

/**
 * The file a route's HTML is written to in dist/: /about is about.html, /for-dentists/implants is
 * for-dentists/implants.html (beside for-dentists.html), / is index.html. Cloudflare Pages, Netlify and
 * GitHub Pages serve about.html at /about itself, the address every link uses; a folder's index.html
 * would be served at /about/ and /about redirected there (docs/addresses.md).
 */
export function htmlFileForRoute(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/** The route whose HTML a file of dist/ holds ("/" separators), or null for any other file (404.html included). */
export function routeForHtmlFile(file: string): string | null {
  if (file === "index.html") return "/";
  if (!file.endsWith(".html") || file === "404.html" || file.endsWith("/index.html")) return null;
  return `/${file.slice(0, -".html".length)}`;
}

/** The page the engine makes for each of a practice's locations (site.config.json, "locations"): /locations/<id>. */
export function locationRoute(id: string): string {
  return `/locations/${id}`;
}
