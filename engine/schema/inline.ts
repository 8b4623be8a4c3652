/**
 * Paragraph text: words that may carry links and emphasis (engine/ui/inlineText.ts). The markers are checked
 * like every other link: a link to a page that does not exist, to an address the site does not allow
 * (javascript:, http:), or a marker left open is refused with the place and a plain reason
 * (engine/content/validate/inlineReasons.ts). Headings and names stay plain text.
 */
import { z } from "zod";
import { filledString, ROUTE_PATTERN, type SchemaContext } from "./common";
import { EXTERNAL_URL_PATTERN } from "./link";
import { linkTargetKind, parseInline, pathOfLink } from "../ui/inlineText";

/** Said in every paragraph field's help, so the editor and VS Code show how to write a link. */
export const INLINE_HELP = "Can hold links and emphasis: [words](/contact) links to a page of the site, [words](phone) calls the practice, [words](tel:01632960123) calls another number, [words](https://www.gov.uk/) opens another site; **words** is bold, *words* emphasis; write \\* or \\[ for the character itself.";

/** The same for VS Code, whose hover reads Markdown: the markers shown as code, not applied. */
const INLINE_HELP_MARKDOWN = "Can hold links and emphasis: `[words](/contact)` links to a page of the site, `[words](phone)` calls the practice, `[words](tel:01632960123)` calls another number, `[words](https://www.gov.uk/)` opens another site; `**words**` is bold, `*words*` emphasis; write `\\*` or `\\[` for the character itself.";

/** The JSON Schema mark the page editor reads to offer its Link and Bold buttons on a field. */
export const INLINE_MARK = "x-inline-text";

function checkInline(ctx: SchemaContext) {
  return (text: string, issue: z.core.$RefinementCtx<string>) => {
    const { problems, links } = parseInline(text);
    for (const problem of problems) issue.addIssue({ code: "custom", message: `inline-${problem.code}`, params: { at: problem.at } });
    for (const { href, at } of links) {
      if (!href) continue;
      const kind = linkTargetKind(href);
      if (kind === "refused" || (kind === "external" && !EXTERNAL_URL_PATTERN.test(href))) {
        issue.addIssue({ code: "custom", message: "inline-link-scheme", params: { href, at } });
      } else if (kind === "internal") {
        const path = pathOfLink(href);
        if (!ROUTE_PATTERN.test(path)) issue.addIssue({ code: "custom", message: "inline-route-format", params: { href, at } });
        else if (ctx.crossChecks && !ctx.crossChecks.routeExists(path)) {
          issue.addIssue({ code: "custom", message: "route-missing", params: { path, hint: ctx.crossChecks.suggestRoute(path) } });
        }
      }
    }
  };
}

/** The metadata of a paragraph field: its help (with how to write links) and the editor's mark. */
export function inlineMeta(description: string, examples?: string[]) {
  return {
    description: `${description} ${INLINE_HELP}`,
    markdownDescription: `${description} ${INLINE_HELP_MARKDOWN}`,
    ...(examples ? { examples } : {}),
    [INLINE_MARK]: true,
  };
}

/** One paragraph: visible text that may hold links and emphasis. */
export function inlineText(ctx: SchemaContext, description: string, examples?: string[]) {
  // The markers are read with the cross-checks (as the form rules are): a JSON Schema cannot say whether a "*"
  // is closed, and the schema without cross-checks must accept exactly what the generated JSON Schema accepts.
  const text = filledString();
  return (ctx.crossChecks ? text.superRefine(checkInline(ctx)) : text).meta(inlineMeta(description, examples));
}

/** Several paragraphs of such text, or one. */
export function inlineParagraphs(ctx: SchemaContext, description: string, examples?: string[][]) {
  return z.array(inlineText(ctx, "A paragraph.")).min(1).meta({ description, ...(examples ? { examples } : {}) });
}

/**
 * The markers' check on a field whose own shape differs (a biography's entries may be empty), with the
 * cross-checks only, as inlineText does: without them the schema must accept what the JSON Schema accepts.
 */
export function withInlineChecks<T extends z.ZodString>(ctx: SchemaContext, text: T): T {
  return ctx.crossChecks ? text.superRefine(checkInline(ctx)) : text;
}
