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

/** The file a route's HTML is written to in dist/, so a plain static server finds it without rewrites. */
export function htmlFileForRoute(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
