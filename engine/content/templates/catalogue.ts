/**
 * Adds a new treatment to the services catalogue in site.config.json. The file
 * is edited in place with jsonc-parser (the library VS Code uses), so every
 * other line keeps its exact formatting: a diff shows only the added entry.
 */
import { applyEdits, modify, parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { ScaffoldError } from "./errors";
import { formattingOf } from "../jsonFormatting";

/** A group of treatments, by the short name the site gives it (serviceCategories in site.config.json). */
export type Category = string;

/** The site's groups of treatments, in its order, as written in site.config.json (none when it cannot be read). */
export function siteCategories(config: { serviceCategories?: unknown }): { key: string; heading: string }[] {
  const groups = Array.isArray(config.serviceCategories) ? config.serviceCategories : [];
  return groups.filter((group): group is { key: string; heading: string } => typeof group?.key === "string" && typeof group?.heading === "string");
}

export interface CatalogueEntry {
  key: string;
  category: Category;
  title: string;
  description: string;
  image: string;
  path: string;
}

export interface CatalogueEdit {
  /** Where the entry goes in "services": after the last treatment of its category, so menus list it at the end of its column. */
  index: number;
  /** The whole file with the entry added. */
  text: string;
}

/** The file with `entry` added, or a ScaffoldError when the file cannot be read or already lists the key or the path. */
export function addToCatalogue(text: string, entry: CatalogueEntry): CatalogueEdit {
  const errors: ParseError[] = [];
  const config = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length) {
    throw new ScaffoldError(`site.config.json has a mistake (${printParseErrorCode(errors[0]!.error)}), so the treatment cannot be added to its catalogue; run npm run validate, fix it, then try again`);
  }
  const services: unknown = config?.services;
  if (!Array.isArray(services)) throw new ScaffoldError('site.config.json has no "services" list to add the treatment to; run npm run validate to see why');
  services.forEach((service: { key?: unknown; path?: unknown; title?: unknown }, i) => {
    const which = `services[${i}]${typeof service?.title === "string" ? `, ${service.title}` : ""}`;
    if (service?.key === entry.key) throw new ScaffoldError(`the services catalogue in site.config.json already has a treatment with the key "${entry.key}" (${which}); choose another path`);
    if (service?.path === entry.path) throw new ScaffoldError(`the services catalogue in site.config.json already lists the page ${entry.path} (${which}); choose another path`);
  });
  let index = services.length;
  services.forEach((service: { category?: unknown }, i) => {
    if (service?.category === entry.category) index = i + 1;
  });
  const edits = modify(text, ["services", index], entry, { isArrayInsertion: true, formattingOptions: formattingOf(text) });
  return { index, text: applyEdits(text, edits) };
}
