/**
 * The site's pages as the editor lists and changes them: every route with its title, the shared blocks and
 * where they are used, the places that link to a page (found through the form model: every field that holds
 * a page of the site, whatever block it is in), and creating, deleting and moving pages. Deleting or moving
 * never leaves a link broken: it is refused while links point at the page, or a move updates them.
 */
import { readFile, readdir, rm, rmdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { listPageFiles, listJsonFiles } from "../../content/files";
import { routeForFile } from "../../content/routes";
import { describePlace } from "../../content/validate/place";
import { parseJson } from "../../content/validate/json";
import { isSharedRef, refForSharedFile, SHARED_FOLDER } from "../../schema/sharedBlock";
import { scaffoldPage, normaliseRoute, ScaffoldError } from "../../content/templates/scaffold";
import { isTemplateName } from "../../content/templates";
import type { FieldSpec, FormModels } from "../model/formModel";
import { placeWords } from "../model/placeWords";
import { getIn, isRecord, optionFor, parseJsonPath, setIn, jsonPathOf, type Segment } from "../model/values";
import { HttpError } from "./http";
import { documentFile, readDocument, SITE_CONFIG, writeWhole } from "./projectFiles";
import { rewriteJson } from "./rewrite";
import type { LinkTo, PageSummary, SharedSummary } from "../model/api";
import type { Writer } from "./workspace";

interface Document {
  file: string;
  /** undefined when the file has a mistake in its JSON (the editor then shows the validator's message). */
  value: unknown;
  spec: FieldSpec;
}

export class SitePages {
  /** `shown`: the folder the site is read from, when it is not `root` (a group's practice: its working view, group/workingView.ts). */
  constructor(
    private readonly root: string,
    private readonly models: FormModels,
    private readonly shown = root,
  ) {}

  private get pagesDir() {
    return join(this.root, "pages");
  }

  private get shownPagesDir() {
    return join(this.shown, "pages");
  }

  async list(): Promise<{ pages: PageSummary[]; shared: SharedSummary[]; services: { key: string; title: string }[] }> {
    const documents = await this.documents();
    const siteName = getIn(documents.find((document) => document.file === SITE_CONFIG)?.value, ["name"]);
    const suffix = typeof siteName === "string" ? ` | ${siteName}` : undefined;
    const pages: PageSummary[] = [];
    const uses = new Map<string, string[]>();
    for (const document of documents) {
      if (!document.file.startsWith("pages/") || document.file.startsWith(`pages/${SHARED_FOLDER}/`)) continue;
      const written = getIn(document.value, ["title"]);
      const title = typeof written === "string" ? written : "";
      const name = suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
      pages.push({ file: document.file, route: routeForFile(document.file.slice("pages/".length)), title, name });
      const blocks = getIn(document.value, ["blocks"]);
      for (const entry of Array.isArray(blocks) ? blocks : []) {
        if (isSharedRef(entry) && typeof entry.ref === "string") uses.set(entry.ref, [...(uses.get(entry.ref) ?? []), document.file]);
      }
    }
    const shared: SharedSummary[] = [];
    for (const document of documents) {
      if (!document.file.startsWith(`pages/${SHARED_FOLDER}/`)) continue;
      const ref = refForSharedFile(document.file.slice("pages/".length));
      const type = getIn(document.value, ["type"]);
      const heading = getIn(document.value, ["heading"]);
      shared.push({ file: document.file, ref, type: typeof type === "string" ? type : "", ...(typeof heading === "string" ? { heading } : {}), usedBy: [...new Set(uses.get(ref) ?? [])] });
    }
    const site = documents.find((document) => document.file === SITE_CONFIG);
    const catalogue = getIn(site?.value, ["services"]);
    const services = (Array.isArray(catalogue) ? catalogue : [])
      .filter(isRecord)
      .map((service) => ({ key: String(service.key ?? ""), title: String(service.title ?? service.key ?? "") }))
      .filter((service) => service.key);
    pages.sort((a, b) => (a.route ?? "~").localeCompare(b.route ?? "~"));
    return { pages, shared, services };
  }

  /** Every place in the site's files that links to `route`. */
  async linksTo(route: string): Promise<LinkTo[]> {
    const out: LinkTo[] = [];
    for (const document of await this.documents()) {
      for (const path of routeFields(document.spec, document.value, [])) {
        if (getIn(document.value, path) !== route) continue;
        // Named as the form names the field ("Hero (block 1): button 1, Page"), else by the validator's words.
        const place = placeWords(document.spec, document.value, path) ?? describePlace(document.value, path, { sharedBlock: document.file.startsWith(`pages/${SHARED_FOLDER}/`) });
        out.push({ file: document.file, where: jsonPathOf(path), place });
      }
    }
    return out;
  }

  /**
   * A new page from a template. A treatment also joins the services list in the practice details, which only an
   * owner may change (writePolicy.ts): for anyone else it is refused in words, unless the list already has its
   * entry (then the template leaves the list as it is).
   */
  async create(body: Record<string, unknown>, writer: Writer): Promise<{ file: string; route: string }> {
    const template = String(body.template ?? "");
    if (!isTemplateName(template)) throw new HttpError(400, "Choose a template: treatment, info or legal.");
    const title = typeof body.title === "string" && body.title.trim() ? body.title : undefined;
    const category = typeof body.category === "string" && body.category ? body.category : undefined;
    const route = normalisedOrNull(String(body.route ?? ""));
    if (route) {
      // The page's own file, asked before anything is written (a place the group locks is refused).
      writer.allow([`pages/${route.slice(1)}.json`]);
      // A page the site shows already, though not in this folder (a group's shared page), is not made again here.
      const shown = this.shown !== this.root && listPageFiles(this.shownPagesDir).find((other) => routeForFile(other) === route);
      if (shown) throw new HttpError(409, `No page was created: the page ${route} already exists (the group's page pages/${shown}); open it to change it, or choose another path.`);
    }
    if (template === "treatment" && !writer.may([SITE_CONFIG]) && !(await this.servicesListRoute(String(body.route ?? "")))) {
      throw new HttpError(403, "No page was created: a treatment page also joins the practice's services list (the Services menu and the treatment cards), and only an owner can change that list. Ask an owner to create this treatment page, or create an information page instead.");
    }
    try {
      const made = scaffoldPage(this.root, String(body.route ?? ""), template, { title, category });
      return { file: made.file, route: made.route };
    } catch (error) {
      if (error instanceof ScaffoldError) throw new HttpError(400, `No page was created: ${error.message}.`);
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new HttpError(409, "No page was created: the file already exists.");
      throw error;
    }
  }

  /** Whether the services list in the practice details already has an entry for the page at `input`. */
  private async servicesListRoute(input: string): Promise<boolean> {
    let route: string;
    try {
      route = normaliseRoute(input);
    } catch {
      return false;
    }
    const site = await readDocument({ file: SITE_CONFIG, full: join(this.root, SITE_CONFIG), kind: "site" });
    const parsed = site && parseJson(site.text.replace(/^\uFEFF/, ""));
    const services = parsed && parsed.ok ? getIn(parsed.value, ["services"]) : undefined;
    return Array.isArray(services) && services.some((service) => isRecord(service) && service.path === route);
  }

  async remove(file: string): Promise<void> {
    const page = this.pageFile(file);
    this.refuseGroupPage(page, "deleted");
    if (!existsSync(page.full)) throw new HttpError(404, `There is no page ${page.route} to delete: someone may have deleted or moved it already.`);
    const links = (await this.linksTo(page.route)).filter((link) => link.file !== page.file);
    if (links.length) throw new HttpError(409, `${page.route} is not deleted: ${count(links.length, "link")} on the site point at it. Change or remove them first.`, { links });
    await rm(page.full);
    await this.dropEmptyFolders(page.full);
  }

  /** Moves a page to another address; links to it are updated when `updateLinks`, and the move refused otherwise. */
  async move(file: string, to: string, updateLinks: boolean, writer: Writer): Promise<{ file: string; route: string; updated: string[] }> {
    const page = this.pageFile(file);
    this.refuseGroupPage(page, "moved");
    let route: string;
    try {
      route = normaliseRoute(to);
    } catch (error) {
      throw new HttpError(400, error instanceof ScaffoldError ? `The page is not moved: ${error.message}.` : "That is not a page address.");
    }
    if (route === "/") throw new HttpError(400, "The page is not moved: / is the home page's address.");
    if (route === page.route) throw new HttpError(400, `The page is already at ${route}.`);
    // The new place, asked before it is looked at (a place the group locks is refused whatever is there).
    writer.allow([`pages/${route.slice(1)}.json`]);
    const taken = listPageFiles(this.shownPagesDir).find((other) => routeForFile(other) === route);
    if (taken) throw new HttpError(409, `The page is not moved: ${route} is already the address of pages/${taken}.`);
    const links = await this.linksTo(page.route);
    const elsewhere = links.filter((link) => link.file !== page.file);
    if (elsewhere.length && !updateLinks) {
      throw new HttpError(409, `${page.route} is not moved: ${count(elsewhere.length, "link")} on the site point at it. Move it and update them, or change them first.`, { links: elsewhere });
    }
    const relative = `${route.slice(1)}.json`;
    const target = documentFile(this.root, `pages/${relative}`);
    if (!target) throw new HttpError(400, "That is not a page address.");
    // Every file the move will change, asked before the first is written (the practice details' menus are owners' only).
    const rewritten = [...new Set(elsewhere.map((link) => link.file))];
    if (!writer.may(rewritten)) {
      throw new HttpError(403, `${page.route} is not moved: the practice details (menus or services list) link to it, and only an owner can change them. Ask an owner to move this page.`, { links: elsewhere });
    }
    writer.allow([page.file, target.file, ...rewritten]);

    // The page itself: its own links to itself (its breadcrumb) and its "$schema" line, which depends on its folder.
    const current = await readDocument(page);
    if (!current) throw new HttpError(404, `${page.file} is not there any more.`);
    const parsed = parseJson(current.text);
    if (!parsed.ok) throw new HttpError(409, `${page.file} has a mistake in its JSON; fix it before moving the page.`);
    let moved = parsed.value;
    for (const link of links.filter((link) => link.file === page.file)) moved = setIn(moved, parseJsonPath(link.where), route);
    if (typeof getIn(moved, ["$schema"]) === "string") moved = setIn(moved, ["$schema"], "../".repeat(relative.split("/").length) + "schemas/page.schema.json");
    await writeWhole(target.full, rewriteJson(current.text, parsed.value, moved), { exclusive: true, temporaryFolder: writer.temporaryFolder });

    const updated: string[] = [];
    const byFile = new Map<string, LinkTo[]>();
    for (const link of elsewhere) byFile.set(link.file, [...(byFile.get(link.file) ?? []), link]);
    for (const [other, its] of byFile) {
      const document = documentFile(this.root, other);
      const text = document && (await readDocument(document));
      const value = text && parseJson(text.text);
      if (!document || !value || !value.ok) continue;
      let next = value.value;
      for (const link of its) next = setIn(next, parseJsonPath(link.where), route);
      await writeWhole(document.full, rewriteJson(text.text, value.value, next), { temporaryFolder: writer.temporaryFolder });
      updated.push(other);
    }
    await rm(page.full);
    await this.dropEmptyFolders(page.full);
    return { file: target.file, route, updated };
  }

  /** A page the practice shows from its group, with no file of its own: not the practice's to delete or move. */
  private refuseGroupPage(page: { file: string; full: string; route: string }, verb: string): void {
    if (this.shown === this.root || existsSync(page.full) || !existsSync(join(this.shown, page.file))) return;
    throw new HttpError(409, `${page.route} is not ${verb}: it is the group's page, which every practice of the group shows. Ask the group's web manager if this practice should go without it.`);
  }

  private pageFile(file: string) {
    const page = documentFile(this.root, file);
    if (!page || page.kind !== "page") throw new HttpError(400, "That is not a page of the site.");
    const route = routeForFile(page.file.slice("pages/".length));
    if (route === null) throw new HttpError(400, "The not-found page cannot be moved or deleted: the site needs it.");
    if (route === "/") throw new HttpError(400, "The home page cannot be moved or deleted: the site needs it.");
    return { ...page, route };
  }

  /** A folder of pages emptied by a move or a deletion goes too (pages/ itself stays). */
  private async dropEmptyFolders(full: string): Promise<void> {
    let folder = join(full, "..");
    while (folder.startsWith(this.pagesDir + "/") && folder !== this.pagesDir) {
      const left = await readdir(folder).catch(() => null);
      if (!left || left.length) return;
      await rmdir(folder).catch(() => {});
      folder = join(folder, "..");
    }
  }

  /** Every page, shared block and the site config, parsed (files with mistakes are left out). */
  /** Every document the editor edits, parsed, with its form (the page list and Find read them). */
  async documents(): Promise<Document[]> {
    const files = [
      ...listPageFiles(this.shownPagesDir).map((file) => ({ file: `pages/${file}`, spec: this.models.page as FieldSpec })),
      ...listJsonFiles(join(this.shownPagesDir, SHARED_FOLDER)).map((file) => ({ file: `pages/${SHARED_FOLDER}/${file}`, spec: this.models.sharedBlock as FieldSpec })),
      { file: SITE_CONFIG, spec: this.models.site as FieldSpec },
    ];
    const out: Document[] = [];
    for (const { file, spec } of files) {
      const text = await readFile(join(this.shown, ...file.split("/")), "utf8").catch(() => null);
      if (text === null) continue;
      const parsed = parseJson(text.replace(/^\uFEFF/, ""));
      // A page with a mistake in its JSON is still listed, so it can be found and its problem read.
      out.push({ file, value: parsed.ok ? parsed.value : undefined, spec });
    }
    return out;
  }
}

/** The paths of every field of `value` that holds a page of the site. */
export function routeFields(spec: FieldSpec, value: unknown, path: Segment[]): Segment[][] {
  switch (spec.kind) {
    case "text":
      return spec.format === "route" && typeof value === "string" ? [path] : [];
    case "object":
      if (!isRecord(value)) return [];
      return spec.fields.flatMap((field) => (field.key in value ? routeFields(field.spec, value[field.key], [...path, field.key]) : []));
    case "list":
      return Array.isArray(value) ? value.flatMap((item, index) => routeFields(spec.item, item, [...path, index])) : [];
    case "tuple":
      return Array.isArray(value) ? spec.items.flatMap((item, index) => routeFields(item, value[index], [...path, index])) : [];
    case "variants": {
      const option = optionFor(spec, value);
      return option ? routeFields(option.spec, value, path) : [];
    }
    case "nullable":
      return value === null ? [] : routeFields(spec.spec, value, path);
    default:
      return [];
  }
}

function normalisedOrNull(input: string): string | null {
  try {
    return normaliseRoute(input);
  } catch {
    return null;
  }
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
