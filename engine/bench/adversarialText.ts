/**
 * Long texts that make careless text checks slow: a regular expression that backtracks, or an edit
 * distance over a whole value, costs the square of the length (or worse) on some of these. Each is
 * 1,000,000 characters, as a paragraph pasted from a long document would be, yet a page holding one
 * stays under the page file limit, so every check (validation and lint) has to read it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ADVERSARIAL_LENGTH = 1_000_000;

/**
 * `unit` repeated, then one other character: a pattern that backtracks gives up only at the very end,
 * after trying every way to match what came before, from every starting point.
 */
const repeat = (unit: string) => unit.repeat(Math.ceil(ADVERSARIAL_LENGTH / unit.length)).slice(0, ADVERSARIAL_LENGTH - 1) + "!";

/** The cases (issue 24): one letter, digits (alone and with spaces), slashes, an address-like word. */
export const ADVERSARIAL_TEXTS: Record<string, string> = {
  "one letter": repeat("a"),
  "digits": repeat("1"),
  "digits and spaces": repeat("1 "),
  "slashes": repeat("/"),
  "address-like word": repeat("http:"),
};

/** A valid page whose one paragraph is `paragraph`. */
export function pageWithParagraph(paragraph: string): object {
  return {
    $schema: "../schemas/page.schema.json",
    title: "A very long page | Riverside Clinic",
    description: "A page whose one paragraph is a million characters long, to time every check of the validator on it.",
    blocks: [
      { type: "hero", heading: "A very long page" },
      { type: "richText", sections: [{ heading: "One long paragraph", body: [paragraph] }] },
    ],
  };
}

/** Writes the page as pages/<name>.json of the site at `root`. */
export function writeLongPage(root: string, name: string, paragraph: string) {
  mkdirSync(join(root, "pages"), { recursive: true });
  writeFileSync(join(root, "pages", `${name}.json`), JSON.stringify(pageWithParagraph(paragraph), null, 2));
}
