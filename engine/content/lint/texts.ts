/** Finding the words in a block: every string, with where it is and what field holds it. */
import type { PathSegment } from "../validate/problem";

export interface TextAt {
  path: PathSegment[];
  /** The field that holds it: "answer" for items[0].answer, "bio" for members[0].bio[2]. */
  field: string | undefined;
  text: string;
}

/** Fields whose values are names, paths or addresses, not words a visitor reads. */
const NOT_PROSE = new Set([
  "type", "kind", "variant", "icon", "src", "poster", "captions", "href", "to", "path", "link", "ref", "$schema",
  "imageSide", "layout", "platform", "category", "categories", "details", "cards", "services", "alt",
]);

/** Every string inside `value` (links and addresses included). */
export function allStrings(value: unknown, path: PathSegment[] = [], field?: string): TextAt[] {
  if (typeof value === "string") return [{ path, field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => allStrings(item, [...path, index], field));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => allStrings(item, [...path, key], key));
  }
  return [];
}

/** The strings a visitor reads: headings, paragraphs, labels, answers, prices. */
export function proseStrings(value: unknown): TextAt[] {
  return allStrings(value).filter((entry) => !entry.path.some((segment) => typeof segment === "string" && NOT_PROSE.has(segment)));
}
