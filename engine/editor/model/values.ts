/**
 * Working with a document's values through its form model: which shape of a union a value has, the value a
 * new field or block starts with, and changing one place of a document without touching the rest.
 * Plain functions shared by the editor's server and its browser code.
 */
import type { FieldSpec, ObjectSpec, VariantOption, VariantsSpec } from "./formModel";
export { parseJsonPath } from "../../content/validate/problem";

export type Segment = string | number;
export type Path = readonly Segment[];

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `value` has the shape of `spec` at first sight (its kind; for an object, its fixed field or its field names). */
export function fitsShape(spec: FieldSpec, value: unknown): boolean {
  switch (spec.kind) {
    case "text":
    case "choice":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "const":
      return value === spec.value;
    case "list":
    case "tuple":
      return Array.isArray(value);
    case "nullable":
      return value === null || fitsShape(spec.spec, value);
    case "variants":
      return spec.options.some((option) => fitsShape(option.spec, value));
    case "object": {
      if (!isRecord(value)) return false;
      const fixed = spec.fields.filter((field) => field.spec.kind === "const");
      if (fixed.length) return fixed.every((field) => value[field.key] === (field.spec as { value: unknown }).value);
      const known = new Set(spec.fields.map((field) => field.key));
      return Object.keys(value).every((key) => known.has(key));
    }
    default:
      return false;
  }
}

/** The option of a union a value is, or undefined when it is none of them (the validator then says why). */
export function optionFor(spec: VariantsSpec, value: unknown): VariantOption | undefined {
  if (spec.discriminator && isRecord(value)) {
    const written = value[spec.discriminator];
    return spec.options.find((option) => option.value === written);
  }
  return spec.options.find((option) => fitsShape(option.spec, value));
}

/** The value a new field, entry or block starts with: every required field, texts empty, lists at their shortest. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return "";
    case "number":
      return typeof spec.default === "number" ? spec.default : (spec.minimum ?? 0);
    case "boolean":
      return typeof spec.default === "boolean" ? spec.default : false;
    case "choice":
      return typeof spec.default === "string" ? spec.default : spec.options[0];
    case "const":
      return spec.value;
    case "object":
      return emptyObject(spec);
    case "list":
      return Array.from({ length: spec.minItems ?? 0 }, () => emptyValue(spec.item));
    case "tuple":
      return Array.isArray(spec.default) ? [...spec.default] : spec.items.map(emptyValue);
    case "variants":
      return emptyValue(spec.options[0]!.spec);
    case "nullable":
      return null;
    default:
      return null;
  }
}

export function emptyObject(spec: ObjectSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of spec.fields) if (field.required) out[field.key] = emptyValue(field.spec);
  return out;
}

/** The value at `path`, or undefined. */
export function getIn(document: unknown, path: Path): unknown {
  let node: unknown = document;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<Segment, unknown>)[segment];
  }
  return node;
}

/**
 * A copy of `document` with `value` at `path` (undefined removes an object's field). Only the objects and
 * lists on the path are copied; everything else is shared, and a new field of an object is placed where the
 * form model puts it (`order`), so the saved file keeps the schema's order.
 */
export function setIn(document: unknown, path: Path, value: unknown, order?: (parentPath: Path) => readonly string[] | undefined): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const copy = Array.isArray(document) ? document.slice() : [];
    copy[head] = setIn(copy[head], rest, value, order && ((inner) => order([head, ...inner])));
    return copy;
  }
  const base = isRecord(document) ? document : {};
  const key = String(head);
  const inner = rest.length ? setIn(base[key], rest, value, order && ((innerPath) => order([key, ...innerPath]))) : value;
  if (inner === undefined) {
    if (!(key in base)) return base;
    const { [key]: _removed, ...kept } = base;
    return kept;
  }
  if (key in base) return { ...base, [key]: inner };
  return insertKey(base, key, inner, order?.([]));
}

/** `object` with a new field, after the fields the model lists before it. */
function insertKey(object: Record<string, unknown>, key: string, value: unknown, order: readonly string[] | undefined): Record<string, unknown> {
  const position = order ? order.indexOf(key) : -1;
  if (position < 0) return { ...object, [key]: value };
  const before = new Set(order!.slice(0, position));
  const entries = Object.entries(object);
  let at = 0;
  entries.forEach(([existing], index) => {
    if (before.has(existing)) at = index + 1;
  });
  entries.splice(at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** The model of the value at `path` in a document of model `root`, following the value's own shapes. */
export function specAt(root: FieldSpec, document: unknown, path: Path): FieldSpec | undefined {
  let spec: FieldSpec | undefined = root;
  let value: unknown = document;
  for (const segment of path) {
    spec = unwrap(spec, value);
    if (!spec) return undefined;
    if (spec.kind === "object" && typeof segment === "string") spec = spec.fields.find((field) => field.key === segment)?.spec;
    else if (spec.kind === "list" && typeof segment === "number") spec = spec.item;
    else if (spec.kind === "tuple" && typeof segment === "number") spec = spec.items[segment];
    else return undefined;
    value = getIn(value, [segment]);
  }
  return spec;
}

/** Through a union or a null to the shape the value has. */
function unwrap(spec: FieldSpec | undefined, value: unknown): FieldSpec | undefined {
  let current = spec;
  while (current && (current.kind === "variants" || current.kind === "nullable")) {
    current = current.kind === "variants" ? optionFor(current, value)?.spec : value === null ? undefined : current.spec;
  }
  return current;
}

/**
 * The deepest place of `path` the form shows a field for: where a problem is drawn. A problem about a field the
 * form cannot show (one the schema does not know) is drawn at the object that holds it.
 */
export function shownPath(root: FieldSpec, document: unknown, path: Path): Segment[] {
  const out: Segment[] = [];
  let spec: FieldSpec | undefined = root;
  let value: unknown = document;
  for (const segment of path) {
    spec = unwrap(spec, value);
    if (!spec) break;
    let next: FieldSpec | undefined;
    if (spec.kind === "object" && typeof segment === "string") next = spec.fields.find((field) => field.key === segment && !field.hidden)?.spec;
    else if (spec.kind === "list" && typeof segment === "number" && Array.isArray(value) && segment < value.length) next = spec.item;
    else if (spec.kind === "tuple" && typeof segment === "number") next = spec.items[segment];
    if (!next) break;
    out.push(segment);
    spec = next;
    value = getIn(value, [segment]);
  }
  return out;
}

/** The same path as the validator writes it: ["blocks", 3, "heading"] -> "blocks[3].heading". */
export function jsonPathOf(path: Path): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += /^[A-Za-z_$][\w$]*$/.test(segment) ? (out ? "." : "") + segment : `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * The places where `after` differs from `before`, as paths into `after`: the deepest changed values
 * (a changed text, a list that gained or lost entries, an object that lost a field). What a change
 * elsewhere is traced back to ("this price, changed here, now disagrees with another page").
 */
export function changedPaths(before: unknown, after: unknown, path: Segment[] = []): Segment[][] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path];
    return after.flatMap((item, index) => changedPaths(before[index], item, [...path, index]));
  }
  if (isRecord(before) && isRecord(after)) {
    if (Object.keys(before).some((key) => !(key in after))) return [path];
    return Object.keys(after).flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  }
  return [path];
}
