/**
 * The practice's own content (site.config.json and pages/), read as the engine reads it, for the tests about
 * this site (tests/browser). They take every expectation from here, never a literal that a member of staff
 * could change (an opening time, a treatment, a heading, a count), so a correct content edit never fails them.
 * Engine tests use fixture sites of their own instead (tests/fixtures/).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siteSchema, type SiteConfig } from "../../engine/schema/site";
import { isSharedRef, sharedFileForRef } from "../../engine/schema/sharedBlock";
import { allPages, allRoutes } from "./routes";
import { fillIn } from "../../engine/ui/fillIn";

const root = join(import.meta.dirname, "..", "..");
const pagesDir = join(root, "pages");

/** A block as written in a page (a shared block already put in its place); fields are the content's. */
export interface BlockJson {
  type: string;
  [field: string]: any;
}

/** A link as written in content: { kind, label, to | href | message }. */
export interface LinkJson {
  kind: string;
  label?: string;
  to?: string;
  href?: string;
}

/** site.config.json with the schema's defaults filled in (inMenu, timings, layout...). */
export function siteConfig(): SiteConfig {
  return siteSchema({}).parse(JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")));
}

function readBlocks(file: string): BlockJson[] {
  const blocks = JSON.parse(readFileSync(join(pagesDir, file), "utf8")).blocks as unknown[];
  return blocks.map((block) => (isSharedRef(block) ? JSON.parse(readFileSync(join(pagesDir, sharedFileForRef(String(block.ref))), "utf8")) : block) as BlockJson);
}

/** The blocks of a route's page, in order, shared blocks resolved. */
export function pageBlocks(route: string): BlockJson[] {
  const page = allPages().find((p) => p.route === route);
  if (!page) throw new Error(`No page in pages/ has the route ${route}`);
  return readBlocks(page.file);
}

/** The blocks of the not-found page (pages/404.json). */
export const notFoundBlocks = () => readBlocks("404.json");

export const blocksOf = (route: string, type: string) => pageBlocks(route).filter((b) => b.type === type);

/** The route's first block of a type; a test that needs it fails here, naming the page, if the content has none. */
export function blockOf(route: string, type: string): BlockJson {
  const block = blocksOf(route, type)[0];
  if (!block) throw new Error(`The page ${route} has no ${type} block`);
  return block;
}

/** Routes whose page has a block of `type` matching `where`, in route order. */
export function routesWith(type: string, where: (block: BlockJson) => boolean = () => true): string[] {
  return allRoutes().filter((route) => blocksOf(route, type).some(where));
}

/** The first route with such a block; throws, naming what is missing, when no page has one. */
export function routeWith(type: string, where?: (block: BlockJson) => boolean): string {
  const route = routesWith(type, where)[0];
  if (!route) throw new Error(`No page has a ${type} block like the one this test needs`);
  return route;
}

/** The page of the form with this name ("contact", "feedback"). */
export const formRoute = (name: string) => routeWith("form", (b) => b.name === name);

/** A form block as written (its fields, labels, messages, button and notices), by the form's name. */
export function formBlock(name: string): BlockJson {
  return blocksOf(formRoute(name), "form").find((block) => block.name === name)!;
}

/** A form's texts as visitors read them: {phone} and {name} filled in, the site's words where the form gives none. */
export function formWords(name: string, site = siteConfig()) {
  const block = formBlock(name);
  const words = (text: string) => fillIn(text, { phone: site.contact.phone.display, name: site.name });
  const field = (fieldName: string) => {
    const found = (block.fields as BlockJson[]).find((f) => f.name === fieldName);
    if (!found) throw new Error(`The ${name} form has no field "${fieldName}"`);
    return found;
  };
  const notice = (own: { title: string; description: string } | undefined, title: string, description: string) =>
    [words(own?.title ?? title), words(own?.description ?? description)] as const;
  return {
    block,
    fields: block.fields as BlockJson[],
    label: (fieldName: string) => words(field(fieldName).label),
    requiredMessage: (fieldName: string) => field(fieldName).requiredMessage ?? (field(fieldName).kind === "consent" ? site.strings.formRequiredConsent : site.strings.formRequired),
    submit: block.submitLabel ?? site.strings.formSubmit,
    sending: block.sendingLabel ?? site.strings.formSending,
    success: notice(block.success, site.strings.formSuccessTitle, site.strings.formSuccessText),
    failure: notice(block.failure, site.strings.formFailureTitle, site.strings.formFailureText),
  };
}

/** Routes with no form on them (their pages must never load the form code), the home page first. */
export const routesWithoutForm = () => allRoutes().filter((route) => blocksOf(route, "form").length === 0);

/** A page other than the home page (which has the offer popup) to start navigation tests from: the first direct header link. */
export function ordinaryRoute(): string {
  const route = siteConfig().navigation.direct.map((link) => link.path).find((path) => path !== "/" && blocksOf(path, "popup").length === 0);
  if (!route) throw new Error("The header has no direct link to a page other than the home page");
  return route;
}

/** The services the header menu lists in a category, in catalogue order. */
export const menuServices = (category: "cosmetic" | "general") => siteConfig().services.filter((s) => s.category === category && s.inMenu);

/** Where a content link leads once rendered (null for an alert, which is a button). */
export function hrefOf(link: LinkJson, site = siteConfig()): string | null {
  switch (link.kind) {
    case "internal":
      return link.to!;
    case "booking":
      return site.links.booking;
    case "offer":
      return site.links.offer;
    case "maps":
      return site.links.maps;
    case "phone":
      return `tel:${site.contact.phone.tel}`;
    case "email":
      return site.contact.email ? `mailto:${site.contact.email}` : null;
    case "alert":
      return null;
    default:
      return link.href!;
  }
}

/** The words a content link shows: its label, or what a phone, maps or e-mail link shows without one. */
export function labelOf(link: LinkJson, site = siteConfig()): string {
  if (link.label) return link.label;
  if (link.kind === "phone") return site.contact.phone.display;
  if (link.kind === "email") return site.contact.email ?? "";
  const { street, locality, region, postcode } = site.contact.address;
  return link.kind === "maps" ? `${street}, ${locality}, ${region} ${postcode}` : "";
}

/** Links to another website open in a new tab (and say so to screen readers). */
export const opensNewTab = (link: LinkJson) => ["booking", "offer", "maps"].includes(link.kind) || (link.kind === "external" && /^https:/.test(link.href ?? ""));

/** Every link object anywhere in a block or page, depth first. */
export function linksIn(value: unknown): LinkJson[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  const own = typeof object.kind === "string" && ("label" in object || ["phone", "maps", "email"].includes(object.kind)) ? [object as unknown as LinkJson] : [];
  return [...own, ...Object.values(object).flatMap(linksIn)];
}

/** The text a piece of pre-rendered HTML stands for: tags dropped, the entities React writes decoded. */
export function textOfHtml(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith("#x") || name.startsWith("#X") ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (named[name] ?? entity),
    );
}
