/**
 * The stamps of the files a build copied into dist/ (engine/build/output.ts's `copies`), and of the page files it
 * left there (output.ts's WrittenFile), kept in the site's .cache/ rather than in dist/: they name this machine's
 * files (their numbers and change times), not what is published, so a build from nothing and one over a kept dist/
 * still leave the same bytes. A stamp also holds the file's own number and a time, so stamps that belong to another
 * dist/ (or a dist/ seeded by hard links, or changed by hand) never match, and those files are compared by their
 * bytes instead.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const COPIES = join(".cache", "build-copies.json");
const PAGES = join(".cache", "build-pages.json");

export const readCopyStamps = (root: string) => readStamps(root, COPIES);
export const writeCopyStamps = (root: string, stamps: Record<string, string>) => writeStamps(root, COPIES, stamps);
export const readPageStamps = (root: string) => readStamps(root, PAGES);
export const writePageStamps = (root: string, stamps: Record<string, string>) => writeStamps(root, PAGES, stamps);

function readStamps(root: string, name: string): Record<string, string> {
  try {
    const kept = JSON.parse(readFileSync(join(root, name), "utf8"));
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

function writeStamps(root: string, name: string, stamps: Record<string, string>): void {
  const file = join(root, name);
  mkdirSync(join(root, ".cache"), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, JSON.stringify(stamps));
  renameSync(partial, file);
}
