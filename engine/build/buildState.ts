/**
 * What a build leaves in dist/ for the next one (dist/.build-state.json, a dotfile: never served): each page's
 * fingerprint (engine/build/prerender.ts) and a hash of its file's bytes, and which files have compressed copies made
 * with which settings.
 * A dist/ without it, or with one of another version, is built as if from nothing (every page drawn, every
 * file compared), which gives the same files.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { STATE_FILE } from "./output";

const VERSION = 1;

export interface BuildState {
  version: number;
  /** Page file -> fingerprint of what it was drawn from. */
  pages: Record<string, string>;
  /**
   * Page file -> a hash of its bytes (engine/build/output.ts's WrittenFile): a page drawn again is compared with it,
   * not with its file read back, while that file is as the build left it. Missing in a state of an earlier engine.
   */
  outputs?: Record<string, string>;
  /** The settings the compressed copies were made with (engine/build/precompress.ts), or null for none. */
  compression: string | null;
  /** Files whose copies were made (or found not worth keeping) with those settings. */
  compressed: string[];
}

export const EMPTY_STATE: BuildState = { version: VERSION, pages: {}, compression: null, compressed: [] };

export function readBuildState(distDir: string): BuildState {
  try {
    const state = JSON.parse(readFileSync(join(distDir, STATE_FILE), "utf8")) as BuildState;
    return state.version === VERSION ? state : EMPTY_STATE;
  } catch {
    return EMPTY_STATE;
  }
}

export function writeBuildState(distDir: string, state: Omit<BuildState, "version">): void {
  const file = join(distDir, STATE_FILE);
  // Removed first: it may be shared with a published release (engine/build/output.ts).
  rmSync(file, { force: true });
  const sorted = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, JSON.stringify({ version: VERSION, ...state, pages: sorted(state.pages), outputs: sorted(state.outputs ?? {}), compressed: [...state.compressed].sort() }));
}
