/**
 * The rules of a profession, as data a site declares: site.config.json's "rules" names the rule sets the site
 * follows, and only those run (a site that names none gets none). Each rule has an id, its words, a level and
 * the guidance it comes from; its findings are validation problems like any other, so npm run validate, the
 * page editor, the gate before Publish and GitHub's annotations all show them, each with its "why" link.
 *
 * Levels: an "error" (the guidance says must) stops npm run validate and the gate; a "warning" is shown and
 * stops the gate before Publish; a "suggestion" is shown as a notice and never stops anything.
 */
import type { LintInput } from "../content/types";
import { findingAt } from "../content/lint/locate";
import type { Problem, PathSegment } from "../content/validate/problem";
import type { RuleSetId } from "./ids";
import type { AskedField, Rule, RuleHit, RuleLevel, RuleSet } from "./types";
import { ukDental } from "./ukDental";
import { hcpcPhysio } from "./hcpcPhysio";
import { ukConsumer } from "./ukConsumer";

export const RULE_SETS: Record<RuleSetId, RuleSet> = { "uk-dental": ukDental, "hcpc-physio": hcpcPhysio, "uk-consumer": ukConsumer };

const SEVERITY: Record<RuleLevel, Problem["severity"]> = { error: "error", warning: "warning", suggestion: "notice" };

/** Finds a path's line and column in its file, when the file's text is at hand. */
export type PositionOf = (file: string, path: readonly PathSegment[]) => { line: number; column: number } | undefined;

/** The findings of the rule sets the site declares, as problems with their place, line, rule and guidance. */
export function ruleFindings(input: LintInput, positionOf?: PositionOf): Problem[] {
  return declaredRules(input).flatMap((rule) => rule.check(input).map((hit) => asProblem(rule, hit, positionOf)));
}

/** The rules of the sets the site declares, in order, each once (the UK dental set includes the consumer rules). */
export const declaredRules = (input: LintInput): Rule[] => [...new Set([...new Set(input.site.rules)].flatMap((id) => RULE_SETS[id].rules))];

/** The fields the named rule sets ask for (names that are not rule sets are passed over: the validator names them). */
export const fieldsAskedBy = (ids: readonly string[]): AskedField[] =>
  [...new Set([...new Set(ids)].flatMap((id) => (Object.hasOwn(RULE_SETS, id) ? (RULE_SETS[id as RuleSetId].asks ?? []) : [])))];

/** A rule's hit as a validation problem, with its place, line, rule and guidance. */
export function asProblem(rule: Rule, hit: RuleHit, positionOf?: PositionOf): Problem {
  const finding = findingAt(hit.file, hit.document, hit.path, hit.reason, hit.sharedBlock);
  return {
    file: finding.file,
    where: finding.where,
    message: `${finding.message}. Why: ${rule.guidance}`,
    severity: SEVERITY[rule.level],
    rule: rule.id,
    guidance: rule.guidance,
    ...positionOf?.(hit.file, hit.path),
  };
}
