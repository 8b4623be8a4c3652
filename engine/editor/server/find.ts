/**
 * Find, past the pages' titles: the fields whose words (or whose name in the form) hold what was typed, in every
 * page, shared block and the practice details. "Saturday" finds the opening hours' Saturday row, "Scale and
 * polish" the price table's row, "opening hours" the hours section. Each answer names its place as the form does
 * (placeWords) and the field to open ("at", the file's own path), so the screen can open it there.
 */
import { jsonPath } from "../../content/validate/problem";
import type { FieldEntry, FieldSpec } from "../model/formModel";
import { placeWords } from "../model/placeWords";
import { getIn, optionFor, type Path } from "../model/values";
import type { SitePages } from "./pages";

export interface FoundField {
  file: string;
  /** The page's name, "Practice details" or the shared block's. */
  name: string;
  /** Where in it, as the form names it: "Opening hours, Saturday: Closes". */
  place: string;
  /** The field's path in the file, for the form to open ("openingHours[5].closes"). */
  at: string;
  /** The field's words (cut short), or empty when its name matched. */
  words: string;
}

/** At most this many fields are answered, and this many from one file, so a common word does not flood the list. */
export const FOUND_AT_MOST = 30;
const FROM_ONE_FILE = 8;

export async function findFields(pages: SitePages, query: string): Promise<FoundField[]> {
  const wanted = query.trim().toLowerCase();
  if (wanted.length < 2) return [];
  const { pages: listed } = await pages.list();
  const found: FoundField[] = [];
  for (const document of await pages.documents()) {
    if (document.value === undefined) continue;
    const name = document.file === "site.config.json" ? "Practice details" : (listed.find((page) => page.file === document.file)?.name ?? document.file.replace(/^pages\/(_shared\/)?|\.json$/g, ""));
    let fromThis = 0;
    for (const [path, words] of leaves(document.value)) {
      if (fromThis >= FROM_ONE_FILE || found.length >= FOUND_AT_MOST) break;
      const place = placeWords(document.spec as FieldSpec, document.value, path);
      // A field the form does not show ($schema, a block's type) is not an answer.
      if (!place || hiddenField(document.spec as FieldSpec, document.value, path)) continue;
      const inWords = words.toLowerCase().includes(wanted);
      if (!inWords && !place.toLowerCase().includes(wanted)) continue;
      found.push({ file: document.file, name, place, at: jsonPath(path), words: inWords ? shortened(words) : "" });
      fromThis++;
    }
  }
  return found;
}

/** Every text, number and choice in `value`, with its path, in the file's order. */
function* leaves(value: unknown, path: (string | number)[] = []): Generator<[Path, string]> {
  if (typeof value === "string" || typeof value === "number") yield [path, String(value)];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, [...path, index]);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
}

/** Whether the form keeps the field at `path` without showing it (a block's "type", "$schema"). */
function hiddenField(root: FieldSpec, document: unknown, path: Path): boolean {
  let spec: FieldSpec | undefined = root;
  for (const [at, segment] of path.entries()) {
    const value = getIn(document, path.slice(0, at));
    while (spec && (spec.kind === "variants" || spec.kind === "nullable")) spec = spec.kind === "variants" ? optionFor(spec, value)?.spec : value === null ? undefined : spec.spec;
    if (!spec) return true;
    if (spec.kind === "object" && typeof segment === "string") {
      const field: FieldEntry | undefined = spec.fields.find((entry) => entry.key === segment);
      if (!field || field.hidden) return true;
      spec = field.spec;
    } else if (spec.kind === "list" && typeof segment === "number") spec = spec.item;
    else if (spec.kind === "tuple" && typeof segment === "number") spec = spec.items[segment];
    else return true;
  }
  return false;
}

function shortened(words: string): string {
  return words.length > 80 ? `${words.slice(0, 79)}…` : words;
}
