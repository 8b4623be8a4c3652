/**
 * The editorial checks with each page's findings kept between runs (the page editor's checks): a rule that
 * looks at one page at a time is run again only on pages that changed; the price check, which compares
 * every text with the price tables, likewise while the tables stay the same, and on every page when they
 * change; the checks that compare all pages with each other run over all of them each time (they are quick).
 * The findings are the same as lintContent's (tests/unit/editorChecks.test.ts compares them after edits).
 */
import type { Problem } from "../validate/problem";
import type { ValidationResult } from "../validate";
import type { PageEntry } from "../types";
import type { Finding, LintInput } from "./types";
import { LINT_RULES } from "./index";

import { REACH, pagesWithPriceTables, priceTablesAsText } from "./reach";

interface KeptRule {
  /** What every page's findings depended on besides the page: the site's facts, or the price tables. */
  context: unknown[];
  pages: Map<string, { entry: PageEntry; findings: Finding[] }>;
}

export class LintCache {
  private readonly rules = new Map<string, KeptRule>();
  /** How many page checks the last run made afresh (one per rule and changed page; for tests and the benchmark). */
  lastRunChecked = 0;

  lint(result: Pick<ValidationResult, "site" | "pages" | "shared">): Problem[] {
    this.lastRunChecked = 0;
    if (!result.site) return [];
    const input: LintInput = { site: result.site, pages: result.pages, shared: result.shared };
    const pageFiles = new Set(input.pages.map((entry) => entry.file));
    const findings: Finding[] = [];
    for (const rule of LINT_RULES) {
      const reach = REACH[rule.name] ?? "all";
      if (reach === "all") {
        findings.push(...rule.check(input));
        continue;
      }
      const context = reach === "page" ? [input.site] : [priceTablesAsText(input)];
      const kept = this.rules.get(rule.name);
      if (!kept || !sameList(kept.context, context)) {
        // Everything again, once, each page's share kept.
        const all = rule.check(input);
        this.rules.set(rule.name, { context, pages: new Map(input.pages.map((entry) => [entry.file, { entry, findings: all.filter((finding) => finding.file === entry.file) }])) });
        this.lastRunChecked += input.pages.length;
        findings.push(...all);
        continue;
      }
      // The price rule reads the tables (and the pages that show a shared table, for their addresses) with every page.
      const alongside = reach === "prices" ? pagesWithPriceTables(input) : [];
      const shared = reach === "page" ? input.shared.map(({ block: _writtenInItsOwnFile, ...entry }) => entry) : input.shared;
      const pages = new Map<string, { entry: PageEntry; findings: Finding[] }>();
      for (const entry of input.pages) {
        const before = kept.pages.get(entry.file);
        let own = before && samePage(before.entry, entry) ? before.findings : undefined;
        if (!own) {
          own = rule.check({ site: input.site, pages: [entry, ...alongside.filter((other) => other !== entry)], shared }).filter((finding) => finding.file === entry.file);
          this.lastRunChecked++;
        }
        pages.set(entry.file, { entry, findings: own });
        findings.push(...own);
      }
      kept.pages = pages;
      // Findings in the shared blocks' files and site.config.json.
      findings.push(...rule.check({ site: input.site, pages: alongside, shared: input.shared }).filter((finding) => !pageFiles.has(finding.file)));
    }
    return findings
      .map(({ path: _path, ...finding }): Problem => ({ ...finding, severity: "warning" }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }
}

const sameList = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The same page as last time: validateProject keeps an unchanged file's parsed page, so its fields are the
 * very same objects (shared blocks too, while their files are unchanged).
 */
function samePage(a: PageEntry, b: PageEntry): boolean {
  if (a.file !== b.file || a.route !== b.route) return false;
  const keys = Object.keys(b.page) as (keyof PageEntry["page"])[];
  if (keys.length !== Object.keys(a.page).length) return false;
  return keys.every((key) => (key === "blocks" ? sameList(a.page.blocks, b.page.blocks) : a.page[key] === b.page[key]));
}
