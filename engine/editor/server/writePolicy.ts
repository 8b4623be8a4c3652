/**
 * Who may write what, decided here and nowhere else. Every write the editor makes, whatever the route (a save, a
 * new page and its entry in the services list, a move that updates links, a restore, a picture added or removed, a
 * draft kept), names the files or parts it changes and asks this module before anything is written.
 *
 *   everyone signed in   the pages (and shared blocks) and the pictures
 *   owners only          the practice details (site.config.json), the people, the editor's settings
 *
 * Locally (npm run edit) the person at the computer is an owner (people.ts), so nothing changes there.
 */
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

/** Whether `person` may change `area`. Nobody signed in may change nothing. */
export function mayWrite(person: Person | null, area: WriteArea): boolean {
  if (!person) return false;
  return !OWNERS_ONLY.has(area) || person.role === "owner";
}

/** Whether `person` may write every one of `files` (paths relative to the site's folder). */
export function mayWriteFiles(person: Person | null, files: readonly string[]): boolean {
  return refusalOfFiles(person, files) === null;
}

/** Why `person` may not write one of `files`, in words, or null when they may write them all. */
export function refusalOfFiles(person: Person | null, files: readonly string[]): string | null {
  if (!person) return "Please sign in first.";
  for (const file of files) {
    const area = areaOfFile(file);
    if (!area) return "The editor does not change that file.";
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
export function requireMayWriteFiles(person: Person | null, files: readonly string[]): void {
  const refused = refusalOfFiles(person, files);
  if (refused) throw new HttpError(person ? 403 : 401, refused);
}

/** Throws a 403 in words unless `person` may change `area`. */
export function requireMayWrite(person: Person | null, area: WriteArea): void {
  const refused = refusalOf(person, area);
  if (refused) throw new HttpError(person ? 403 : 401, refused);
}
