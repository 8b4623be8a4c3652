/**
 * Moving between pages is a full page load of the pre-rendered HTML. To keep it instant, the browser
 * renders the next page ahead when a link is pointed at or pressed (Speculation Rules; "moderate" is
 * hover or press). Downloads and links that open a new tab are left alone.
 *
 * The rules are the same on every page, so the page's script adds them (addSpeculationRules) rather than each
 * page carrying them inline (issue 51: 0.1 KB gzip of every page, sent again on each visit; the script is
 * cached). They still take effect long before a pointer rests on a link, and are allowed by their hash in
 * the Content-Security-Policy (engine/app/speculation.ts), which an added <script> is held to as an inline one.
 * Without scripts, pages are simply not rendered ahead.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [target=_blank], [href$='.pdf']" } }] },
      eagerness: "moderate",
    },
  ],
});

/** Adds the rules to the page once (a browser that does not know them ignores the element). */
export function addSpeculationRules(document: Document): void {
  if (document.querySelector('script[type="speculationrules"]')) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = SPECULATION_RULES;
  document.head.append(rules);
}
