/**
 * A place in a document in the words the form shows: "Hero (block 1): Heading", "FAQ (block 3): question 2,
 * Answer", "Opening hours, Saturday: Closes", "Title". For messages about a field (two versions of it, a change to
 * it) without the file's own names for things ("block 1 (Hero), \"heading\"", "opening-hours row 2").
 */
import type { FieldEntry, FieldSpec } from "./formModel";
import { getIn, optionFor, type Path } from "./values";

export function placeWords(root: FieldSpec, document: unknown, path: Path): string | undefined {
  const parts: string[] = [];
  let spec: FieldSpec | undefined = root;
  let value: unknown = document;
  /** The block, or the day's row, the rest is inside: "Hero (block 1)", "Opening hours, Saturday". */
  let within: string | undefined;
  for (const [at, segment] of path.entries()) {
    while (spec && (spec.kind === "variants" || spec.kind === "nullable")) {
      if (spec.kind === "variants") {
        spec = optionFor(spec, value)?.spec;
      } else spec = value === null ? undefined : spec.spec;
    }
    if (!spec) return undefined;
    if (spec.kind === "object" && typeof segment === "string") {
      const field: FieldEntry | undefined = spec.fields.find((entry) => entry.key === segment);
      if (!field) return undefined;
      parts.push(field.label);
      spec = field.spec;
    } else if ((spec.kind === "list" || spec.kind === "tuple") && typeof segment === "number") {
      const listName = parts.pop(); // the list's own name: its entry says it ("question 2")
      const item: FieldSpec | undefined = spec.kind === "list" ? spec.item : spec.items[segment];
      const day = daysOf(getIn(value, [segment]));
      if (at === 1 && path[0] === "blocks") {
        const block = item && item.kind === "variants" ? optionFor(item, getIn(value, [segment]))?.label : undefined;
        within = `${block ?? "Block"} (block ${segment + 1})`;
      } else if (day && listName && !within) {
        within = [...parts.splice(0), `${listName}, ${day}`].join(", ");
      } else parts.push(`${spec.noun} ${segment + 1}`);
      spec = item;
    } else return undefined;
    value = getIn(value, [segment]);
  }
  const inside = parts.join(", ");
  if (within) return inside ? `${within}: ${inside}` : within;
  return inside || undefined;
}

/** An opening-hours row by the days it is for, as the practice writes them ("Saturday", "Monday – Friday"), else none. */
function daysOf(entry: unknown): string | undefined {
  if (!entry || typeof entry !== "object" || !Array.isArray((entry as { days?: unknown }).days)) return undefined;
  const { label, days } = entry as { label?: unknown; days: unknown[] };
  if (typeof label === "string" && label.trim() && label.length <= 40) return label.trim();
  const named = days.filter((day): day is string => typeof day === "string" && day.trim() !== "");
  return named.length ? named.join(", ") : undefined;
}
