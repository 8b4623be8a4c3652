/**
 * Whether a site's folder is a practice of a group (<group>/practices/<id>/ beside <group>/group.json), and which:
 * what a practice's Publish needs to check the practice as the group's build puts it together.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { GROUP_FILE } from "./groupLayout";

export function practiceInGroup(root: string): { group: string; id: string } | null {
  const practices = dirname(root);
  if (basename(practices) !== "practices") return null;
  const group = dirname(practices);
  return existsSync(join(group, GROUP_FILE)) ? { group, id: basename(root) } : null;
}
