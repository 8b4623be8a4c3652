/**
 * The rules' findings with each page's share kept on disk beside the validator's (validate/keptPages.ts), so
 * that a one-page change runs the rules over that page, not the whole site.
 *
 * A rule marked `reach: "page"` finds in a page only from that page (its own blocks, not the shared blocks it
 * shows, which are checked in their own files), the site's config and its `context`. A page's findings are kept
 * under its bytes and shared-block references, the validator, the site's config and every rule's context. They
 * come out in the order a run over the whole site gives them: every page's title and description, then every
 * page's blocks, then the shared blocks and the config. Other rules run over the whole site each time.
 * tests/unit/validationDiskCache.test.ts compares with cold runs.
 */
import type { LintInput } from "../content/types";
import type { Problem } from "../content/validate/problem";
import { sharedSeenByPage, type KeptPages } from "../content/validate/keptPages";
import { asProblem, declaredRules, type PositionOf } from "./index";
import type { Rule, RuleHit } from "./types";

/** A rule's findings in a page: those in its title and description, those in its blocks. */
type Found = [head: Problem[], blocks: Problem[]];

export function keptRuleFindings(input: LintInput, positionOf: PositionOf, kept: KeptPages): Problem[] {
  const rules = declaredRules(input);
  const byPage = rules.filter((rule) => rule.reach === "page");
  const contexts = new Map<Rule, unknown>(byPage.map((rule) => [rule, rule.context?.(input)]));
  const pageFiles = new Set(input.pages.map((entry) => entry.file));
  // A page's run sees which of its blocks are shared (to leave them to their files), not the shared blocks.
  const sharedOf = sharedSeenByPage(input.shared);
  const keptFound = kept.each("rules", JSON.stringify([...contexts].map(([rule, context]) => [rule.id, context ?? null])), input.pages, (entry) => {
    const found: Record<string, Found> = {};
    // One input for all the rules: its texts are read once (rules/texts.ts keeps them per input).
    const pageInput: LintInput = { site: input.site, pages: [entry], shared: sharedOf(entry.file) };
    for (const rule of byPage) {
      const hits = rule.check(pageInput, contexts.get(rule)).filter((hit) => hit.file === entry.file);
      const toProblem = (hit: RuleHit) => asProblem(rule, hit, positionOf);
      if (hits.length) found[rule.id] = [hits.filter((hit) => hit.path[0] !== "blocks").map(toProblem), hits.filter((hit) => hit.path[0] === "blocks").map(toProblem)];
    }
    return found;
  }, { sharedApart: true });
  return rules.flatMap((rule) => {
    const toProblem = (hit: RuleHit) => asProblem(rule, hit, positionOf);
    if (rule.reach !== "page") return rule.check(input).map(toProblem);
    const own = keptFound.map((found) => found[rule.id]);
    const elsewhere = rule.check({ site: input.site, pages: [], shared: input.shared }, contexts.get(rule)).filter((hit) => !pageFiles.has(hit.file));
    return [...own.flatMap((found) => found?.[0] ?? []), ...own.flatMap((found) => found?.[1] ?? []), ...elsewhere.map(toProblem)];
  });
}
