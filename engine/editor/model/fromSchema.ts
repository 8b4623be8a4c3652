/**
 * Derives the editor's form model (formModel.ts) from the zod schemas of engine/schema/, through zod's own
 * JSON Schema output (io "input": what a person writes, defaults optional). Each check a text carries is kept
 * by its message code ("route-format", "asset-format"…, the validator's own vocabulary), which decides the
 * widget: a page picker, a file picker, a time. Anything this file does not understand becomes an
 * "unsupported" field, which the form names and tests/component/editor/formModel.test.tsx refuses.
 */
import { z } from "zod";
import { BLOCK_TYPES, blockTypeSchema } from "../../schema/blocks";
import { blockTitle } from "../../schema/blocks/titles";
import { pageSchema } from "../../schema/page";
import { sharedBlockFileSchema } from "../../schema/sharedBlock";
import { siteSchema } from "../../schema/site";
import { entryNoun } from "../../content/validate/place";
import type { AssetKind, BlockTypeModel, FieldEntry, FieldSpec, FormModels, ObjectSpec, TextFormat, VariantOption, VariantsSpec } from "./formModel";
import { labelFor, optionLabel } from "./labels";
import { INLINE_HELP } from "../../schema/inline";
import { ENGINE_OWNED } from "../../schema/engineOwned";

const INLINE_HELP_IN_EDITOR = "To link some words to a page, a phone number or another website, or to make them bold, select them and press Link or Bold.";
import { staffExample, staffText } from "./staffWords";

type Json = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  description?: string;
  title?: string;
  examples?: unknown[];
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json | false;
  prefixItems?: Json[];
  oneOf?: Json[];
  anyOf?: Json[];
  allOf?: Json[];
  not?: unknown;
  additionalProperties?: boolean | Json;
  "x-checks"?: string[];
  "x-inline-text"?: boolean;
  "x-engine-owned"?: boolean;
};

/** The zod checks' message codes, kept on the JSON Schema node they belong to. */
function keepCheckCodes({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const def = (zodSchema as { _zod: { def: { checks?: { _zod: { def: { check: string; format?: string; error?: () => unknown } } }[] } } })._zod.def;
  const codes = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === "string_format")
    .map((check) => String(check.error?.() ?? check.format));
  if (codes.length) jsonSchema["x-checks"] = codes;
}

export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "inline", override: keepCheckCodes }) as Json;
}

/** What kind of document a field is in: a page's "key" names a treatment of the catalogue, the site config's defines one. */
export type DocumentKind = "page" | "site";

interface Context {
  document: DocumentKind;
  /** The key of the list or field being built, to name a list's entries. */
  key?: string;
  /** The block type the field is in, to name a list's entries ("question" in an FAQ). */
  blockType?: string;
}

const FORMAT_OF_CODE: Record<string, TextFormat> = {
  "route-format": "route",
  "asset-format": "asset",
  "url-scheme": "url",
  "key-format": "key",
  "time-format": "time",
  "colour-format": "colour",
  "tel-format": "tel",
  email: "email",
  "shared-ref-format": "sharedRef",
};

const ASSET_KINDS: [RegExp, AssetKind][] = [
  [/\.(svg|png|jpe?g|webp|avif|gif|ico)$/i, "picture"],
  [/\.pdf$/i, "document"],
  [/\.(mp4|webm)$/i, "video"],
  [/\.vtt$/i, "captions"],
];

/** A field's help in the editor's words (staffWords.ts): the schema's text is written for people editing the JSON. */
function help(node: Json) {
  const out: { description?: string; examples?: unknown[]; default?: unknown; title?: string } = {};
  if (node.description) out.description = staffText(node.description);
  const examples = (node.examples ?? []).map(staffExample).filter((example) => example !== undefined);
  if (examples.length) out.examples = examples;
  if (node.default !== undefined) out.default = node.default;
  if (node.title) out.title = node.title;
  return out;
}

function isNull(node: Json) {
  return node.type === "null";
}

export function fieldSpecOf(node: Json, context: Context): FieldSpec {
  const choices = node.oneOf ?? node.anyOf;
  if (choices) {
    const others = choices.filter((choice) => !isNull(choice));
    if (others.length < choices.length) {
      const inner = others.length === 1 ? fieldSpecOf(others[0]!, context) : variantsOf({ ...node, anyOf: others, oneOf: undefined }, context);
      return { kind: "nullable", spec: inner, ...help(node) };
    }
    return variantsOf(node, context);
  }
  if (node.const !== undefined) {
    const value = node.const;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { kind: "const", value, ...help(node) };
    return { kind: "unsupported", reason: `a fixed value of type ${typeof value}`, ...help(node) };
  }
  if (node.enum) {
    if (node.enum.every((option) => typeof option === "string")) {
      const options = node.enum as string[];
      return { kind: "choice", options, labels: options.map(labelFor), ...help(node) };
    }
    return { kind: "unsupported", reason: "a choice whose options are not all texts", ...help(node) };
  }
  switch (node.type) {
    case "string":
      return textOf(node, context);
    case "number":
    case "integer":
      return { kind: "number", integer: node.type === "integer", minimum: node.minimum, maximum: node.maximum, ...help(node) };
    case "boolean":
      return { kind: "boolean", ...help(node) };
    case "object":
      // A group whose fields have free names (zod's record): the form has no field to show for them yet.
      if (!node.properties && typeof node.additionalProperties === "object") return { kind: "unsupported", reason: "a group of fields with names of your own", ...help(node) };
      return objectOf(node, context);
    case "array":
      return listOf(node, context);
    default:
      return { kind: "unsupported", reason: `a value of type ${JSON.stringify(node.type ?? "any")}`, ...help(node) };
  }
}

function textOf(node: Json, context: Context): FieldSpec {
  const codes = node["x-checks"] ?? [];
  const formats = codes.map((code) => FORMAT_OF_CODE[code]).filter((format): format is TextFormat => !!format);
  const patterns = [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)];
  const filled = patterns.includes("\\S") || (node.minLength ?? 0) > 0;
  // Only the control-character check: words. A pattern the editor does not know by its code is still edited as text;
  // the validator's message says what it must look like.
  let format = formats[0] ?? (node.format === "email" ? "email" : "plain");
  // In a page, a key names a treatment of the catalogue; in site.config.json, it is where one is named.
  if (format === "key" && context.document === "page") format = "serviceKey";
  const spec: FieldSpec = { kind: "text", format, filled, ...help(node) };
  if (format === "asset") spec.assetKind = assetKindOf(node.examples);
  // A page is chosen from the list of the site's pages, by name: an address as an example ("/contact") only puzzles.
  if (format === "route") delete spec.examples;
  if (node["x-inline-text"]) {
    spec.inline = true;
    // The markers are for the file; in the editor the buttons write them.
    if (spec.description) spec.description = spec.description.replace(INLINE_HELP, INLINE_HELP_IN_EDITOR);
  }
  return spec;
}

function assetKindOf(examples: unknown[] | undefined): AssetKind {
  const first = typeof examples?.[0] === "string" ? (examples[0] as string) : "";
  return ASSET_KINDS.find(([pattern]) => pattern.test(first))?.[1] ?? "file";
}

function objectOf(node: Json, context: Context): ObjectSpec {
  const required = new Set(node.required ?? []);
  const blockType = typeof node.properties?.type?.const === "string" ? (node.properties.type.const as string) : context.blockType;
  const fields: FieldEntry[] = Object.entries(node.properties ?? {}).map(([key, child]) => {
    const spec = fieldSpecOf(child, { document: context.document, key, blockType });
    // A list whose entries have no name of their own is named entry by entry after the list ("Rule 1", not "Entry 1").
    if (spec.kind === "list" && spec.noun === "entry" && !GENERAL_LIST_NAMES.has(key)) spec.noun = singular(labelFor(key)).toLowerCase();
    const hidden = key.startsWith("$") || (key === "type" && spec.kind === "const") || !!child[ENGINE_OWNED] || (context.document === "site" && DEVELOPERS_SETTINGS.has(key));
    // A list with a general name is named by what its entries are: an FAQ's items are questions, actions are buttons.
    const label = GENERAL_LIST_NAMES.has(key) && spec.kind === "list" && spec.noun !== "entry" ? plural(labelFor(spec.noun)) : key === "placeholder" ? (spec.kind === "boolean" ? STAND_IN : FAINT_EXAMPLE) : labelFor(key);
    return { key, label, required: required.has(key), ...(hidden ? { hidden } : {}), spec };
  });
  return { kind: "object", fields, ...help(node) };
}

const GENERAL_LIST_NAMES = new Set(["items", "actions"]);
const plural = (word: string) => (word.endsWith("y") ? `${word.slice(0, -1)}ies` : `${word}s`);
const singular = (words: string) => (words.endsWith("ies") ? `${words.slice(0, -3)}y` : words.endsWith("s") ? words.slice(0, -1) : words);
/** The tick that marks stand-in content (its key, "placeholder", reads as a form's faint example). */
const STAND_IN = "Stand-in, to replace";
/** A form control's faint example text (its key, "placeholder", is the web's word for it). */
const FAINT_EXAMPLE = "Faint example in the empty box";
/** Settings of the practice details kept for the site's developer: a language code ("en-GB") means nothing to staff. */
const DEVELOPERS_SETTINGS = new Set(["language"]);

function listOf(node: Json, context: Context): FieldSpec {
  const noun = entryNoun(context.key, context.blockType);
  if (node.prefixItems) {
    return { kind: "tuple", items: node.prefixItems.map((item) => fieldSpecOf(item, context)), noun, ...help(node) };
  }
  if (!node.items) return { kind: "unsupported", reason: "a list without a kind of entry", ...help(node) };
  const item = fieldSpecOf(node.items, context);
  return { kind: "list", item, noun, minItems: node.minItems, maxItems: node.maxItems, ...help(node) };
}

/** The choices of a union, nested unions flattened (a page's entry: one of the blocks, or a shared-block reference). */
function variantsOf(node: Json, context: Context): FieldSpec {
  const flat: Json[] = [];
  const flatten = (choices: Json[]) => {
    for (const choice of choices) {
      const inner = choice.oneOf ?? choice.anyOf;
      if (inner && !choice.properties) flatten(inner);
      else flat.push(choice);
    }
  };
  flatten((node.oneOf ?? node.anyOf)!);
  const options: VariantOption[] = flat.map((choice) => {
    const spec = fieldSpecOf(choice, context);
    const discriminant = spec.kind === "object" ? constField(spec) : undefined;
    const value = discriminant ? String((discriminant.spec as { value: unknown }).value) : undefined;
    const label = value && discriminant?.key === "type" ? (blockTitle(value) ?? choice.title ?? value) : shapeName(spec) ?? optionLabel(spec, value);
    const description = discriminant?.key === "type" ? choice.description && staffText(choice.description) : (discriminant?.spec.description ?? spec.description);
    return { label, ...(description ? { description } : {}), ...(value !== undefined ? { value } : {}), spec };
  });
  const keys = options.map((option) => (option.spec.kind === "object" ? constField(option.spec)?.key : undefined));
  const discriminator = keys.length && keys.every((key) => key && key === keys[0]) ? keys[0] : undefined;
  const variants: VariantsSpec = { kind: "variants", options, ...(discriminator ? { discriminator } : {}), ...help(node) };
  return variants;
}

/** Words, or lines shown one under another (an FAQ's answer): named by how they look, not by the schema's help. */
function shapeName(spec: FieldSpec): string | undefined {
  if (spec.kind === "text" && spec.format === "plain") return "One paragraph";
  if (spec.kind === "list" && spec.item.kind === "text") return `Separate ${plural(spec.noun)}, one under another`;
  return undefined;
}

/** The field whose fixed value names an object's shape: a block's "type", a link's "kind". */
function constField(spec: ObjectSpec): FieldEntry | undefined {
  return spec.fields.find((field) => field.required && field.spec.kind === "const" && typeof field.spec.value === "string");
}

/** Every model the editor needs, from the schemas as they are now. */
export function buildFormModels(): FormModels {
  const page = fieldSpecOf(jsonSchemaOf(pageSchema({})), { document: "page" }) as ObjectSpec;
  const sharedBlock = fieldSpecOf(jsonSchemaOf(sharedBlockFileSchema({})), { document: "page" }) as VariantsSpec;
  const site = fieldSpecOf(jsonSchemaOf(siteSchema({})), { document: "site" }) as ObjectSpec;
  const blocks: BlockTypeModel[] = BLOCK_TYPES.map((type) => {
    const json = jsonSchemaOf(blockTypeSchema(type, {}));
    const spec = fieldSpecOf(json, { document: "page", blockType: type }) as ObjectSpec;
    return { type, title: blockTitle(type) ?? type, description: staffText(json.description ?? ""), spec };
  });
  return { page, sharedBlock, site, blocks };
}
