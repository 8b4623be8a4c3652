/**
 * The stamps of the files a build copied into dist/ (engine/build/output.ts's `copies`) and of the page files it
 * left there (output.ts's WrittenFile), kept in one file of the site's .cache/ rather than in dist/: they name this
 * machine's files (their numbers and times), not what is published, so a build from nothing and one over a kept
 * dist/ still leave the same bytes. A stamp also holds the file's own number and a time, so stamps that belong to
 * another dist/ (or a dist/ seeded by hard links, or changed by hand) never match, and those files are compared by
 * their bytes instead. One file, written once a build: a group's build writes it for each of its practices.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeWhole } from "./writeWhole";

const FILE = join(".cache", "build-stamps.json");

export interface OutputStamps {
  /** Copied file -> its stamps (output.ts's copyStamp). */
  copies: Record<string, string>;
  /** Page file -> its stamp as the build left it (output.ts's WrittenFile). */
  pages: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, string> => !!value && typeof value === "object" && !Array.isArray(value);

export function readOutputStamps(root: string): OutputStamps {
  try {
    const kept = JSON.parse(readFileSync(join(root, FILE), "utf8"));
    return { copies: isRecord(kept?.copies) ? kept.copies : {}, pages: isRecord(kept?.pages) ? kept.pages : {} };
  } catch {
    return { copies: {}, pages: {} };
  }
}

export function writeOutputStamps(root: string, stamps: OutputStamps): void {
  const file = join(root, FILE);
  // The old file removed first: renamed over it, ext4 writes the new one out to disk at once (about 10 ms on a busy
  // disk, once per practice of a group). Without either, the next build only compares files by their bytes.
  rmSync(file, { force: true });
  writeWhole(file, JSON.stringify(stamps));
}
