/**
 * Plain reasons for the problems of links and emphasis inside a paragraph (engine/schema/inline.ts).
 * Each says what is wrong, where in the text, and what to write instead.
 */
const REASONS: Record<string, (params: { at?: number; href?: string }) => string> = {
  "inline-unclosed-bold": () => "starts bold text with ** but never ends it; put ** after the last bold word too, or write \\*\\* to show the asterisks themselves",
  "inline-unclosed-emphasis": () => "starts emphasis with * but never ends it; put * after the last word too, or write \\* to show an asterisk",
  "inline-unclosed-link": () => "has a link whose address is not closed; end it with ), as in [our prices](/pricing)",
  "inline-empty-link-words": () => "has a link with no words to press; write them between [ and ], as in [our prices](/pricing)",
  "inline-empty-link-target": () => "has a link that goes nowhere; write where it goes between ( and ), as in [our prices](/pricing)",
  "inline-link-scheme": ({ href }) =>
    `links to ${JSON.stringify(href)}, which is not allowed; a link goes to a page of this site ("/contact"), the practice's phone ("phone"), another site ("https://…"), an e-mail ("mailto:…") or another phone number ("tel:…")`,
  "inline-route-format": ({ href }) =>
    `links to ${JSON.stringify(href)}, which is not written like a page of this site; use its path in lower case with hyphens, such as "/opening-hours"`,
};

/** The reason for an inline-text problem, or undefined for any other message. */
export function inlineReason(message: string, params: unknown, field: string): string | undefined {
  const reason = REASONS[message];
  if (!reason) return undefined;
  const { at, href } = (params ?? {}) as { at?: number; href?: string };
  const place = typeof at === "number" ? ` (at character ${at + 1})` : "";
  return `${field} ${reason({ at, href })}${place}`;
}
