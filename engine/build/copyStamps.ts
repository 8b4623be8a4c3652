/**
 * The stamps of the files a build copied into dist/ (engine/build/output.ts's `copies`), kept in the site's
 * .cache/ rather than in dist/: they name this machine's files (their numbers and change times), not what is
 * published, so a build from nothing and one over a kept dist/ still leave the same bytes. A stamp also holds the
 * copy's own number and change time, so stamps that belong to another dist/ (or a dist/ seeded by hard links)
 * never match, and those files are compared by their bytes instead.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeWhole } from "./writeWhole";

const FILE = join(".cache", "build-copies.json");

export function readCopyStamps(root: string): Record<string, string> {
  try {
    const kept = JSON.parse(readFileSync(join(root, FILE), "utf8"));
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

export function writeCopyStamps(root: string, stamps: Record<string, string>): void {
  writeWhole(join(root, FILE), JSON.stringify(stamps));
}
