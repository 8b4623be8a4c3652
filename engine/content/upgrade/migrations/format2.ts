/**
 * Format 1 -> 2 (issues 40 and 41, November 2026):
 * - A site's groups of treatments are its own: "serviceCategories" (a short name and a heading each, in order)
 *   replaces the engine's fixed groups "cosmetic" and "general", whose headings were navigation.categoryHeadings.
 *   Each group in use becomes a group named after its old heading ("Sport and Exercise": "sport-and-exercise"),
 *   and every treatment, services grid and services strip that named the old group names the new one.
 * - A services strip lists at most 24 treatments: a longer list keeps its first 24.
 * The values are written here as they were in format 2, never imported from the engine: a later engine may change
 * them, and that is a later format's migration.
 */
import type { JSONPath } from "jsonc-parser";
import { isObject } from "../formats";
import { SITE_CONFIG, type ContentTexts } from "../contentTexts";
import type { Migration } from "./migration";

/** Format 1's groups, in the order its menu and services grid showed them, with the headings it used when none were written. */
const FORMAT_1_GROUPS = [
  { key: "cosmetic", heading: "Cosmetic Services" },
  { key: "general", heading: "General Services" },
];
/** A group's short name in format 2. */
const GROUP_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const STRIP_LIMIT = 24;

export const format2: Migration = {
  format: 2,
  summary: 'the groups of treatments are the site\'s own ("serviceCategories" replaces navigation.categoryHeadings and the fixed groups "cosmetic" and "general"); a services strip lists at most 24 treatments',
  upgrade(content) {
    siteGroups(content);
    boundStrips(content);
  },
};

interface CatalogueBlock {
  file: string;
  path: JSONPath;
  block: Record<string, unknown>;
}

function siteGroups(content: ContentTexts): void {
  const config = content.json(SITE_CONFIG);
  if (!isObject(config)) return;
  const navigation = isObject(config.navigation) ? config.navigation : undefined;
  const headings = navigation && "categoryHeadings" in navigation ? navigation.categoryHeadings : undefined;
  const headingsAt = ["navigation", "categoryHeadings"];
  if (Array.isArray(config.serviceCategories)) {
    // Already grouped the new way: the old headings are all that is left to take away.
    if (headings !== undefined) content.change(SITE_CONFIG, headingsAt, undefined, 'removed: the groups\' headings are those in "serviceCategories" now');
    return;
  }

  const blocks = catalogueBlocks(content);
  const used = groupsUsed(config, blocks);
  // The groups something names (both when nothing names one the engine knew: a group is needed to validate).
  const named = FORMAT_1_GROUPS.filter((group) => used.has(group.key));
  const groups = (named.length ? named : FORMAT_1_GROUPS).map((group) => {
    const written = isObject(headings) ? headings[group.key] : undefined;
    return { old: group.key, heading: typeof written === "string" && written.trim() ? written : group.heading };
  });
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  const serviceCategories = groups.map(({ old, heading }) => {
    const fromHeading = shortNameOf(heading);
    const key = GROUP_KEY.test(fromHeading) && !taken.has(fromHeading) ? fromHeading : old;
    taken.add(key);
    if (key !== old) renamed.set(old, key);
    return { key, heading };
  });

  const listed = serviceCategories.map((group) => `"${group.heading}" with the short name "${group.key}"`).join(", ");
  const was = headings === undefined ? "the engine's fixed groups" : "navigation.categoryHeadings, the headings of the Services menu's two columns";
  const at = headings === undefined ? ["services"] : headingsAt;
  content.change(SITE_CONFIG, ["serviceCategories"], serviceCategories, `the groups of treatments are now listed in "serviceCategories", each with a short name and a heading, instead of ${was}: ${listed}`, {
    at,
    insertAt: (keys) => (keys.includes("services") ? keys.indexOf("services") : keys.length),
  });
  if (headings !== undefined) content.change(SITE_CONFIG, headingsAt, undefined, undefined);
  if (!renamed.size) return;

  const newName = (old: unknown) => (typeof old === "string" ? renamed.get(old) : undefined);
  const renaming = (old: string) => `the group "${old}" is now called "${renamed.get(old)}" (its short name in "serviceCategories")`;
  (Array.isArray(config.services) ? config.services : []).forEach((service, i) => {
    const category = isObject(service) ? service.category : undefined;
    const next = newName(category);
    if (next) content.change(SITE_CONFIG, ["services", i, "category"], next, renaming(category as string));
  });
  for (const { file, path, block } of blocks) {
    if (block.type === "servicesGrid" && Array.isArray(block.categories)) {
      const olds = block.categories.filter((category): category is string => !!newName(category));
      block.categories.forEach((category, j) => {
        const next = newName(category);
        if (next) content.change(file, [...path, "categories", j], next, undefined);
      });
      if (olds.length) content.note(file, [...path, "categories"], olds.map(renaming).join("; "));
    }
    const next = block.type === "servicesStrip" ? newName(block.category) : undefined;
    if (next) content.change(file, [...path, "category"], next, renaming(block.category as string));
  }
}

/** The groups format 1 content names: its treatments', and the grids' and strips' on its pages. */
function groupsUsed(config: Record<string, unknown>, blocks: CatalogueBlock[]): Set<string> {
  const used = new Set<unknown>();
  for (const service of Array.isArray(config.services) ? config.services : []) if (isObject(service)) used.add(service.category);
  for (const { block } of blocks) {
    if (Array.isArray(block.categories)) block.categories.forEach((category) => used.add(category));
    used.add(block.category);
  }
  return new Set([...used].filter((key): key is string => typeof key === "string"));
}

function boundStrips(content: ContentTexts): void {
  for (const { file, path, block } of catalogueBlocks(content)) {
    if (block.type !== "servicesStrip" || !Array.isArray(block.services) || block.services.length <= STRIP_LIMIT) continue;
    const dropped = block.services.slice(STRIP_LIMIT).map((key) => JSON.stringify(key));
    // From the end, one entry at a time, so the list keeps its own layout.
    for (let i = block.services.length - 1; i >= STRIP_LIMIT; i--) content.change(file, [...path, "services", i], undefined, undefined);
    content.note(file, [...path, "services"], `this strip listed ${block.services.length} treatments; a strip now shows at most ${STRIP_LIMIT}, so it keeps the first ${STRIP_LIMIT} (left out: ${dropped.join(", ")})`);
  }
}

/** Every services grid and strip on the pages and in the shared blocks, where it is (the files as they are now). */
function catalogueBlocks(content: ContentTexts): CatalogueBlock[] {
  const found: CatalogueBlock[] = [];
  for (const file of content.pageFiles) {
    // Most pages hold neither: they are not parsed.
    const text = content.text(file);
    if (text === undefined || !/"services(Grid|Strip)"/.test(text)) continue;
    const walk = (value: unknown, path: JSONPath) => {
      if (Array.isArray(value)) value.forEach((entry, i) => walk(entry, [...path, i]));
      else if (isObject(value)) {
        if (value.type === "servicesGrid" || value.type === "servicesStrip") found.push({ file, path, block: value });
        for (const [key, entry] of Object.entries(value)) walk(entry, [...path, key]);
      }
    };
    walk(content.json(file), []);
  }
  return found;
}

/** "Sport and Exercise" -> "sport-and-exercise". */
function shortNameOf(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    // Runs are one hyphen by now, so one at each end at most (a "-+$" would backtrack on a long run: redos.test).
    .replace(/^-|-$/g, "");
}
