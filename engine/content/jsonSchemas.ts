/**
 * Generates the JSON Schemas VS Code reads (schemas/*.json) from the zod schemas, shaped so that
 * VS Code says what the validator says:
 * - a union told apart by a field ("type" of a block, "kind" of a link) becomes one list of choices
 *   plus if/then per choice, so an unknown type is named as such and no other block's fields are
 *   offered (an anyOf makes VS Code guess the nearest branch and report its errors);
 * - every checked form carries the validator's wording (patternErrorMessage, errorMessage);
 * - examples go into the help text instead of being offered as values, since an example inserted by
 *   completion would pass every check as if it were the practice's own words; a new block is inserted
 *   whole by a snippet whose texts start with "TODO:", which the checks refuse to publish.
 * The schemas describe the engine alone, never the content, so no content edit makes them stale.
 */
import { z } from "zod";
import { siteSchema } from "../schema/site";
import { pageSchema } from "../schema/page";
import { sharedBlockFileSchema } from "../schema/sharedBlock";
import { EMPTY_TEXT_HINT, FORMAT_HINTS, blockTypeHint, choiceHint } from "./formatHints";
import { blockSnippets, choiceDescriptions } from "./editorSnippets";

type Json = Record<string, unknown>;
type Def = { type: string; discriminator?: string; options?: z.ZodType[]; shape?: Record<string, z.ZodType>; checks?: { _zod: { def: CheckDef } }[] };
type CheckDef = { check: string; format?: string; pattern?: RegExp; error?: () => string };

export function generateJsonSchemas() {
  return {
    site: editorSchema(siteSchema({}), "site.config.json of the site engine"),
    page: editorSchema(pageSchema({}), "A page of the site (pages/**/*.json)"),
    sharedBlock: editorSchema(sharedBlockFileSchema({}), "A shared block (pages/_shared/*.json)"),
  };
}

export function serialiseSchema(schema: object): string {
  return JSON.stringify(schema, null, 2) + "\n";
}

function editorSchema(schema: z.ZodType, title: string): Json {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "ref", override: ({ zodSchema, jsonSchema }) => forEditors(defOf(zodSchema), jsonSchema as Json) });
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  for (const node of [json, ...Object.values(defs)]) describeOwnType(node as Json, defs);
  return { ...eachDefinitionOnce(json), title };
}

/**
 * zod writes a definition for every schema object it meets twice, so equal objects made apart (a link's schema for
 * each block) were the same definition under several names: half of the page's and the shared block's definitions.
 * ajv compiles each name on every first build (before the content is checked), so each is kept once. Definitions
 * that differ only by naming such twins become equal in turn: merged until nothing changes.
 */
function eachDefinitionOnce(json: Json): Json {
  const defs = json.$defs as Record<string, Json> | undefined;
  if (!defs) return json;
  const sameAs = new Map<string, string>();
  const keptName = (name: string): string => (sameAs.has(name) ? keptName(sameAs.get(name)!) : name);
  const renamed = (text: string) => text.replace(/"#\/\$defs\/([^"]+)"/g, (_ref, name: string) => `"#/$defs/${keptName(name)}"`);
  for (let merged = true; merged; ) {
    merged = false;
    const byText = new Map<string, string>();
    for (const [name, def] of Object.entries(defs)) {
      if (sameAs.has(name)) continue;
      const text = renamed(JSON.stringify(def));
      const twin = byText.get(text);
      if (twin) (sameAs.set(name, twin), (merged = true));
      else byText.set(text, name);
    }
  }
  const kept = Object.fromEntries(Object.entries(defs).filter(([name]) => !sameAs.has(name)));
  return JSON.parse(renamed(JSON.stringify({ ...json, $defs: kept }))) as Json;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The validator's words for a value of the wrong kind (VS Code's: 'Incorrect type. Expected "array".'). */
const EXPECTED_KIND: Record<string, string> = {
  string: "This should be a text in double quotes",
  array: "This should be a list in [ ]",
  boolean: "This should be true or false",
  number: "This should be a number",
  integer: "This should be a whole number",
};

function forEditors(def: Def, json: Json) {
  explainForm(def, json);
  if (Array.isArray(json.enum)) json.errorMessage ??= `This ${choiceHint(json.enum)}`;
  // Not on objects: there VS Code also uses errorMessage for a field that is not allowed.
  else if (typeof json.type === "string" && EXPECTED_KIND[json.type] && json.const === undefined) json.errorMessage ??= EXPECTED_KIND[json.type];
  foldExamplesIntoHelp(json);
  if (def.type === "union" && def.discriminator) chooseBy(def, json);
  else if (def.type === "union" && isBlockOrReference(def)) blockOrReference(json);
  if (def.type === "object" && def.shape && Object.keys(def.shape).join() === "ref") {
    json.errorMessage = 'This field cannot be used next to "ref": a shared block is changed in its own file in pages/_shared/, for every page that uses it';
  }
}

/** A block's "type" says what the block is for (VS Code shows it when the type is offered and on hover). */
function describeOwnType(json: Json, defs: Record<string, Json>) {
  const properties = json.properties as Record<string, Json> | undefined;
  const written = properties?.type;
  const type = typeof written?.$ref === "string" ? defs[written.$ref.split("/").pop()!] : written;
  if (!properties || !type || type.const === undefined || !json.title) return;
  const purpose = json.description ? `: ${json.description}` : "";
  properties.type = { ...type, description: `${json.title}${purpose}`, markdownDescription: `**${json.title}**${purpose}` };
}

/**
 * A pattern or format gets the validator's words, never the raw pattern. A string with two or more
 * patterns (a link's form and no control characters) has them as allOf: [{ pattern }, …], each with its own words.
 */
function explainForm(def: Def, json: Json) {
  if (json.type !== "string") return;
  const patterned = [json, ...((json.allOf as Json[] | undefined) ?? [])].filter((node) => typeof node.pattern === "string");
  for (const node of patterned) if (node.pattern === "\\S") node.patternErrorMessage = `This text ${EMPTY_TEXT_HINT}`;
  const formats = (def.checks ?? []).map((check) => check._zod.def).filter((check) => check.check === "string_format");
  for (const check of formats) {
    const hint = FORMAT_HINTS[check.error?.() ?? ""] ?? FORMAT_HINTS[check.format ?? ""];
    const node = patterned.find((candidate) => candidate.pattern === check.pattern?.source) ?? json;
    if (hint) node.patternErrorMessage = `This ${hint}`;
  }
}

/** "Write a page path, e.g. "/contact"." becomes help text only: VS Code inserts examples as values. */
function foldExamplesIntoHelp(json: Json) {
  const examples = json.examples as unknown[] | undefined;
  if (!examples?.length) return;
  delete json.examples;
  if (json.enum) return; // the choices are offered anyway
  const shown = examples.map((example) => `\`${JSON.stringify(example)}\``).join(", ");
  json.markdownDescription = `${json.markdownDescription ?? json.description ?? ""}\n\nFor example: ${shown}`.trim();
}

/**
 * A union told apart by one field: that field lists every choice (with what each is for, and the
 * validator's words for a wrong one), and each choice's own fields apply only when it is chosen.
 */
function chooseBy(def: Def, json: Json) {
  const key = def.discriminator!;
  const options = def.options ?? [];
  const members = (json.oneOf ?? json.anyOf) as Json[];
  const values = options.map((option) => String((defOf(defOf(option).shape![key]) as unknown as { values: unknown[] }).values[0]));
  delete json.oneOf;
  delete json.anyOf;
  const isBlock = key === "type";
  json.type = "object";
  json.required = [key];
  json.properties = {
    [key]: {
      type: "string",
      enum: values,
      markdownEnumDescriptions: choiceDescriptions(options, values),
      errorMessage: isBlock ? `This ${blockTypeHint(values)}` : `This ${choiceHint(values)}`,
      description: isBlock ? "Which kind of block this is; it decides the block's other fields." : `Which kind this is: ${values.join(", ")}.`,
    },
  };
  json.allOf = members.map((member, i) => ({ if: { properties: { [key]: { const: values[i] } }, required: [key] }, then: member }));
  if (isBlock) {
    json.errorMessage = 'A block should be an object in { } with a "type", like { "type": "faq", … }';
    json.defaultSnippets = blockSnippets(options, values);
  }
}

/** A page's blocks: a block, or { "ref": "shared/<name>" } for a shared block. */
function isBlockOrReference(def: Def): boolean {
  const options = def.options ?? [];
  return options.length === 2 && options.some((option) => defOf(option).discriminator === "type") && options.some((option) => !!defOf(option).shape?.ref);
}

function blockOrReference(json: Json) {
  const [block, reference] = json.anyOf as [Json, Json];
  delete json.anyOf;
  Object.assign(json, { if: { type: "object", required: ["ref"] }, then: reference, else: block });
  // VS Code offers a new entry's snippets from the entry's own schema, not from inside if/then/else.
  const blockSchema = block.defaultSnippets ? block : undefined;
  json.defaultSnippets = [
    ...((blockSchema?.defaultSnippets as unknown[]) ?? []),
    { label: "Shared block reference", description: "A block kept once in pages/_shared/, shown on every page that points at it.", body: { ref: "shared/" } },
  ];
}
