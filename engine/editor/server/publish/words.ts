/**
 * What changed in one file, in the words the editor's forms use, with the words before and after:
 * "Examination fee: £27.40 → £27.90", "Hero (block 1): Heading: “Fixture heading” → “Veneers that last”",
 * "Opening hours, Saturday: Closes: 13:00 → 14:00", "Show the map: on → off", "FAQ block added". Read from the two versions of the file and the form model (field labels, block
 * names, what an entry of a list is called), so a field added to a schema is described without a word here.
 */
import { parseJson } from "../../../content/validate/json";
import type { FieldSpec, FormModels, ListSpec } from "../../model/formModel";
import { labelFor } from "../../model/labels";
import { placeWords } from "../../model/placeWords";
import { getIn, isRecord, optionFor, type Segment } from "../../model/values";
import { addedChargesStart } from "../../model/chargesStart";
import { ukDay } from "../../../app/chargeSchedules";

export type FileKind = "page" | "shared" | "site" | "file";

export interface FileInWords {
  file: string;
  kind: FileKind;
  /** "Veneers", "Practice details", "Shared block “closing-cta”", "Pictures and files". */
  name: string;
  /** One line per change, without the name: "Hero (block 1): Heading: “Old words” → “New words”". */
  lines: string[];
  /** For the practice details: the first day of charges the change adds that start later ("2027-04-01"), offered as the day to publish. */
  startsOn?: string;
}

const MOST_LINES = 8;

export function kindOfFile(file: string): FileKind {
  if (file === "site.config.json") return "site";
  if (file.startsWith("pages/_shared/")) return "shared";
  if (file.startsWith("pages/") && file.endsWith(".json")) return "page";
  return "file";
}

const read = (bytes: Buffer | null): { ok: true; value: unknown } | { ok: false } | null => {
  if (!bytes) return null;
  const parsed = parseJson(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false };
};

/** A page's name as staff know it: its title without " | the practice's name". */
export function pageName(value: unknown, siteName: string | undefined, file: string): string {
  const title = getIn(value, ["title"]);
  if (typeof title === "string" && title.trim()) {
    const suffix = siteName ? ` | ${siteName}` : "";
    return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  }
  return file.replace(/^pages\//, "").replace(/\.json$/, "");
}

export function describeFile(models: FormModels, siteName: string | undefined, file: string, before: Buffer | null, after: Buffer | null): FileInWords {
  const kind = kindOfFile(file);
  if (kind === "file") {
    const name = "Pictures and files";
    // By its name as the file picker shows it, never its path on disk.
    const shown = `${PICTURE.test(file) ? "Picture" : "File"} “${file.slice(file.lastIndexOf("/") + 1)}”`;
    return { file, kind, name, lines: [`${shown} ${!before ? "added" : !after ? "removed" : "replaced"}`] };
  }
  const old = read(before);
  const now = read(after);
  const value = now?.ok ? now.value : old?.ok ? old.value : undefined;
  const name =
    kind === "site" ? "Practice details" : kind === "shared" ? `Shared block “${file.replace(/^pages\/_shared\//, "").replace(/\.json$/, "")}”` : pageName(value, siteName, file);
  if (!old) return { file, kind, name, lines: [kind === "page" ? "new page" : "added"] };
  if (!now) return { file, kind, name, lines: [kind === "page" ? "page deleted" : "deleted"] };
  if (!old.ok || !now.ok) return { file, kind, name, lines: ["changed"] };
  const root: FieldSpec = kind === "site" ? models.site : kind === "shared" ? models.sharedBlock : models.page;
  const startsOn = kind === "site" ? addedChargesStart(old.value, now.value, ukDay(new Date())) : undefined;
  return { file, kind, name, lines: differences(root, old.value, now.value), ...(startsOn ? { startsOn } : {}) };
}

/** The differences between two values of one model, as lines. */
export function differences(root: FieldSpec, before: unknown, after: unknown): string[] {
  const lines: string[] = [];
  const walk = (path: Segment[], was: unknown, is: unknown) => {
    if (Object.is(was, is) || JSON.stringify(was) === JSON.stringify(is)) return;
    if (Array.isArray(was) && Array.isArray(is)) {
      if (was.length === is.length) {
        if (sameEntries(was, is)) return void lines.push(`${placeInWords(root, after, path) || "entries"} reordered`);
        return is.forEach((entry, index) => walk([...path, index], was[index], entry));
      }
      lines.push(listChange(root, after, path, was, is));
      // Entries changed in place beside the ones added or removed (an entry that only moved is not one).
      const seen = new Set(was.map((entry) => JSON.stringify(entry)));
      for (let index = 0; index < Math.min(was.length, is.length); index++) {
        if (!seen.has(JSON.stringify(is[index]))) walk([...path, index], was[index], is[index]);
      }
      return;
    }
    if (isRecord(was) && isRecord(is)) {
      for (const key of Object.keys(was)) if (!(key in is)) lines.push(sentence(root, before, [...path, key], "removed"));
      for (const key of Object.keys(is)) walk([...path, key], was[key], is[key]);
      return;
    }
    lines.push(leafChange(root, before, after, path, was, is));
  };
  walk([], before, after);
  const unique = [...new Set(lines.filter(Boolean))];
  if (unique.length > MOST_LINES) return [...unique.slice(0, MOST_LINES - 1), `and ${unique.length - MOST_LINES + 1} more changes`];
  return unique.length ? unique : ["changed (layout of the file only)"];
}

function sameEntries(a: unknown[], b: unknown[]): boolean {
  const key = (entries: unknown[]) => entries.map((entry) => JSON.stringify(entry)).sort().join("\n");
  return key(a) === key(b);
}

/**
 * The words for a place, as the form names it (placeWords): ["blocks", 0, "heading"] -> "Hero (block 1): Heading";
 * ["openingHours", 1, "closes"] -> "Opening hours, Saturday: Closes" (the row's own days). A key the form has no field for (a file written
 * by hand) is named after the nearest place the form knows, by its label ("Contact, Street").
 */
export function placeInWords(root: FieldSpec, document: unknown, path: readonly Segment[]): string {
  for (let end = path.length; end >= 0; end--) {
    const known = end ? placeWords(root, document, path.slice(0, end)) : "";
    if (known === undefined) continue;
    const rest = path.slice(end).map((segment) => (typeof segment === "number" ? `entry ${segment + 1}` : labelFor(segment)));
    return capital([known, ...rest].filter(Boolean).join(", "));
  }
  return "";
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An entry by its own short name ("Saturday", "“How long does it take?”"), a block by its kind ("Hero"), else "question 2". */
function entryName(list: ListSpec, entry: unknown, index: number): string {
  const item = unwrap(list.item, entry);
  // A block by its name in the form ("Hero"): its options are told apart by a fixed "type".
  if (list.item.kind === "variants" && isRecord(entry) && typeof entry.type === "string") {
    const option = optionFor(list.item, entry);
    if (option) return option.label;
  }
  if (isRecord(entry) && item?.kind === "object") {
    // A priced row by what it is and what it costs ("Scale and polish: £55"), as the table shows it.
    if (typeof entry.label === "string" && entry.label.trim() && entry.label.length <= 30 && typeof entry.price === "string" && entry.price.trim() && entry.price.length <= 20) return `${entry.label.trim()}: ${entry.price.trim()}`;
    if (typeof entry.label === "string" && entry.label.trim() && entry.label.length <= 30) return entry.label.trim();
    for (const key of ["name", "heading", "question", "title"]) {
      const text = entry[key];
      if (typeof text === "string" && text.trim() && text.length <= 40) return `“${text.trim()}”`;
    }
  }
  if (typeof entry === "string" && entry.trim() && entry.length <= 30 && list.item.kind !== "text") return entry;
  return `${list.noun} ${index + 1}`;
}

function unwrap(spec: FieldSpec | undefined, value: unknown): FieldSpec | undefined {
  let current = spec;
  while (current && (current.kind === "variants" || current.kind === "nullable")) {
    current = current.kind === "variants" ? optionFor(current, value)?.spec : value === null ? undefined : current.spec;
  }
  return current;
}

function specAlong(root: FieldSpec, document: unknown, path: readonly Segment[]): FieldSpec | undefined {
  let spec: FieldSpec | undefined = root;
  let value: unknown = document;
  for (const segment of path) {
    spec = unwrap(spec, value);
    if (spec?.kind === "object") spec = spec.fields.find((field) => field.key === segment)?.spec;
    else if (spec?.kind === "list") spec = spec.item;
    else if (spec?.kind === "tuple" && typeof segment === "number") spec = spec.items[segment];
    else return undefined;
    value = getIn(value, [segment]);
  }
  return spec;
}

function sentence(root: FieldSpec, document: unknown, path: readonly Segment[], what: string): string {
  return `${placeInWords(root, document, path)} ${what}`.trim();
}

function leafChange(root: FieldSpec, before: unknown, after: unknown, path: Segment[], was: unknown, is: unknown): string {
  if (is === undefined) return sentence(root, before, path, "removed");
  const spec = unwrap(specAlong(root, after, path), is);
  const place = placeInWords(root, after, path);
  if (spec?.kind === "boolean" || typeof is === "boolean") return typeof was === "boolean" ? `${place}: ${onOff(was)} → ${onOff(!!is)}` : `${place} switched ${onOff(!!is)}`;
  if (is === null) return `${place} left out`;
  if (typeof is !== "string" && typeof is !== "number") return was === undefined ? `${place} added` : `${place} changed`;
  if (was === undefined || was === null) return `${place} set to ${inLine(String(is))}`;
  if (typeof was !== "string" && typeof was !== "number") return `${place} changed to ${inLine(String(is))}`;
  const [then, now] = whereTheyDiffer(String(was), String(is));
  // "Examination fee: £27.40 → £27.90"; a place named with its own colon reads on without a second one.
  return `${place}${place.includes(":") ? "" : ":"} ${then} → ${now}`;
}

const onOff = (value: boolean) => (value ? "on" : "off");

const SHORT = 60;

/** A value as a line shows it: a short word or figure as it is ("£27.40", "14:00"), words in quotes, nothing as "(empty)". */
function inLine(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return "(empty)";
  if (flat.length > SHORT) return `“${flat.slice(0, SHORT - 1)}…”`;
  return /\s/.test(flat) ? `“${flat}”` : flat;
}

/**
 * Two versions of a text, each shown whole when short, else trimmed to a few words around where they first differ
 * ("“…first words…”"), so a line says what changed in a long introduction without quoting all of it.
 */
export function whereTheyDiffer(was: string, is: string): [string, string] {
  const a = was.replace(/\s+/g, " ").trim();
  const b = is.replace(/\s+/g, " ").trim();
  if (a.length <= SHORT && b.length <= SHORT) return [inLine(a), inLine(b)];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  // Back to the start of a word, a few words before the first difference.
  let from = Math.max(0, start - 20);
  if (from > 0) {
    const space = a.lastIndexOf(" ", from);
    from = space < 0 ? 0 : space + 1;
  }
  const excerpt = (text: string) => {
    if (text.length <= SHORT && from === 0) return inLine(text);
    let end = Math.min(text.length, from + SHORT);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > from + 20) end = space;
    }
    const words = text.slice(from, end).trim();
    return words ? `“${from > 0 ? "…" : ""}${words}${end < text.length ? "…" : ""}”` : "(empty)";
  };
  return [excerpt(a), excerpt(b)];
}

/** A block by its type, any other entry by its whole value. */
const kindOf = (entry: unknown) => (isRecord(entry) && typeof entry.type === "string" ? entry.type : JSON.stringify(entry));

/** Where one entry was put in `is` so that the others keep their kinds in order, or -1. */
function insertedAt(was: unknown[], is: unknown[]): number {
  return is.findIndex((_, at) => is.every((entry, index) => index === at || kindOf(entry) === kindOf(was[index < at ? index : index - 1])));
}

function listChange(root: FieldSpec, after: unknown, path: Segment[], was: unknown[], is: unknown[]): string {
  const spec = unwrap(specAlong(root, after, path), is);
  const list = spec?.kind === "list" ? spec : undefined;
  const place = placeInWords(root, after, path);
  const key = (entry: unknown) => JSON.stringify(entry);
  const remaining = new Map<string, number>();
  for (const entry of was) remaining.set(key(entry), (remaining.get(key(entry)) ?? 0) + 1);
  const added: unknown[] = [];
  for (const entry of is) {
    const count = remaining.get(key(entry)) ?? 0;
    if (count) remaining.set(key(entry), count - 1);
    else added.push(entry);
  }
  const removed = [...remaining.values()].reduce((sum, count) => sum + count, 0);
  const noun = list?.noun ?? "entry";
  const plural = (count: number) => `${count} ${noun === "entry" ? (count === 1 ? "entry" : "entries") : count === 1 ? noun : `${noun}s`}`;
  const inPlace = place && noun === "entry" ? ` (${place})` : "";
  // One entry more: named by itself ("FAQ block added"), even when others changed in place beside it.
  const at = is.length === was.length + 1 ? (added.length === 1 ? is.indexOf(added[0]) : insertedAt(was, is)) : -1;
  if (list && at >= 0) {
    const name = entryName(list, is[at], 0);
    if (!/ 1$/.test(name)) return `${name}${name.includes(noun) || name.includes(":") ? "" : ` ${noun}`} added`;
  }
  if (is.length > was.length) return `${plural(is.length - was.length)} added${inPlace}`;
  // One entry fewer: named as it was ("FAQ block removed").
  const gone = list && is.length === was.length - 1 ? insertedAt(is, was) : -1;
  if (list && gone >= 0) {
    const name = entryName(list, was[gone], 0);
    if (!/ 1$/.test(name)) return `${name}${name.includes(noun) || name.includes(":") ? "" : ` ${noun}`} removed`;
  }
  if (!removed) return `${place || "entries"} reordered`;
  if (is.length < was.length) return `${plural(was.length - is.length)} removed${inPlace}`;
  return `${place || "entries"} changed`;
}


export interface FieldDifference {
  /** "Hero (block 1): Heading", "Opening hours, Saturday: Closes". */
  place: string;
  /** What each version says there, shortened; "" when it has nothing there. */
  live: string;
  then: string;
}

/** Field by field, what `then` says where it differs from `live` (for one page in History). */
export function fieldDifferences(root: FieldSpec, live: unknown, then: unknown, most = 40): FieldDifference[] {
  const out: FieldDifference[] = [];
  const walk = (path: Segment[], a: unknown, b: unknown) => {
    if (out.length >= most || JSON.stringify(a) === JSON.stringify(b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index++) walk([...path, index], a[index], b[index]);
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk([...path, key], a[key], b[key]);
      return;
    }
    out.push({ place: placeInWords(root, b === undefined ? live : then, path) || "the whole file", live: summary(a), then: summary(b) });
  };
  walk([], live, then);
  return out;
}

/** A value in a line: a text as it is (shortened), an entry by its first text. */
function summary(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 299)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (texts.length >= 3) return;
    if (typeof node === "string" && node.trim() && !node.startsWith("/") && !/^[a-z]+$/.test(node)) texts.push(node.trim());
    else if (Array.isArray(node)) node.forEach(collect);
    else if (isRecord(node)) Object.values(node).forEach(collect);
  };
  collect(value);
  const text = texts.join(" · ");
  return text.length > 300 ? `${text.slice(0, 299)}…` : text || "(an entry)";
}

const PICTURE = /\.(?:jpe?g|png|webp|gif|svg|avif)$/i;

/**
 * A publication's title, counting what it holds in the practice's terms: pages by their names ("Veneers, Pricing
 * and 3 more pages"), the practice details once, shared blocks, then pictures and other files by number:
 * "Veneers, Pricing and 3 more pages; practice details; 1 picture".
 */
export function commitTitle(changes: FileInWords[]): string {
  const pages = [...new Set(changes.filter((change) => change.kind === "page").map((change) => change.name))];
  const shared = [...new Set(changes.filter((change) => change.kind === "shared").map((change) => change.name))];
  const files = changes.filter((change) => change.kind === "file");
  const pictures = files.filter((change) => PICTURE.test(change.file)).length;
  const others = files.length - pictures;
  const parts: string[] = [];
  if (pages.length) parts.push(pages.length <= 3 ? listed(pages) : `${pages.slice(0, 2).join(", ")} and ${pages.length - 2} more pages`);
  if (changes.some((change) => change.kind === "site")) parts.push("practice details");
  if (shared.length) parts.push(shared.length === 1 ? lowerFirst(shared[0]!) : `${shared.length} shared blocks`);
  if (pictures) parts.push(pictures === 1 ? "1 picture" : `${pictures} pictures`);
  if (others) parts.push(others === 1 ? "1 file" : `${others} files`);
  const title = parts.join("; ");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
