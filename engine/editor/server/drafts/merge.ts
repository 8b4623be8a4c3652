/**
 * Two people on one page: a field-level three-way merge of JSON values. `base` is what the person opened,
 * `theirs` the file as it is now (someone saved since), `mine` what the person is saving. A field only one of
 * them changed takes that change; a field both changed the same way is kept; a field both changed differently
 * is a conflict, left as "mine" in the merged value and listed so the person chooses. Nothing is dropped
 * without a conflict saying so.
 */
import { jsonPath, type PathSegment } from "../../../content/validate/problem";
import type { FieldConflict } from "../../model/api";
import type { FieldSpec } from "../../model/formModel";
import { placeWords } from "../../model/placeWords";

export interface MergeConflict {
  path: PathSegment[];
  theirs: unknown;
  mine: unknown;
}

export interface MergeResult {
  value: unknown;
  conflicts: MergeConflict[];
}

/** `base` undefined when what was opened is not known: then every difference between the two is a conflict. */
export function mergeThreeWay(base: unknown, theirs: unknown, mine: unknown): MergeResult {
  const conflicts: MergeConflict[] = [];
  const value = merge(base, theirs, mine, [], conflicts);
  return { value, conflicts };
}

function merge(base: unknown, theirs: unknown, mine: unknown, path: PathSegment[], conflicts: MergeConflict[]): unknown {
  if (sameValue(theirs, mine)) return mine;
  if (sameValue(base, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (isRecord(theirs) && isRecord(mine)) {
    const before = isRecord(base) ? base : {};
    const out: Record<string, unknown> = {};
    // Mine's order first, then fields only theirs has: the saved file keeps the order the person sees.
    const keys = [...Object.keys(mine), ...Object.keys(theirs).filter((key) => !(key in mine))];
    for (const key of keys) {
      const merged = merge(before[key], theirs[key], mine[key], [...path, key], conflicts);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  // Lists are merged entry by entry only when no one added or removed an entry: otherwise entries may have
  // moved, and pairing them by position could put one person's change into another entry.
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(mine) && base.length === theirs.length && base.length === mine.length) {
    return mine.map((entry, index) => merge(base[index], theirs[index], entry, [...path, index], conflicts));
  }
  conflicts.push({ path, theirs, mine });
  return mine;
}

/** Deep equality of JSON values; the order of an object's fields does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((entry, index) => sameValue(entry, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => sameValue(a[key], b[key]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Each conflict named as the form names the field ("Hero (block 1): Heading"), as the change lists do. `form` is
 * the form of the document's kind (page, shared block or practice details).
 */
export function describeConflicts(conflicts: MergeConflict[], document: unknown, kind: "page" | "shared" | "site", form: FieldSpec): FieldConflict[] {
  const whole = kind === "site" ? "the practice details" : "the page";
  return conflicts.map(({ path, theirs, mine }) => ({
    where: jsonPath(path),
    // A field the form has no place for (written outside the editor) is still listed, never dropped.
    place: !path.length ? `All of ${whole}` : (placeWords(form, document, path) ?? `A part of ${whole} the form does not show`),
    theirs,
    mine,
  }));
}

export type { FieldConflict };
