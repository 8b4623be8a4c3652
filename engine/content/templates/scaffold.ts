/**
 * Creates a page from a template at the file its route needs (nested routes
 * become folders), with the right relative "$schema", never over an existing
 * page; and says which fields to fill in next.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ROUTE_PATTERN } from "../../schema/common";
import { sharedFileForRef } from "../../schema/sharedBlock";
import { listPageFiles, projectPaths } from "../files";
import { routeForFile } from "../routes";
import { describePlace } from "../validate/place";
import { jsonPath, type PathSegment } from "../validate/problem";
import { allStrings } from "../lint/texts";
import { TEMPLATES, type TemplateName } from "./index";
import { TODO, type TemplateContext } from "./context";

/** A mistake in the request (bad path, page exists): its message is for the person who typed the command. */
export class ScaffoldError extends Error {}

export interface Scaffolded {
  /** The new file, relative to the project root: "pages/for-dentists/implants.json". */
  file: string;
  route: string;
  page: Record<string, unknown>;
  /** The page's name in words: "Teeth Straightening". */
  name: string;
  /** The texts to replace, in page order: where (JSON path) and what (in words). */
  todo: { where: string; place: string }[];
}

/** "/for-dentists/implants" from "for-dentists/implants/", or a ScaffoldError saying how to write it. */
export function normaliseRoute(input: string): string {
  const route = ("/" + input.trim().replace(/^\/+/, "")).replace(/\/+$/, "") || "/";
  if (!ROUTE_PATTERN.test(route)) {
    const hint = route.toLowerCase().replace(/[^a-z0-9/]+/g, "-").replace(/-+/g, "-").replace(/(^|\/)-|-(?=\/|$)/g, "$1");
    throw new ScaffoldError(`"${input}" is not a page path; use lower-case letters, digits and hyphens, like "${ROUTE_PATTERN.test(hint) && hint !== "/" ? hint : "/teeth-straightening"}"`);
  }
  return route;
}

/** "/for-dentists/implants" -> "Implants"; "/teeth-straightening" -> "Teeth Straightening". */
export function nameFromRoute(route: string): string {
  const last = route.split("/").pop() ?? "";
  return last.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

export function scaffoldPage(root: string, input: string, template: TemplateName): Scaffolded {
  const paths = projectPaths(root);
  const route = normaliseRoute(input);
  const existing = listPageFiles(paths.pagesDir).find((file) => routeForFile(file) === route);
  if (existing) throw new ScaffoldError(`the page ${route} already exists (pages/${existing}); open that file to change it, or choose another path`);

  const relative = `${route.slice(1)}.json`;
  const file = `pages/${relative}`;
  const site = readSite(paths.siteConfig);
  const ctx: TemplateContext = {
    route,
    name: nameFromRoute(route),
    practice: site.name ?? "",
    town: site.contact?.address?.locality ?? "",
    placeholderImage: site.logo?.src ?? "/images/logo.svg",
    contactRoute: contactFormRoute(paths.pagesDir) ?? "/",
    hasSharedClosingCta: existsSync(join(paths.pagesDir, sharedFileForRef("shared/closing-cta"))),
  };
  const page = { $schema: "../".repeat(relative.split("/").length) + "schemas/page.schema.json", ...TEMPLATES[template].make(ctx) };

  const target = join(paths.pagesDir, ...relative.split("/"));
  mkdirSync(dirname(target), { recursive: true });
  // "wx" refuses to replace a file that appeared since the check above.
  writeFileSync(target, JSON.stringify(page, null, 2) + "\n", { flag: "wx" });
  return { file, route, name: ctx.name, page, todo: todosOf(page) };
}

function todosOf(page: object): Scaffolded["todo"] {
  return allStrings(page)
    .filter(({ text }) => text.includes(TODO))
    .map(({ path }) => {
      const parent: PathSegment[] = typeof path[path.length - 1] === "string" ? path.slice(0, -1) : path;
      return { where: jsonPath(path), place: describePlace(page, parent) };
    });
}

/** The route of the page that holds the contact form (a "form" block of kind "contact"), if one does. */
function contactFormRoute(pagesDir: string): string | undefined {
  for (const file of listPageFiles(pagesDir)) {
    try {
      const blocks: unknown = JSON.parse(readFileSync(join(pagesDir, file), "utf8")).blocks;
      const hasForm = Array.isArray(blocks) && blocks.some((b) => b?.type === "form" && b?.kind === "contact");
      if (hasForm) return routeForFile(file) ?? undefined;
    } catch {
      // A page with a JSON mistake is the validator's to report; it just cannot be the contact page here.
    }
  }
  return undefined;
}

/** The few site facts a template uses, read leniently: a scaffold must work even while site.config.json has a mistake. */
function readSite(file: string): { name?: string; logo?: { src?: string }; contact?: { address?: { locality?: string } } } {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}
