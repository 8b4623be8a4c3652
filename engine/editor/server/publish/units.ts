/**
 * The saved changes grouped into what staff choose to publish: one unit per page (or shared block), one per section
 * of the practice details (a top-level key of site.config.json, as the practice-details form shows it), and one per
 * picture or file. A unit knows what it needs to be correct live (a page naming a new picture, a menu linking a new
 * page) so choosing it brings those with it, and a picture that no page uses now is marked unused (not sent unless
 * chosen). Each unit has a fingerprint of its own: Publish sends back the fingerprints of the units the screen showed.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseJson } from "../../../content/validate/json";
import { routeForFile } from "../../../content/routes";
import type { FormModels } from "../../model/formModel";
import type { FileContent } from "./commits";
import { fingerprintOf } from "./pin";
import type { ChangedFile } from "./repository";
import { describeFile, kindOfFile, type FileKind } from "./words";

export const SITE_FILE = "site.config.json";

export interface Need {
  /** The unit needed. */
  id: string;
  /** Why, in words: "shows the picture “smile.jpg”", "links to the new page “Implants”". */
  why: string;
}

export interface ChangeUnit {
  /** "pages/about.json", "public/images/smile.jpg", or "site.config.json#openingHours" for a section. */
  id: string;
  kind: FileKind;
  status: "added" | "changed" | "deleted";
  name: string;
  lines: string[];
  /** The file it changes (a section changes part of site.config.json). */
  file: string;
  /** The top-level key of site.config.json, for a section of the practice details. */
  section?: string;
  needs: Need[];
  /** A picture or file no page or practice detail names now: sent only when chosen. */
  unused?: boolean;
  fingerprint: string;
}

/** What a changed page's text names: its web paths ("/images/smile.jpg") and the routes of new pages. */
const webPath = (file: string) => file.replace(/^public/, "");

const parsed = (bytes: Buffer | null): Record<string, unknown> | null => {
  if (!bytes) return null;
  const result = parseJson(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  return result.ok && result.value && typeof result.value === "object" && !Array.isArray(result.value) ? (result.value as Record<string, unknown>) : null;
};

/** The sections of the practice details that differ, by key, in the form's order (keys the form does not name last). */
function changedSections(models: FormModels, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const order = models.site.fields.map((field) => field.key);
  const differ = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return differ.sort((a, b) => rank(order, a) - rank(order, b));
}
const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);

/** The section's name as the practice-details form shows it. */
const sectionLabel = (models: FormModels, key: string) => models.site.fields.find((field) => field.key === key)?.label ?? key;

/** The text a unit holds now, where its needs are read from. */
function textOf(unit: ChangeUnit, files: Map<string, ChangedFile>): string {
  const file = files.get(unit.file);
  if (!file?.bytes) return "";
  if (!unit.section) return file.bytes.toString("utf8");
  return JSON.stringify(parsed(file.bytes)?.[unit.section] ?? null);
}

export interface UnitsInput {
  models: FormModels;
  siteName: string;
  /** The change set's files (changeSet.ts). */
  files: ChangedFile[];
  /** The site's folder: pages that did not change are read for the pictures they use. */
  root: string;
}

export async function unitsOf({ models, siteName, files, root }: UnitsInput): Promise<ChangeUnit[]> {
  const byFile = new Map(files.map((file) => [file.file, file]));
  const units: ChangeUnit[] = [];
  for (const file of files) {
    const kind = kindOfFile(file.file);
    const before = kind === "site" ? parsed(file.before) : null;
    const after = kind === "site" ? parsed(file.bytes) : null;
    if (kind === "site" && before && after) {
      for (const key of changedSections(models, before, after)) {
        const bytes = Buffer.from(JSON.stringify({ ...before, [key]: after[key] }));
        const words = describeFile(models, siteName, file.file, Buffer.from(JSON.stringify(before)), bytes);
        units.push({
          id: `${SITE_FILE}#${key}`, kind, status: "changed", name: `Practice details: ${sectionLabel(models, key)}`, lines: words.lines, file: file.file, section: key, needs: [],
          fingerprint: fingerprintOf([{ file: `${SITE_FILE}#${key}`, bytes: Buffer.from(JSON.stringify([before[key] ?? null, after[key] ?? null])) }]),
        });
      }
      continue;
    }
    const words = describeFile(models, siteName, file.file, file.before, file.bytes);
    // A picture or file by its own name ("Picture “smile.jpg”"), not the heading all of them share.
    const name = kind === "file" ? words.lines[0]!.replace(/ (added|removed|replaced)$/, "") : words.name;
    units.push({ id: file.file, kind, status: file.status, name, lines: words.lines, file: file.file, needs: [], fingerprint: fingerprintOf([{ file: file.file, bytes: file.bytes }]) });
  }
  linkNeeds(units, byFile);
  await markUnused(units, root);
  return units;
}

/** A page or section needs the pictures it names and the new pages it links to (when they are changes too). */
function linkNeeds(units: ChangeUnit[], files: Map<string, ChangedFile>): void {
  const pictures = units.filter((unit) => unit.kind === "file" && unit.status !== "deleted");
  const newPages = units.filter((unit) => unit.kind === "page" && unit.status === "added").map((unit) => ({ unit, route: routeForFile(unit.file.slice("pages/".length)) }));
  for (const unit of units) {
    if (unit.kind === "file" || unit.status === "deleted") continue;
    const text = textOf(unit, files);
    for (const picture of pictures) {
      if (text.includes(`"${webPath(picture.file)}`)) unit.needs.push({ id: picture.id, why: `it shows the ${picture.name.replace(/^Picture/, "picture").replace(/^File/, "file")}` });
    }
    for (const { unit: page, route } of newPages) {
      if (page !== unit && route && route !== "/" && text.includes(`"${route}"`)) unit.needs.push({ id: page.id, why: `it links to the new page “${page.name}”` });
    }
  }
}

/** A picture or file that nothing names now (no changed unit, no page or practice detail in the working copy). */
async function markUnused(units: ChangeUnit[], root: string): Promise<void> {
  const candidates = units.filter((unit) => unit.kind === "file" && unit.status !== "deleted" && !units.some((other) => other.needs.some((need) => need.id === unit.id)));
  if (!candidates.length) return;
  const texts = [...(await pageTexts(root)), await readFile(join(root, SITE_FILE), "utf8").catch(() => "")];
  for (const unit of candidates) {
    const path = `"${webPath(unit.file)}`;
    if (!texts.some((text) => text.includes(path))) unit.unused = true;
  }
}

async function pageTexts(root: string): Promise<string[]> {
  const entries = await readdir(join(root, "pages"), { recursive: true, withFileTypes: true }).catch(() => []);
  const texts: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    texts.push(await readFile(join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name), "utf8").catch(() => ""));
  }
  return texts;
}

/** The units that need any of `ids`, directly or through others. */
export function dependentsOf(units: ChangeUnit[], ids: Iterable<string>): Set<string> {
  const out = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const unit of units) {
      if (!out.has(unit.id) && unit.needs.some((need) => out.has(need.id))) {
        out.add(unit.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * The file versions that publish `chosen`: whole files as saved, and site.config.json as live (the version the
 * change set compares with) with only the chosen sections' keys taken from the working copy, written as the editor
 * writes it (rewriteJson: untouched lines keep their text).
 */
export function filesOf(units: ChangeUnit[], chosen: Set<string>, files: ChangedFile[], rewrite: (text: string, previous: unknown, next: unknown) => string): FileContent[] {
  const out: FileContent[] = [];
  for (const file of files) {
    const mine = units.filter((unit) => unit.file === file.file && chosen.has(unit.id));
    if (!mine.length) continue;
    const sections = mine.filter((unit) => unit.section);
    const all = units.filter((unit) => unit.file === file.file);
    if (!sections.length || mine.length === all.length) {
      out.push({ file: file.file, bytes: file.bytes });
      continue;
    }
    const before = parsed(file.before)!;
    const after = parsed(file.bytes)!;
    const next: Record<string, unknown> = { ...before };
    for (const unit of sections) {
      if (unit.section! in after) next[unit.section!] = after[unit.section!];
      else delete next[unit.section!];
    }
    out.push({ file: file.file, bytes: Buffer.from(rewrite(file.before!.toString("utf8"), before, next)) });
  }
  return out;
}
