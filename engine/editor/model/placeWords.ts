/**
 * A place in a document in the words the form shows: "Hero (block 1): Heading", "FAQ (block 3): question 2,
 * Answer", "Title". For messages about a field (two versions of it, a change to it) without the file's own names
 * for things ("block 1 (Hero), \"heading\"").
 */
import type { FieldEntry, FieldSpec } from "./formModel";
import { getIn, optionFor, type Path } from "./values";

export function placeWords(root: FieldSpec, document: unknown, path: Path): string | undefined {
  const parts: string[] = [];
  let spec: FieldSpec | undefined = root;
  let value: unknown = document;
  let blockName: string | undefined;
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
      parts.pop(); // the list's own name: its entry says it ("question 2")
      const item: FieldSpec | undefined = spec.kind === "list" ? spec.item : spec.items[segment];
      if (at === 1 && path[0] === "blocks") {
        const block = item && item.kind === "variants" ? optionFor(item, getIn(value, [segment]))?.label : undefined;
        blockName = `${block ?? "Block"} (block ${segment + 1})`;
      } else parts.push(`${spec.noun} ${segment + 1}`);
      spec = item;
    } else return undefined;
    value = getIn(value, [segment]);
  }
  const inside = parts.join(", ");
  if (blockName) return inside ? `${blockName}: ${inside}` : blockName;
  return inside || undefined;
}
