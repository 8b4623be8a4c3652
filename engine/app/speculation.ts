/**
 * Moving between pages is a full page load of the pre-rendered HTML. To keep it instant, the browser
 * renders the next page ahead when a link is pointed at or pressed (Speculation Rules; "moderate" is
 * hover or press): the rules are inert JSON, allowed by their hash in the Content-Security-Policy.
 * Downloads and links that open a new tab are left alone.
 */
import { createHash } from "node:crypto";

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [target=_blank], [href$='.pdf']" } }] },
      eagerness: "moderate",
    },
  ],
});

/** The CSP source that allows exactly these rules. */
export const SPECULATION_RULES_CSP_SOURCE = `'sha256-${createHash("sha256").update(SPECULATION_RULES).digest("base64")}'`;
