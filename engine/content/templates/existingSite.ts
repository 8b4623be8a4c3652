/**
 * What a new page copies from the pages already there: their breadcrumb
 * names, the line treatment pages of a category show above their heading,
 * where the contact form and the list of all treatments are. Read leniently:
 * a page with a mistake is the validator's to report, and is skipped here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPageFiles } from "../files";
import { routeForFile } from "../routes";
import { TODO } from "./context";

export interface Crumb {
  name: string;
  path: string;
}

/** A page as written, with only the fields templates look at. */
export interface ExistingPage {
  route: string;
  breadcrumbs?: Crumb[];
  blocks: { type?: string; kind?: string; eyebrow?: string; layout?: string; menuOnly?: boolean; fields?: { kind?: string; services?: unknown }[] }[];
}

/** The site config as written, with only the fields templates look at. */
export interface ExistingConfig {
  name?: string;
  logo?: { src?: string };
  contact?: { address?: { locality?: string } };
  navigation?: {
    servicesLabel?: string;
    direct?: Crumb[];
    menus?: { links?: Crumb[] }[];
    footer?: Crumb[];
  };
  services?: { key?: string; category?: string; path?: string; title?: string }[];
  serviceCategories?: unknown;
}

export function readExistingPages(pagesDir: string): ExistingPage[] {
  const pages: ExistingPage[] = [];
  for (const file of listPageFiles(pagesDir)) {
    const route = routeForFile(file);
    if (route === null) continue;
    try {
      const json = JSON.parse(readFileSync(join(pagesDir, file), "utf8"));
      const blocks = Array.isArray(json?.blocks) ? json.blocks.filter((b: unknown) => b && typeof b === "object") : [];
      const breadcrumbs = Array.isArray(json?.breadcrumbs) ? json.breadcrumbs.filter(isCrumb) : undefined;
      pages.push({ route, breadcrumbs, blocks });
    } catch {
      // skipped: see above
    }
  }
  return pages;
}

export function readExistingConfig(file: string): ExistingConfig {
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    return json && typeof json === "object" ? json : {};
  } catch {
    return {};
  }
}

function isCrumb(value: unknown): value is Crumb {
  const crumb = value as Crumb;
  return !!crumb && typeof crumb.name === "string" && typeof crumb.path === "string";
}

/** The value that occurs most often (the first of equals), or undefined for none. */
export function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/**
 * The route of the page that holds the enquiry form, if one does: the form that asks which treatment (a list of
 * the catalogue's services), else the first form of the site.
 */
export function contactFormRoute(pages: readonly ExistingPage[]): string | undefined {
  const forms = (page: ExistingPage) => page.blocks.filter((b) => b.type === "form");
  const asksForService = pages.find((page) => forms(page).some((b) => b.fields?.some((f) => f?.kind === "select" && f.services !== undefined)));
  return (asksForService ?? pages.find((page) => forms(page).length > 0))?.route;
}

/** The page that lists every treatment: a grid (not carousels) of the whole catalogue, like /services. */
export function treatmentListRoute(pages: readonly ExistingPage[]): string | undefined {
  return pages.find((page) => page.blocks.some((b) => b.type === "servicesGrid" && (b.layout ?? "grid") === "grid" && !b.menuOnly))?.route;
}

/** The line most treatment pages of `category` show above their heading ("Cosmetic dentistry"), if they agree on one. */
export function categoryEyebrow(pages: readonly ExistingPage[], config: ExistingConfig, category: string): string | undefined {
  const paths = new Set((config.services ?? []).filter((s) => s.category === category).map((s) => s.path));
  const eyebrows = pages
    .filter((page) => paths.has(page.route))
    .map((page) => page.blocks.find((b) => b.type === "hero")?.eyebrow)
    // A placeholder of a page still being written is not what the pages show.
    .filter((eyebrow): eyebrow is string => typeof eyebrow === "string" && eyebrow.trim() !== "" && !eyebrow.includes(TODO));
  return mostCommon(eyebrows);
}
