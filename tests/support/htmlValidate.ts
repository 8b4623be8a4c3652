/**
 * html-validate over a pre-rendered page: its standard preset (what the HTML standard requires) and its
 * accessibility preset (WCAG techniques H30-H71, names, landmarks, labels), so markup errors fail the tests
 * the way axe's violations do. Rules about how the markup is written (quotes, case, inline styles) are not
 * in either preset: the pages are written by React, not by hand.
 */
import { HtmlValidate, type Message } from "html-validate";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: {
    // A rule being retired upstream only warns; a warning is no failure of the page.
    "deprecated-rule": "off",
    // The accessibility preset advises against naming any element but a landmark or a control; ARIA lets a
    // list be named (role list takes its name from the author), and the menus' and footer's lists are named by their headings.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A label that wraps its control and also points at it with "for" says the same thing twice: style, not an error.
    "no-redundant-for": "off",
  },
});

/** Each error on the page, as "file:line:column rule: message (selector)". */
export async function markupErrors(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.filter((message: Message) => message.severity === 2).map((message: Message) =>
      `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` (${message.selector})` : ""}`),
  );
}
