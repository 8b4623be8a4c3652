/**
 * What VS Code offers when a member of staff adds a block: each block type with what it is for, and
 * a snippet that inserts the smallest complete block. Every text in a snippet starts with "TODO:" and
 * says what to write, so nothing inserted can pass for the practice's own words (the checks refuse to
 * publish TODO text).
 */
import { z } from "zod";
import { blockTitle } from "../schema/blocks/titles";
import { TODO } from "./templates/context";
import { smallestValue } from "./reference/minimalExample";
import type { JsonSchema } from "./reference/jsonSchema";

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
    body: todoExample(z.toJSONSchema(option, { io: "input", unrepresentable: "any", reused: "inline" }) as JsonSchema),
  }));
}

/**
 * The smallest value that fits `schema`: required fields only, each text a TODO saying what to write. A path
 * or an address is left empty, for VS Code to underline until a real one is chosen.
 */
export function todoExample(schema: JsonSchema): unknown {
  return smallestValue(schema, { text: (s, _path, described) => (s.pattern === "\\S" || !s.pattern ? `${TODO} ${whatToWrite(described)}` : "") });
}

/** "The page's main heading (there is one per page)." -> "the page's main heading (there is one per page)". */
function whatToWrite(description = "the text"): string {
  const sentence = description.split(/(?<=\.)\s/)[0]!.replace(/\.$/, "");
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
