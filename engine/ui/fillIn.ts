/** Filling in the words in braces of a text from site.config.json's strings or a form (engine/ui/strings.ts). */

/** "Back to {menu}" with { menu: "Services" } -> "Back to Services". A word without a value stays as written. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([a-z]+)\}/gi, (whole, word: string) => (Object.hasOwn(values, word) ? String(values[word]) : whole));
}

/** The text before and after {word}, for a text that has something other than words in its place (a link, a mark). */
export function around(text: string, word: string): [string, string] {
  const at = text.indexOf(`{${word}}`);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + word.length + 2)];
}
