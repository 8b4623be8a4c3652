/**
 * What a group refuses before anything is built, each problem at its practice, file and place in plain words: a
 * practice changing what the group locks, two practices at one address, a practice without its own details. A
 * practice with a problem is not built; the others still are.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Problem } from "../content/validate/problem";
import { withoutTrailingSlashes } from "../editor/server/publish/settings";
import { contentFiles, leaveOutOf, practiceFolder, sharedFolder, type GroupLayout } from "./groupLayout";

export interface GroupCheck {
  /** Problems per practice id (an empty list: fine). */
  problems: Map<string, Problem[]>;
  /** Shared defaults a practice overrides, per practice: for the group to see who differs. */
  overrides: Map<string, string[]>;
}

/** `sharedFiles` and `ownFiles`: the group's shared files and each practice's, when the caller has listed them already. */
export function checkGroup(group: GroupLayout, sharedFiles: Iterable<string> = contentFiles(sharedFolder(group)), ownFiles = (id: string): string[] => contentFiles(practiceFolder(group, id))): GroupCheck {
  const shared = new Set(sharedFiles);
  const problems = new Map<string, Problem[]>();
  const overrides = new Map<string, string[]>();
  const addresses = new Map<string, string>();
  for (const id of group.practices) {
    const own = ownFiles(id);
    const found: Problem[] = [];
    const at = (file: string) => `practices/${id}/${file}`;
    if (!own.includes("site.config.json")) {
      found.push({ file: at("site.config.json"), where: "(the file)", severity: "error", message: `The practice “${id}” has no site.config.json of its own: each practice needs its name, address, hours and contact details there.` });
    }
    for (const file of own) {
      if (group.locked.has(file)) {
        found.push({ file: at(file), where: "(the whole file)", severity: "error", message: `The group locks ${file}: every practice shows the group's version, and a practice cannot change or replace it. Remove this file, or ask the group's web manager to change the shared one.` });
      }
    }
    for (const file of group.locked) {
      if (leaveOutOf(practiceFolder(group, id)).has(file)) {
        found.push({ file: at(file), where: "(the whole file)", severity: "error", message: `The group locks ${file}, so a practice cannot leave it out.` });
      }
    }
    overrides.set(id, own.filter((file) => shared.has(file) && !group.locked.has(file)));
    const url = addressOf(practiceFolder(group, id));
    if (url) {
      const other = addresses.get(url);
      if (other) {
        found.push({ file: at("site.config.json"), where: "url", severity: "error", message: `The practice “${other}” has the same address, ${url}: each practice needs an address of its own.` });
        problems.get(other)!.push({ file: `practices/${other}/site.config.json`, where: "url", severity: "error", message: `The practice “${id}” has the same address, ${url}: each practice needs an address of its own.` });
      } else addresses.set(url, id);
    }
    problems.set(id, found);
  }
  return { problems, overrides };
}

function addressOf(folder: string): string | null {
  try {
    const value = JSON.parse(readFileSync(join(folder, "site.config.json"), "utf8")) as { url?: unknown };
    return typeof value.url === "string" ? withoutTrailingSlashes(value.url).toLowerCase() : null;
  } catch {
    return null;
  }
}
