/**
 * Editorial checks ("lint") on content that is already valid: lengths that
 * search results show, accessible pictures and headings, one way of writing
 * prices, prices in text that agree with the price tables, facts that must
 * come from site.config.json, no template
 * placeholders left in, and no page that only its own address reaches. By default findings
 * are warnings; strict mode (CI) makes them errors.
 */
import type { Problem } from "../validate/problem";
import type { ValidationResult } from "../validate";
import type { LintRule } from "./types";
import { filePositions } from "../validate/filePositions";
import { titleLength } from "./titleLength";
import { descriptionLength } from "./descriptionLength";
import { imageAlt } from "./imageAlt";
import { mainHeading } from "./mainHeading";
import { headingOrder } from "./headingLevels";
import { faqQuestions } from "./faqQuestions";
import { uniqueTitles } from "./uniqueTitles";
import { priceFormat } from "./priceFormat";
import { emptyText } from "./emptyText";
import { hardcodedPhone } from "./hardcodedPhone";
import { hardcodedBooking } from "./hardcodedBooking";
import { hardcodedHours } from "./hardcodedHours";
import { unfinishedText } from "./unfinishedText";
import { pricesAgree } from "./pricesAgree";
import { unlinkedPages } from "./unlinkedPages";

export const LINT_RULES: readonly LintRule[] = [
  titleLength, descriptionLength, uniqueTitles, mainHeading, headingOrder, imageAlt,
  faqQuestions, priceFormat, emptyText, hardcodedPhone, hardcodedBooking, hardcodedHours, unfinishedText,
  pricesAgree, unlinkedPages,
];

export interface LintOptions {
  /** Report findings as errors instead of warnings. */
  strict?: boolean;
  rules?: readonly LintRule[];
  /** The project folder: findings then say on which line of their file they are. */
  root?: string;
}

/** The findings for a validated project, sorted by file. Nothing to say when the site config itself is invalid. */
export function lintContent(result: Pick<ValidationResult, "site" | "pages" | "shared">, options: LintOptions = {}): Problem[] {
  if (!result.site) return [];
  const input = { site: result.site, pages: result.pages, shared: result.shared };
  const severity = options.strict ? "error" : "warning";
  const positionOf = options.root ? filePositions(options.root) : undefined;
  return (options.rules ?? LINT_RULES)
    .flatMap((rule) => rule.check(input))
    .map(({ path, ...finding }): Problem => ({ ...finding, severity, ...(path && positionOf?.(finding.file, path)) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
