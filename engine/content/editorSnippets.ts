/**
 * What VS Code offers when a member of staff adds a block: each block type with what it is for, and
 * a snippet that inserts the smallest complete block. Every text in a snippet starts with "TODO:" and
 * says what to write, so nothing inserted can pass for the practice's own words (the checks refuse to
 * publish TODO text).
 */
import { z } from "zod";
import { blockTitle } from "../schema/blocks/titles";
import { TODO } from "./templates/context";

type Json = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  description?: string;
  examples?: unknown[];
  default?: unknown;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
};

const descriptionOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.description ?? "";

/** "**Hero**: The banner at the top of a page…", for each choice of a union, in order. */
export function choiceDescriptions(options: readonly z.ZodType[], values: readonly string[]): string[] {
  return options.map((option, i) => {
    const title = blockTitle(values[i]!) ?? z.globalRegistry.get(option)?.title;
    const description = descriptionOf(option);
    return title ? `**${title}**${description ? `: ${description}` : ""}` : description;
  });
}

export function blockSnippets(options: readonly z.ZodType[], values: readonly string[]) {
  return options.map((option, i) => ({
    label: `${blockTitle(values[i]!) ?? values[i]} block`,
    description: descriptionOf(option),
    body: todoExample(z.toJSONSchema(option, { io: "input", unrepresentable: "any", reused: "inline" }) as Json),
  }));
}

/**
 * The smallest value that fits `schema`: required fields only, each text a TODO saying what to write
 * (`described`: the help of the list a text is an entry of). A path or an address is left empty, for
 * VS Code to underline until a real one is chosen.
 */
export function todoExample(schema: Json, described = schema.description): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return todoExample(choices[0]!, described);
  switch (schema.type) {
    case "object":
      return Object.fromEntries((schema.required ?? []).map((key) => [key, todoExample(schema.properties![key]!)]));
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => todoExample(schema.items!, schema.items!.description ?? described));
    case "boolean":
      return schema.default ?? false;
    case "number":
    case "integer":
      return schema.default ?? schema.minimum ?? 0;
    default:
      if (schema.default !== undefined) return schema.default;
      if (schema.pattern === "\\S" || !schema.pattern) return `${TODO} ${whatToWrite(described)}`;
      return "";
  }
}

/** "The page's main heading (there is one per page)." -> "the page's main heading (there is one per page)". */
function whatToWrite(description = "the text"): string {
  const sentence = description.split(/(?<=\.)\s/)[0]!.replace(/\.$/, "");
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
