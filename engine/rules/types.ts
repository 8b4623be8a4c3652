/** What a rule of a profession is, and what it reports. */
import type { PathSegment } from "../content/validate/problem";
import type { LintInput } from "../content/types";

/**
 * How much a finding weighs: "error" where the guidance says must (npm run validate and the gate stop),
 * "warning" where it says should (the gate stops before Publish), "suggestion" for advice (never stops).
 */
export type RuleLevel = "error" | "warning" | "suggestion";

/** One place a rule found, with the words that say what is wrong there. */
export interface RuleHit {
  file: string;
  /** The document the path starts from (the page, the shared block, the site config), for naming the place. */
  document: unknown;
  path: readonly PathSegment[];
  /** The reason in plain words, for staff. */
  reason: string;
  sharedBlock?: boolean;
}

export interface Rule {
  /** A short stable name, e.g. "gdc-number". */
  id: string;
  level: RuleLevel;
  /** Where the rule comes from: the guidance a reader can open to see why. */
  guidance: string;
  /**
   * "page": what the rule finds in a page depends only on that page, the site's config and `context` (a small
   * fact about the whole site), so a page's findings can be kept while those stay the same (engine/rules/kept.ts).
   * A rule without it is run over the whole site each time.
   */
  reach?: "page";
  /** The whole site's fact a page's findings depend on (JSON), given to `check`. */
  context?(input: LintInput): unknown;
  check(input: LintInput, context?: unknown): RuleHit[];
}

/**
 * A field the schema has optional that the rule set's errors ask for (a clinician's registration number): the
 * editor labels it as needed, with `words` as the reason, so that nobody meets it first as "can't be saved".
 */
export interface AskedField {
  /** The block type it is in, and the keys down to it (a list's entries are passed through): ["members", "registrationNumber"]. */
  blockType: string;
  path: readonly string[];
  words: string;
  /** Not asked where the entry holding it has this value ("registered": false: someone not on a register). */
  unless?: { key: string; value: unknown };
}

export interface RuleSet {
  /** Its name in site.config.json's "rules". */
  id: string;
  /** What it is, in words (the README and the findings name it). */
  title: string;
  rules: readonly Rule[];
  /** The optional fields its rules ask for. */
  asks?: readonly AskedField[];
  /**
   * Examples in the profession's own words for the fields that name a register or a trade, shown by the page
   * editor's help in place of the schemas' (which come from several trades), each by the field's last keys.
   */
  examples?: Partial<Record<TradeField, string[]>>;
}

/** The fields whose examples a rule set gives, by their last keys (engine/editor/model/siteExamples.ts). */
export type TradeField = "registrationLabel" | "specialistList" | "register.name" | "register.href";
