/**
 * The site's rule sets ask for some fields the schema has optional (a clinician's GDC number). The form models
 * are the schemas' alone, built once; a session's copy marks those fields with the reason (`askedBy`), so the
 * form labels them as needed instead of "(optional)" and a new entry's empty one is among what to fill in.
 */
import type { AskedField } from "../../rules/types";
import type { FieldSpec, FormModels, ObjectSpec } from "./formModel";

/** A copy of `models` with the fields in `asked` marked; `models` itself is left as it is. */
export function withFieldsAskedFor(models: FormModels, asked: readonly AskedField[]): FormModels {
  if (!asked.length) return models;
  const copy = structuredClone(models);
  // The same block type is drawn in several places (the block catalogue, a page's blocks, a shared block).
  visit(copy.page, asked);
  visit(copy.sharedBlock, asked);
  visit(copy.site, asked);
  for (const block of copy.blocks) visit(block.spec, asked);
  return copy;
}

function visit(spec: FieldSpec, asked: readonly AskedField[]): void {
  switch (spec.kind) {
    case "object": {
      const type = spec.fields.find((field) => field.key === "type" && field.spec.kind === "const")?.spec;
      for (const field of asked) if (type?.kind === "const" && type.value === field.blockType) mark(spec, field.path, field.words);
      for (const field of spec.fields) visit(field.spec, asked);
      return;
    }
    case "list":
      return visit(spec.item, asked);
    case "tuple":
      return spec.items.forEach((item) => visit(item, asked));
    case "variants":
      return spec.options.forEach((option) => visit(option.spec, asked));
    case "nullable":
      return visit(spec.spec, asked);
    default:
      return;
  }
}

/** Follows `path` from a block's object (through lists' entries) and marks the field it ends at. */
function mark(block: ObjectSpec, path: readonly string[], words: string): void {
  let at: FieldSpec = block;
  for (const [i, key] of path.entries()) {
    while (at.kind === "list" || at.kind === "nullable") at = at.kind === "list" ? at.item : at.spec;
    if (at.kind !== "object") return;
    const field: { spec: FieldSpec } | undefined = at.fields.find((entry) => entry.key === key);
    if (!field) return;
    if (i === path.length - 1) field.spec.askedBy = words;
    at = field.spec;
  }
}
