/**
 * Where two versions of a document differ, in the form's words (placeWords.ts): what someone else's save
 * changed of what this person saved, so they know whose words a field now holds.
 */
import type { FieldSpec } from "../../model/formModel";
import { isRecord, type Path } from "../../model/values";
import { placeWords } from "../../model/placeWords";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The deepest paths where `before` and `after` differ (a list that changed length counts as one place). */
export function differingPaths(before: unknown, after: unknown, path: Path = []): Path[] {
  if (same(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) return before.flatMap((entry, index) => differingPaths(entry, after[index], [...path, index]));
  if (isRecord(before) && isRecord(after) && before.type === after.type) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => differingPaths(before[key], after[key], [...path, key]));
  }
  return [path];
}

/** "Hero (block 1): Heading and FAQ (block 3): question 2, Answer"; at most `most` places, then how many more. */
export function changedPlaces(root: FieldSpec, before: unknown, after: unknown, most = 3): string | undefined {
  const places = [...new Set(differingPaths(before, after).map((path) => placeWords(root, after, path) ?? placeWords(root, after, path.slice(0, 2)) ?? "the page"))];
  if (!places.length) return undefined;
  const shown = places.slice(0, most);
  const more = places.length - shown.length;
  return more ? `${shown.join("; ")} and ${more === 1 ? "1 other place" : `${more} other places`}` : shown.join("; ");
}
