/**
 * Findings made after validation (the editorial checks, the stand-ins) kept per page on disk, beside the
 * validator's own (diskCache.ts), so that a one-page change looks again at that page only.
 *
 * validateProject hands them out with its result when it kept its own on disk. A page's share is used again
 * when the page's bytes and its shared-block references are the same, under the same validator and site config
 * (the key), and the same `context` the caller gives (anything else its findings depend on). The file of each
 * kind is written whole; one that cannot be read, or is of another key, is not used.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageEntry } from "../types";
import type { SharedEntry } from "../shared";
import { writeWhole } from "../../build/writeWhole";

const FORMAT = 1;

const lookedAtAfresh = new Map<string, number>();

/** How many pages the checks kept as `name` have looked at afresh in this process, not taking what was kept (for the tests). */
export const pagesLookedAtAfresh = (name: string) => lookedAtAfresh.get(name) ?? 0;

interface Saved<T> {
  format: number;
  key: string;
  context: string;
  pages: Record<string, [pageKey: string, value: T]>;
}

/** Each page file's key: its bytes and its shared blocks' places, with the shared blocks' bytes, and without them. */
export interface PageKeys {
  withShared: ReadonlyMap<string, string>;
  sharedApart: ReadonlyMap<string, string>;
}

export class KeptPages {
  constructor(
    private readonly dir: string,
    private readonly key: string,
    private readonly keys: PageKeys,
  ) {}

  /**
   * `find(entry)` for each page, or what it gave before when neither the page nor `context` changed. `sharedApart`:
   * `find` reads the page with sharedSeenByPage's view of its shared blocks (where they are, not what they say), so
   * a change inside a shared block leaves its findings as they were (the rules, the stand-ins; not the editorial
   * checks, whose heading levels count the shared blocks' headings).
   */
  each<T>(name: string, context: string, pages: readonly PageEntry[], find: (entry: PageEntry) => T, { sharedApart = false } = {}): T[] {
    let afresh = 0;
    const pageKeys = sharedApart ? this.keys.sharedApart : this.keys.withShared;
    const path = join(this.dir, `kept-${name}.json`);
    const before = this.read<T>(path);
    const usable = before?.key === this.key && before.context === context ? before.pages : {};
    const after: Saved<T> = { format: FORMAT, key: this.key, context, pages: {} };
    let changed = !before || usable !== before.pages;
    const values = pages.map((entry) => {
      const pageKey = pageKeys.get(entry.file);
      const kept = pageKey === undefined ? undefined : usable[entry.file];
      const value = kept && kept[0] === pageKey ? kept[1] : (afresh++, find(entry));
      if (value !== kept?.[1]) changed = true;
      if (pageKey !== undefined) after.pages[entry.file] = [pageKey, value];
      return value;
    });
    if (changed || Object.keys(usable).length !== Object.keys(after.pages).length) {
      try {
        writeWhole(path, JSON.stringify(after));
      } catch {
        // Not kept: found again next time.
      }
    }
    lookedAtAfresh.set(name, pagesLookedAtAfresh(name) + afresh);
    return values;
  }

  private read<T>(path: string): Saved<T> | undefined {
    try {
      const saved = JSON.parse(readFileSync(path, "utf8")) as Saved<T>;
      return saved?.format === FORMAT && typeof saved.pages === "object" && saved.pages ? saved : undefined;
    } catch {
      return undefined;
    }
  }
}

const KEPT = Symbol("kept pages");

/** Hands the kept findings out with a validation result (not a field of it: results are compared and copied). */
export function attachKeptPages<T extends object>(result: T, kept: KeptPages): T {
  Object.defineProperty(result, KEPT, { value: kept, enumerable: false });
  return result;
}

export const keptPagesOf = (result: object): KeptPages | undefined => (result as { [KEPT]?: KeptPages })[KEPT];

/**
 * For a check of one page: the shared blocks as that page sees them, without their content (checked in their own
 * files) and with only that page's uses. Made once for all pages: a shared block used by every page would
 * otherwise bring all its uses into each page's check, and a site's checks would grow with the square of its pages.
 */
export function sharedSeenByPage(shared: readonly SharedEntry[]): (file: string) => SharedEntry[] {
  const byPage = new Map<string, SharedEntry[]>();
  for (const { block: _checkedInItsFile, usedBy, ...entry } of shared) {
    const uses = new Map<string, SharedEntry["usedBy"]>();
    for (const use of usedBy) uses.set(use.file, [...(uses.get(use.file) ?? []), use]);
    for (const [file, own] of uses) byPage.set(file, [...(byPage.get(file) ?? []), { ...entry, usedBy: own }]);
  }
  return (file) => byPage.get(file) ?? [];
}
