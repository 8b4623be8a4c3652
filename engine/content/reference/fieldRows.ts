/** One table row per field of a block, nested fields as "items[].question", in words staff can follow. */
import { ASSET_PATTERN, ICON_NAMES, KEY_PATTERN, ROUTE_PATTERN, SERVICE_KEY_DESCRIPTION } from "../../schema/common";
import type { JsonSchema } from "./jsonSchema";
import { INLINE_HELP } from "../../schema/inline";

export interface FieldRow {
  field: string;
  kind: string;
  required: string;
  description: string;
}

const byKind = (s: JsonSchema) => !!s.oneOf?.length && s.oneOf.every((o) => o.properties?.kind?.const !== undefined);
/** A form's field: chosen by "kind" like a link, but each has a "name". */
export const isFormField = (s: JsonSchema) => byKind(s) && s.oneOf!.every((o) => !!o.properties?.name);
const isLink = (s: JsonSchema) => byKind(s) && !isFormField(s);
const isPicture = (s: JsonSchema) => s.type === "object" && !!s.properties?.src && !!s.properties?.alt;
const isIcon = (s: JsonSchema) => s.enum?.length === ICON_NAMES.length && ICON_NAMES.every((name, i) => s.enum![i] === name);

/** What to write, in words: "text", "page path", "list of links (up to 4)", "one of: left, right". */
export function kindOf(s: JsonSchema): string {
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (isIcon(s)) return "icon name (see Icons)";
  if (s.enum) {
    return `one of: ${s.enum.map((v) => `\`${String(v)}\``).join(", ")}`;
  }
  if (isLink(s)) return "link (see Links)";
  if (isFormField(s)) return "form field (see Form fields)";
  if (isPicture(s)) return "picture (see Pictures)";
  if (s.anyOf) return s.anyOf.map(kindOf).join(", or ");
  switch (s.type) {
    case "string": {
      const patterns = [s.pattern, ...(s.allOf ?? []).map((part) => part.pattern)];
      if (patterns.includes(ROUTE_PATTERN.source)) return "page path";
      if (patterns.includes(KEY_PATTERN.source)) return s.description === SERVICE_KEY_DESCRIPTION ? "a service key from site.config.json" : "a name (lower-case letters, digits and hyphens)";
      if (patterns.includes(ASSET_PATTERN.source)) return "file in public/";
      if (patterns.some((pattern) => pattern?.startsWith("^https"))) return "web address (https://…)";
      return "text";
    }
    case "boolean":
      return "true or false";
    case "integer":
    case "number":
      return `${s.type === "integer" ? "whole number" : "number"}${range(s.minimum, s.maximum)}`;
    case "object":
      return "object (fields below)";
    case "array": {
      if (s.prefixItems) return `${s.prefixItems.length} texts`;
      // "link (see Links)" -> "list of links, up to 4 (see Links)"; "text, or object (fields below)" -> "list of texts or objects, … (fields below)"
      const [noun, see] = splitSee(kindOf(s.items ?? {}));
      const below = noun.includes("(fields below)") ? " (fields below)" : "";
      const plural = noun.split(", or ").map(pluralOf).join(" or ");
      return `list of ${plural}${count(s.minItems, s.maxItems)}${see}${below}`;
    }
    default:
      return "any value";
  }
}

function pluralOf(noun: string): string {
  const bare = noun.replace(/ \(fields below\)$/, "");
  if (bare.startsWith("one of")) return `values, each ${bare}`;
  if (bare === "a service key from site.config.json") return "service keys from site.config.json";
  if (bare === "a name (lower-case letters, digits and hyphens)") return "names (lower-case letters, digits and hyphens)";
  return `${bare}s`;
}

function range(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return `, at least ${min}`;
  if (max !== undefined) return `, at most ${max}`;
  return "";
}

function count(min?: number, max?: number): string {
  if (min && max) return min === max ? `, exactly ${min}` : `, ${min} to ${max}`;
  if (min) return `, at least ${min}`;
  if (max) return `, up to ${max}`;
  return "";
}

function requirement(required: boolean, s: JsonSchema): string {
  if (required) return "yes";
  return s.default !== undefined ? `no (default \`${JSON.stringify(s.default)}\`)` : "no";
}

/** The rows of an object's fields, and of the fields of objects inside it (not inside links or pictures). */
export function fieldRows(schema: JsonSchema, prefix = "", skip: readonly string[] = []): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    if (key === "$schema" || skip.includes(key)) continue;
    const name = `${prefix}${key}`;
    rows.push({ field: name, kind: kindOf(field), required: requirement(schema.required?.includes(key) ?? false, field), description: (field.description ?? "").replace(INLINE_HELP, "May hold links and bold words (see Links and emphasis inside a paragraph).") });
    const inner = field.type === "array" ? field.items : field;
    // An entry that may be a text or an object (a rich-text paragraph or list): the object's fields still get rows.
    const objects = [inner, ...(inner?.anyOf ?? [])].filter((o): o is JsonSchema => !!o && o.type === "object" && !isPicture(o) && !byKind(o));
    for (const object of objects) rows.push(...fieldRows(object, `${name}${field.type === "array" ? "[]" : ""}.`));
  }
  return rows;
}

/** "link (see Links)" -> ["link", " (see Links)"]; a kind without a closing "(see …)" -> [kind, ""]. Read without a pattern that backtracks. */
function splitSee(kind: string): [string, string] {
  if (!kind.endsWith(")")) return [kind, ""];
  const at = kind.indexOf(" (see ", kind.lastIndexOf(")", kind.length - 2) + 1);
  return at < 0 ? [kind, ""] : [kind.slice(0, at), kind.slice(at)];
}
