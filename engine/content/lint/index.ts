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
import type { Finding, LintInput, LintRule } from "./types";
import type { PageEntry } from "../types";
import { keptPagesOf, sharedSeenByPage } from "../validate/keptPages";
import { REACH, pagesWithPriceTables, priceTablesAsText } from "./reach";
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
import { chargesKnown } from "./chargesKnown";

export const LINT_RULES: readonly LintRule[] = [
  titleLength, descriptionLength, uniqueTitles, mainHeading, headingOrder, imageAlt,
  faqQuestions, priceFormat, emptyText, hardcodedPhone, hardcodedBooking, hardcodedHours, unfinishedText,
  pricesAgree, unlinkedPages, chargesKnown,
];

export interface LintOptions {
  /** Report findings as errors instead of warnings. */
  strict?: boolean;
  rules?: readonly LintRule[];
  /** The project folder: findings then say on which line of their file they are. */
  root?: string;
}

/**
 * The findings for a validated project, sorted by file. Nothing to say when the site config itself is invalid.
 * When validateProject kept its findings on disk, each page's findings of the rules that look at one page (and
 * the price tables) are kept too (validate/keptPages.ts): the same findings, a one-page change checks one page.
 */
export function lintContent(result: Pick<ValidationResult, "site" | "pages" | "shared">, options: LintOptions = {}): Problem[] {
  if (!result.site) return [];
  const input: LintInput = { site: result.site, pages: result.pages, shared: result.shared };
  const severity = options.strict ? "error" : "warning";
  const positionOf = options.root ? filePositions(options.root) : undefined;
  const toProblem = ({ path, ...finding }: Finding): Problem => ({ ...finding, severity, ...(path && positionOf?.(finding.file, path)) });
  const kept = keptPagesOf(result);
  const rules = options.rules ?? LINT_RULES;
  const byPage = kept ? rules.filter((rule) => (REACH[rule.name] ?? "all") !== "all") : [];
  const pageFiles = new Set(input.pages.map((entry) => entry.file));
  // A page's run sees which of its blocks are shared (to leave them to their files), not the shared blocks.
  const sharedOf = sharedSeenByPage(input.shared);
  const alongside = byPage.some((rule) => REACH[rule.name] === "prices") ? pagesWithPriceTables(input) : [];
  const inputFor = (rule: LintRule, entry: PageEntry): LintInput =>
    REACH[rule.name] === "prices"
      ? { site: input.site, pages: [entry, ...alongside.filter((other) => other !== entry)], shared: input.shared }
      : { site: input.site, pages: [entry], shared: sharedOf(entry.file) };
  const context = JSON.stringify([byPage.map((rule) => rule.name), alongside.length ? priceTablesAsText(input) : ""]);
  // Kept apart by how they are asked for (the gate's strict checks with lines; npm run lint:content's).
  const keptFound = kept?.each(`lint-${severity}${positionOf ? "-lines" : ""}`, context, input.pages, (entry) =>
    Object.fromEntries(
      byPage
        .map((rule) => [rule.name, rule.check(inputFor(rule, entry)).filter((finding) => finding.file === entry.file).map(toProblem)] as const)
        .filter(([, found]) => found.length),
    ),
  );
  return rules
    .flatMap((rule) => {
      if (!keptFound || !byPage.includes(rule)) return rule.check(input).map(toProblem);
      const elsewhere = rule.check({ site: input.site, pages: REACH[rule.name] === "prices" ? alongside : [], shared: input.shared });
      return [...keptFound.flatMap((found) => found[rule.name] ?? []), ...elsewhere.filter((finding) => !pageFiles.has(finding.file)).map(toProblem)];
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
