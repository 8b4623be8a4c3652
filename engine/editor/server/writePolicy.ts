/**
 * Who may write what, decided here and nowhere else. Every write the editor makes, whatever the route (a save, a
 * new page and its entry in the services list, a move that updates links, a restore, a picture added or removed, a
 * draft kept), names the files or parts it changes and asks this module before anything is written.
 *
 *   everyone signed in   the pages (and shared blocks) and the pictures
 *   owners only          the practice details (site.config.json), the people, the editor's settings
 *   editors with the right   the everyday facts in the practice details: opening hours, closures, the notice
 *
 * The practice details are owner-only as a file: a route that writes site.config.json for an editor must say
 * what it changes (refusalOfChange, field by field), and is allowed only when every difference from the current
 * file is an everyday fact and the editor has the right (an owner can take it away per person, accounts/).
 *
 * Locally (npm run edit) the person at the computer is an owner (people.ts), so nothing changes there.
 *
 * In a group's editor, a practice's editor also names what the group locks (GroupLocks, from group.json's
 * "locked"): nobody writes those as the practice's own, whatever their role there, since every practice shows
 * the group's version; the refusal names who may change it. Those who may change the group's shared content
 * (group/sharedRole.ts, asked through GroupLocks.mayChangeShared) change the group's version instead
 * (group/groupDocuments.ts, document/group-save).
 */
import { EVERYDAY_FIELDS } from "../model/everyday";
import { sameValue } from "./drafts/merge";
import { HttpError } from "./http";
import type { Person } from "./people";

/** The parts of what the editor can change, each with one rule. */
export type WriteArea = "pages" | "pictures" | "practice-details" | "people" | "settings";

const OWNERS_ONLY: ReadonlySet<WriteArea> = new Set(["practice-details", "people", "settings"]);

/** Why an editor is refused, in the words staff read. */
const OWNERS_ONLY_WORDS: Record<string, string> = {
  "practice-details": "Only an owner can change the practice details (the practice's name, contact details, menus and services list). Ask an owner of the editor to make this change.",
  people: "Only an owner can invite, change or remove people.",
  settings: "Only an owner can change the editor's settings.",
};

/**
 * The part a file of the site belongs to, from its path relative to the site's folder: "pages/about.json",
 * "site.config.json", "public/images/team/jo.jpg". Null for anything else: the editor writes nothing else.
 */
export function areaOfFile(file: string): WriteArea | null {
  if (file === "site.config.json") return "practice-details";
  if (file.startsWith("pages/") && file.endsWith(".json")) return "pages";
  if (file.startsWith("public/")) return "pictures";
  return null;
}

/** What a group locks, as one practice's editor sees it (group/workingView.ts). */
export interface GroupLocks {
  /** Paths relative to the site's folder ("pages/complaints.json", "public/images/logo.svg"). */
  readonly files: ReadonlySet<string>;
  /** The group's owners, named ("Sam Patel or Ali Khan"). */
  owners(): string;
  /** Whether `person` may change the group's version of a shared file (group/sharedRole.ts, the one rule). */
  mayChangeShared(person: Person): boolean;
}

/** Who may change the group's version of a shared file, in the words of a refusal or a notice. */
export const whoMayChangeShared = (owners: string) => `the group's owners (${owners}) and the people they give the role over the group's shared content`;

/** Why nobody may write `file` here because the group locks it, or null. A folder ("public/images/") is never locked itself. */
export function lockedRefusal(file: string, locks: GroupLocks | undefined): string | null {
  if (!locks?.files.has(file)) return null;
  return `The group locks this file, so it cannot be changed from a practice's editor: every practice shows the group's version. Only ${whoMayChangeShared(locks.owners())} can change it.`;
}

/** Whether `person` may change `area`. Nobody signed in may change nothing. */
export function mayWrite(person: Person | null, area: WriteArea): boolean {
  if (!person) return false;
  return !OWNERS_ONLY.has(area) || person.role === "owner";
}

/** Whether `person` may write every one of `files` (paths relative to the site's folder). */
export function mayWriteFiles(person: Person | null, files: readonly string[], locks?: GroupLocks): boolean {
  return refusalOfFiles(person, files, locks) === null;
}

/** Why `person` may not write one of `files`, in words, or null when they may write them all. */
export function refusalOfFiles(person: Person | null, files: readonly string[], locks?: GroupLocks): string | null {
  if (!person) return "Please sign in first.";
  for (const file of files) {
    const area = areaOfFile(file);
    if (!area) return "The editor does not change that file.";
    const locked = lockedRefusal(file, locks);
    if (locked) return locked;
    const refused = refusalOf(person, area);
    if (refused) return refused;
  }
  return null;
}

/** Why `person` may not change `area`, in words, or null when they may. */
export function refusalOf(person: Person | null, area: WriteArea): string | null {
  if (!person) return "Please sign in first.";
  if (mayWrite(person, area)) return null;
  return OWNERS_ONLY_WORDS[area] ?? "Only an owner can make this change.";
}

/** Throws a 403 in words unless `person` may write every one of `files`. */
export function requireMayWriteFiles(person: Person | null, files: readonly string[], locks?: GroupLocks): void {
  const refused = refusalOfFiles(person, files, locks);
  if (refused) throw new HttpError(person ? 403 : 401, refused);
}

/** The practice details' fields as staff know them, for the words of a refusal. */
const FIELD_WORDS: Record<string, string> = {
  name: "the practice's name", businessType: "the kind of business", url: "the website's address", language: "the language",
  logo: "the logo", contact: "the contact details", links: "the links to other sites", rules: "the rule sets",
  practice: "the practice's registration details", forms: "where the forms send", navigation: "the menus",
  serviceCategories: "the groups of treatments", services: "the services list", timings: "how fast things move",
  layout: "the layout", theme: "the colours", strings: "the words the site shows",
};

/** Whether `person` may change the everyday facts: owners always, editors unless an owner took the right away. */
export function mayChangeEveryday(person: Person | null): boolean {
  return !!person && (person.role === "owner" || person.everyday === true);
}

/**
 * Why `person` may not make `file` go from `before` to `after` (parsed values; `before` undefined when the file is
 * missing or unreadable), in words, or null when they may. Only site.config.json is asked field by field.
 */
export function refusalOfChange(person: Person | null, file: string, before: unknown, after: unknown, locks?: GroupLocks): string | null {
  if (file !== "site.config.json" || person?.role !== "editor" || locks?.files.has(file)) return refusalOfFiles(person, [file], locks);
  const changed = changedFields(before, after);
  const outside = changed.filter((field) => !EVERYDAY_FIELDS.includes(field));
  if (outside.length) {
    const named = outside.map((field) => FIELD_WORDS[field] ?? `"${field}"`);
    return `Only an owner can change ${joinWords(named)} in the practice details. Ask an owner of the editor to make that change${mayChangeEveryday(person) ? " (you may change the opening hours, closures and the notice yourself)" : ""}.`;
  }
  if (changed.length && !mayChangeEveryday(person)) return "An owner has not given you the right to change the opening hours, closures and the notice. Ask an owner to make this change, or to give you that right on the People screen.";
  return null;
}

/** Throws a 403 in words unless `person` may make `file` go from `before` to `after` (refusalOfChange). */
export function requireMayChange(person: Person | null, file: string, before: unknown, after: unknown, locks?: GroupLocks): void {
  const refused = refusalOfChange(person, file, before, after, locks);
  if (refused) throw new HttpError(person ? 403 : 401, refused);
}

/** Whether `person` may be let into `file` to change part of it, the change then asked of refusalOfChange. */
export function mayChangePartOf(person: Person | null, file: string, locks?: GroupLocks): boolean {
  return file === "site.config.json" && !locks?.files.has(file) ? mayChangeEveryday(person) : mayWriteFiles(person, [file], locks);
}

/** The top-level fields that differ between two values (every field of either when one is not an object). */
function changedFields(before: unknown, after: unknown): string[] {
  const fields = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const a = fields(before);
  const b = fields(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  if (before === undefined) return keys.length ? keys : ["name"];
  return keys.filter((key) => !sameValue(a[key], b[key]));
}

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Throws a 403 in words unless `person` may change `area`. */
export function requireMayWrite(person: Person | null, area: WriteArea): void {
  const refused = refusalOf(person, area);
  if (refused) throw new HttpError(person ? 403 : 401, refused);
}
