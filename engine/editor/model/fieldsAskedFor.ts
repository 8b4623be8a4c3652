/**
 * The site's rule sets ask for some fields the schema has optional (a clinician's GDC number). The form models
 * are the schemas' alone, built once; a session's copy marks those fields with the reason (`askedBy`), so the
 * form labels them as needed instead of "(optional)" and a new entry's empty one is among what to fill in.
 */
import type { AskedField } from "../../rules/types";
import type { FieldSpec, FormModels, ObjectSpec } from "./formModel";
import type { Problem } from "./api";
import { jsonPathOf, optionFor, type Path } from "./values";

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
      for (const field of asked) if (type?.kind === "const" && type.value === field.blockType) mark(spec, field);
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

/** Follows the field's path from a block's object (through lists' entries) and marks the field it ends at. */
function mark(block: ObjectSpec, { path, words, unless }: AskedField): void {
  let at: FieldSpec = block;
  for (const [i, key] of path.entries()) {
    while (at.kind === "list" || at.kind === "nullable") at = at.kind === "list" ? at.item : at.spec;
    if (at.kind !== "object") return;
    const field: { spec: FieldSpec } | undefined = at.fields.find((entry) => entry.key === key);
    if (!field) return;
    if (i === path.length - 1) Object.assign(field.spec, { askedBy: words }, unless ? { askedUnless: unless } : {});
    at = field.spec;
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim()) || (Array.isArray(value) && value.length === 0);

/**
 * The asked-for fields of `value` left empty that the checks have not reported, as problems at those fields. The
 * checks read a site's rules only in a document of the right shape: while a new team member's name is still empty,
 * their GDC number would otherwise first be asked for when Save is refused. Reported once the rules can run, a
 * field's problem is the checks' own (never twice).
 */
export function askedFieldsLeftEmpty(spec: FieldSpec, value: unknown, file: string, reported: readonly Problem[]): Problem[] {
  const places = new Set(reported.map((problem) => problem.where));
  const out: Problem[] = [];
  const walk = (at: FieldSpec, here: unknown, path: Path): void => {
    switch (at.kind) {
      case "object": {
        if (!here || typeof here !== "object" || Array.isArray(here)) return;
        const record = here as Record<string, unknown>;
        for (const field of at.fields) {
          const { askedBy, askedUnless } = field.spec;
          const where = jsonPathOf([...path, field.key]);
          if (askedBy && isEmpty(record[field.key]) && !(askedUnless && record[askedUnless.key] === askedUnless.value) && !places.has(where)) {
            out.push({ file, where, message: `${field.label}: ${askedBy}`, severity: "error" });
          }
          walk(field.spec, record[field.key], [...path, field.key]);
        }
        return;
      }
      case "list":
        if (Array.isArray(here)) here.forEach((item, index) => walk(at.item, item, [...path, index]));
        return;
      case "tuple":
        if (Array.isArray(here)) at.items.forEach((item, index) => walk(item, here[index], [...path, index]));
        return;
      case "variants": {
        const option = optionFor(at, here);
        if (option) walk(option.spec, here, path);
        return;
      }
      case "nullable":
        if (here !== null) walk(at.spec, here, path);
        return;
      default:
        return;
    }
  };
  walk(spec, value, []);
  return out;
}
