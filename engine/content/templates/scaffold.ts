/**
 * Creates a page from a template at the file its route needs (nested routes
 * become folders), with the right relative "$schema" and the breadcrumbs of
 * its kind, never over an existing page; adds a treatment to the services
 * catalogue in site.config.json; and says which texts to fill in next.
 * Every check runs before anything is written, so a refusal writes nothing.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ROUTE_PATTERN } from "../../schema/common";
import { sharedFileForRef } from "../../schema/sharedBlock";
import { listPageFiles, projectPaths } from "../files";
import { routeForFile } from "../routes";
import { describePlace } from "../validate/place";
import { jsonPath, type PathSegment } from "../validate/problem";
import { allStrings, type TextAt } from "../lint/texts";
import { TEMPLATES, type TemplateName } from "./index";
import { TODO, type TemplateContext } from "./context";
import { ScaffoldError } from "./errors";
import { nameFromRoute } from "./names";
import { breadcrumbsFor } from "./breadcrumbs";
import { categoryEyebrow, contactFormRoute, readExistingConfig, readExistingPages, type ExistingConfig } from "./existingSite";
import { addToCatalogue, siteCategories, type CatalogueEntry, type Category } from "./catalogue";

export { ScaffoldError } from "./errors";

export interface ScaffoldOptions {
  /** The page's name in words (--title); by default it comes from the path. */
  title?: string;
  /** A treatment's group in the services catalogue (--category): required for the treatment template, refused for others. */
  category?: string;
}

/** A place in a written file that still needs the practice's own words or picture. */
export interface ToFill {
  /** Relative to the project root: "pages/home-visits.json", "site.config.json". */
  file: string;
  /** JSON path: "blocks[0].text[0]". */
  where: string;
  /** In words: "block 1 (Hero), paragraph 1". */
  place: string;
}

export interface Scaffolded {
  /** The new file, relative to the project root: "pages/for-dentists/implants.json". */
  file: string;
  route: string;
  page: Record<string, unknown>;
  /** The page's name in words: "Teeth Straightening". */
  name: string;
  /** The "TODO:" texts to replace, the page's in page order, then the catalogue entry's. */
  todo: ToFill[];
  /** The pictures standing in (the site's logo) until the practice chooses its own. */
  pictures: ToFill[];
  /** A treatment's new entry in site.config.json's services catalogue. */
  catalogue?: { index: number; entry: CatalogueEntry };
  /** A treatment's entry that the catalogue already had (written before its page), which gave its title and category. */
  listed?: ListedTreatment;
}

/** A services catalogue entry for the new page's path, already in site.config.json. */
export interface ListedTreatment {
  index: number;
  key?: string;
  title?: string;
  category: Category;
}

/** "/for-dentists/implants" from "for-dentists/implants/", or a ScaffoldError saying how to write it. */
export function normaliseRoute(input: string): string {
  const route = ("/" + input.trim().replace(/^\/+/, "")).replace(/(?<!\/)\/+$/, "") || "/";
  if (!ROUTE_PATTERN.test(route)) {
    const hint = route.toLowerCase().replace(/[^a-z0-9/]+/g, "-").replace(/-+/g, "-").replace(/(^|\/)-|-(?=\/|$)/g, "$1");
    throw new ScaffoldError(`"${input}" is not a page path; use lower-case letters, digits and hyphens, like "${ROUTE_PATTERN.test(hint) && hint !== "/" ? hint : "/home-visits"}"`);
  }
  return route;
}

/** The site's groups of treatments, as the choices of --category. */
const categoryKeys = (config: ExistingConfig) => siteCategories(config).map((group) => group.key);
const categoryChoices = (config: ExistingConfig) => categoryKeys(config).map((c) => `--category ${c}`).join(" or ");

/** The catalogue's entry whose page is `route`, if site.config.json lists one, its category checked. */
function listedTreatment(config: ExistingConfig, route: string): ListedTreatment | undefined {
  const services = Array.isArray(config.services) ? config.services : [];
  const index = services.findIndex((service) => service?.path === route);
  if (index < 0) return undefined;
  const { key, title, category } = services[index]!;
  const which = `services[${index}]${typeof title === "string" ? `, ${title}` : ""}`;
  if (!categoryKeys(config).includes(category as string)) {
    throw new ScaffoldError(`the services catalogue in site.config.json lists ${route} (${which}) without a treatment category; give it "category": ${categoryKeys(config).map((c) => `"${c}"`).join(" or ")} there, then try again`);
  }
  return { index, key: typeof key === "string" ? key : undefined, title: typeof title === "string" && title.trim() ? title.trim() : undefined, category: category as Category };
}

/** The treatment's category, checked: required for a treatment (unless the catalogue already gives it), meaningless for other pages. */
function categoryFor(config: ExistingConfig, template: TemplateName, category: string | undefined, listed: ListedTreatment | undefined): Category | undefined {
  if (template !== "treatment") {
    if (category !== undefined) throw new ScaffoldError(`--category is only for treatments (the ${template} template makes a page outside the services catalogue); leave it out`);
    return undefined;
  }
  if (listed) {
    if (category !== undefined && category !== listed.category) {
      throw new ScaffoldError(`the services catalogue in site.config.json already lists this page as a ${listed.category} treatment (services[${listed.index}]), not ${category}; leave out the category, or change it in site.config.json first`);
    }
    return listed.category;
  }
  if (category === undefined) throw new ScaffoldError(`a treatment needs its category in the services catalogue: add ${categoryChoices(config)} (the column of the Services menu it is listed in)`);
  if (!categoryKeys(config).includes(category)) throw new ScaffoldError(`"${category}" is not a treatment category; use ${categoryChoices(config)}`);
  return category as Category;
}

function titleFor(route: string, title: string | undefined, listed: ListedTreatment | undefined): string {
  if (title === undefined) return listed?.title ?? nameFromRoute(route);
  const trimmed = title.trim().replace(/\s+/g, " ");
  if (!trimmed) throw new ScaffoldError('--title needs the page\'s name in words, like --title "Home Visits"');
  return trimmed;
}

export function scaffoldPage(root: string, input: string, template: TemplateName, options: ScaffoldOptions = {}): Scaffolded {
  const paths = projectPaths(root);
  const route = normaliseRoute(input);
  const config = readExistingConfig(paths.siteConfig);
  // A treatment whose catalogue entry was written first takes its category and title from it, and keeps it as it is.
  const listed = template === "treatment" ? listedTreatment(config, route) : undefined;
  const category = categoryFor(config, template, options.category, listed);
  const name = titleFor(route, options.title, listed);
  const existing = listPageFiles(paths.pagesDir).find((file) => routeForFile(file) === route);
  if (existing) throw new ScaffoldError(`the page ${route} already exists (pages/${existing}); open that file to change it, or choose another path`);

  const relative = `${route.slice(1)}.json`;
  const file = `pages/${relative}`;
  const pages = readExistingPages(paths.pagesDir);
  const ctx: TemplateContext = {
    route,
    name,
    category,
    categoryEyebrow: category && categoryEyebrow(pages, config, category),
    practice: config.name ?? "",
    town: config.contact?.address?.locality ?? "",
    placeholderImage: config.logo?.src ?? "/images/logo.svg",
    contactRoute: contactFormRoute(pages) ?? "/",
    hasSharedClosingCta: existsSync(join(paths.pagesDir, sharedFileForRef("shared/closing-cta"))),
    // The new page is part of the trail, so it counts as existing.
    breadcrumbs: breadcrumbsFor(template, route, name, [...pages, { route, blocks: [] }], config),
  };
  const page = { $schema: "../".repeat(relative.split("/").length) + "schemas/page.schema.json", ...TEMPLATES[template].make(ctx) };

  // A treatment joins the catalogue: worked out (and refused if its key or path is taken) before anything is written.
  let catalogue: { index: number; entry: CatalogueEntry; text: string } | undefined;
  if (category && !listed) {
    const entry: CatalogueEntry = {
      key: route.split("/").pop()!,
      category,
      title: name,
      description: `${TODO} one or two sentences about ${name} for its card on the Services menu and pages.`,
      image: ctx.placeholderImage,
      path: route,
    };
    const configText = readConfigText(paths.siteConfig);
    catalogue = { entry, ...addToCatalogue(configText, entry) };
  }

  const target = join(paths.pagesDir, ...relative.split("/"));
  mkdirSync(dirname(target), { recursive: true });
  // "wx" refuses to replace a file that appeared since the check above.
  writeFileSync(target, JSON.stringify(page, null, 2) + "\n", { flag: "wx" });
  if (catalogue) {
    try {
      writeWhole(paths.siteConfig, catalogue.text);
    } catch (error) {
      rmSync(target, { force: true }); // all or nothing: no page without its catalogue entry
      throw error;
    }
  }

  const todo = placesOf(file, page, ({ text }) => text.includes(TODO));
  const pictures = placesOf(file, page, ({ text, field }) => field === "src" && text === ctx.placeholderImage);
  if (catalogue) {
    const at = ["services", catalogue.index] as PathSegment[];
    const place = describePlace(JSON.parse(catalogue.text), at);
    todo.push({ file: "site.config.json", where: jsonPath([...at, "description"]), place: `${place}, its card's text` });
    pictures.push({ file: "site.config.json", where: jsonPath([...at, "image"]), place: `${place}, its card's picture` });
  }
  return { file, route, name, page, todo, pictures, catalogue: catalogue && { index: catalogue.index, entry: catalogue.entry }, listed };
}

function readConfigText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    throw new ScaffoldError("site.config.json cannot be read, so the treatment cannot be added to its catalogue");
  }
}

/** Writes the whole file next to the old one, then renames it over: a reader never sees half a file. */
function writeWhole(file: string, text: string): void {
  const temporary = join(dirname(file), `.${process.pid}.${Date.now()}.site.config.json.tmp`);
  writeFileSync(temporary, text, { flag: "wx" });
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** The strings of `document` that `matches` picks, with their JSON path and their place in words. */
function placesOf(file: string, document: object, matches: (found: TextAt) => boolean): ToFill[] {
  return allStrings(document)
    .filter(matches)
    .map(({ path }) => {
      const parent: PathSegment[] = typeof path[path.length - 1] === "string" ? path.slice(0, -1) : path;
      const place = describePlace(document, parent) || (path[0] === "description" ? "the page's description in search results" : "");
      return { file, where: jsonPath(path), place };
    });
}
