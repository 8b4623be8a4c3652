/** What an editorial rule sees and what it reports. */
import type { Finding, LintInput } from "../types";

// Where the rules of a profession and the validator meet them too, so they live below all three (../types.ts).
export type { Finding, LintInput };

export interface LintRule {
  /** A short stable name, e.g. "title-length". */
  name: string;
  check(input: LintInput): Finding[];
}
