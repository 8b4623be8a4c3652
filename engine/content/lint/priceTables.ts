/**
 * The site's price list, read from its priceTable blocks (wherever they are:
 * today the tables on /pricing). Rows that differ only by a note in brackets
 * are one treatment with several prices: "Composite filling (1 surface)",
 * "(2 surfaces)" and "(3 surfaces)" are "composite filling" at £150, £175 or £200.
 */
import type { LintInput } from "./types";
import { blocksAsWritten } from "./locate";
import { nameStems, sentences, type Amount } from "./priceWords";

export interface PricedTreatment {
  /** The name without its bracketed note, as stems: ["composite", "filling"]. */
  stems: string[];
  /** Every price its rows give ("Price on consultation" gives none). */
  amounts: Amount[];
  /** Where the tables that price it are: their pages' routes and the files to edit. */
  shownOn: Set<string>;
  files: Set<string>;
}

/** "Composite filling (1 surface)" -> "Composite filling": a bracketed note qualifies a row, it is not its name. */
function withoutBrackets(label: string): string {
  let out = "";
  let depth = 0;
  for (const c of label) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out;
}

/** The treatments the price tables name, keyed by their stems joined with spaces. */
export function pricedTreatments(input: LintInput): Map<string, PricedTreatment> {
  const routeOf = new Map(input.pages.map((entry) => [entry.file, entry.route ?? entry.file]));
  const usedBy = new Map(input.shared.map((entry) => [entry.file, entry.usedBy.map((use) => routeOf.get(use.file) ?? use.file)]));
  const treatments = new Map<string, PricedTreatment>();
  for (const site of blocksAsWritten(input)) {
    if (site.block.type !== "priceTable") continue;
    const shownOn = site.sharedBlock ? (usedBy.get(site.file) ?? []) : [routeOf.get(site.file) ?? site.file];
    for (const row of site.block.rows) {
      const stems = nameStems(withoutBrackets(row.label));
      if (!stems.length) continue;
      const key = stems.join(" ");
      const treatment = treatments.get(key) ?? { stems, amounts: [], shownOn: new Set<string>(), files: new Set<string>() };
      treatments.set(key, treatment);
      treatment.amounts.push(...sentences(row.price).flat().filter((token): token is Amount => token.kind === "amount"));
      for (const route of shownOn) treatment.shownOn.add(route);
      treatment.files.add(site.file);
    }
  }
  return treatments;
}
