/**
 * A group of practices in one folder: the group's own content and one folder per practice.
 *
 *   <group>/group.json            { "name": "…", "locked": ["pages/_shared/brand-footer.json", "pages/complaints.json"] }
 *   <group>/shared/pages/…        shared blocks (pages/_shared/) and shared pages every practice gets
 *   <group>/shared/public/…       the brand's pictures and files
 *   <group>/practices/<id>/       each practice's own site.config.json, pages/ and public/
 *
 * A practice gets every shared file. A file of its own at the same place overrides a shared default; at a place
 * the group locks, it is refused (checkGroup.ts). Each practice is put together in <group>/build/<id>/, a site
 * folder like any other, and built into <group>/build/<id>/dist/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface GroupLayout {
  folder: string;
  name: string;
  /** Paths relative to a site folder ("pages/_shared/brand-footer.json") that no practice may change. */
  locked: Set<string>;
  /** The practices' ids (their folder names), sorted. */
  practices: string[];
}

export const GROUP_FILE = "group.json";

export class GroupError extends Error {}

export function readGroup(folder: string): GroupLayout {
  const file = join(folder, GROUP_FILE);
  if (!existsSync(file)) throw new GroupError(`${folder} is not a group of practices: it has no ${GROUP_FILE}.`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new GroupError(`${GROUP_FILE} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const record = (value ?? {}) as { name?: unknown; locked?: unknown };
  if (typeof record.name !== "string" || !record.name.trim()) throw new GroupError(`${GROUP_FILE}: "name" should be the group's name, as text.`);
  const locked = Array.isArray(record.locked) ? record.locked : [];
  if (!locked.every((entry): entry is string => typeof entry === "string")) throw new GroupError(`${GROUP_FILE}: "locked" should be a list of file paths, like "pages/_shared/brand-footer.json".`);
  const practicesDir = join(folder, "practices");
  const practices = existsSync(practicesDir) ? readdirSync(practicesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : [];
  return { folder, name: record.name, locked: new Set(locked), practices };
}

export const sharedFolder = (group: GroupLayout) => join(group.folder, "shared");
export const practiceFolder = (group: GroupLayout, id: string) => join(group.folder, "practices", id);
export const builtFolder = (group: GroupLayout, id: string) => join(group.folder, "build", id);

/** The content files under `root` (site.config.json, pages/, public/), relative to it with "/" separators. */
export function contentFiles(root: string): string[] {
  const out: string[] = [];
  if (existsSync(join(root, "site.config.json"))) out.push("site.config.json");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(root, full).split(sep).join("/"));
    }
  };
  for (const part of ["pages", "public"]) if (existsSync(join(root, part)) && statSync(join(root, part)).isDirectory()) walk(join(root, part));
  return out.sort();
}

/**
 * The shared defaults a practice leaves out: "leaveOut" in its group.practice.json (a shared page it does not
 * want). Leaving out what the group locks is refused (checkGroup.ts).
 */
export function leaveOutOf(practice: string): Set<string> {
  const file = join(practice, PRACTICE_FILE);
  return existsSync(file) ? leaveOutIn(readFileSync(file, "utf8")) : new Set();
}

export const PRACTICE_FILE = "group.practice.json";

/** The "leaveOut" list of a group.practice.json's text (an unreadable one leaves nothing out). */
export function leaveOutIn(text: string): Set<string> {
  try {
    const value = JSON.parse(text) as { leaveOut?: unknown };
    return new Set(Array.isArray(value.leaveOut) ? value.leaveOut.filter((entry): entry is string => typeof entry === "string") : []);
  } catch {
    return new Set();
  }
}
