/**
 * The pages a bench edits, taken from the site's own content: the pages its services catalogue points at that open
 * with a heading (a hero), in the catalogue's order. So a bench runs on any site, never on one practice's addresses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPageFiles } from "../content/files";
import { htmlFileForRoute, routeForFile } from "../content/routes";

export interface CataloguePage {
  /** The site's name for the file: "pages/<name>.json". */
  file: string;
  route: string;
  /** Where a build writes its HTML, relative to dist/. */
  html: string;
}

interface Catalogue {
  services?: { path?: string }[];
}

/** The catalogue's pages with a heading first, at most `count` of them; an error when the site has none. */
export function cataloguePages(root: string, count = Infinity): CataloguePage[] {
  const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as Catalogue;
  const byRoute = new Map(listPageFiles(join(root, "pages")).map((file) => [routeForFile(file), file]));
  const pages: CataloguePage[] = [];
  for (const { path } of config.services ?? []) {
    const file = path ? byRoute.get(path) : undefined;
    if (!file || pages.some((page) => page.route === path) || !opensWithHeading(join(root, "pages", file))) continue;
    pages.push({ file: `pages/${file}`, route: path!, html: htmlFileForRoute(path!) });
    if (pages.length >= count) break;
  }
  if (!pages.length) throw new Error(`${root}: no page of the services catalogue opens with a heading for the bench to change.`);
  return pages;
}

function opensWithHeading(file: string): boolean {
  const page = JSON.parse(readFileSync(file, "utf8")) as { blocks?: { heading?: unknown }[] };
  return typeof page.blocks?.[0]?.heading === "string";
}
