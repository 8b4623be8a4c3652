/**
 * Prices are written one way everywhere: "£27.40", "£2,650", "From £9,999".
 * The pound sign comes first with no space, thousands have a comma, and pence
 * have two digits. "£ 30", "30 pounds", "£2650" and "£27.4" are flagged.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { blocksAsWritten, findingAt, findingInBlock } from "./locate";
import { proseStrings } from "./texts";

const WELL_FORMED = /^£(?:\d{1,3}(?:,\d{3})*)(?:\.\d{2})?$/;
/**
 * Anything that looks like an amount of money: "£…", "… pounds", "GBP …", "…£". An amount without
 * "£" or "GBP" before it starts only where its run of digits, commas and full stops starts (the
 * look-behind): tried from every digit of a long run, the pattern took the square of its length.
 * Commas or full stops that lead the run are matched, then dropped from what is reported.
 * A number before a "£" that starts an amount of its own ("Band 1 £27.90", "1. £27.90", "1 April 2026 £27.90")
 * is a band, a list number or a date, not a pound sign written after its amount: the look-ahead leaves that
 * "£" to the amount after it, which is then checked on its own.
 */
const AMOUNTS = /£\s*\d[\d,.]*|(?<![\d,.])[,.]*\d[\d,.]*\s*(?:pounds?|quid)\b|\bGBP\s*\d[\d,.]*|(?<![\d,.])[,.]*\d[\d,.]*\s*£(?!\s*\d)/gi;

/** The same amount written the site's way, e.g. "£2650" -> "£2,650", "30 pounds" -> "£30". */
export function wellFormedPrice(amount: string): string | undefined {
  const number = /\d[\d,]*(?:\.\d+)?/.exec(amount)?.[0]?.replace(/,/g, "");
  if (!number) return undefined;
  const [whole, pence] = number.split(".");
  const grouped = Number(whole).toLocaleString("en-GB");
  return `£${grouped}${pence === undefined ? "" : `.${pence.padEnd(2, "0").slice(0, 2)}`}`;
}

/** The badly written amounts in a text, each with its fix. */
export function badPrices(text: string): { found: string; fix?: string }[] {
  const out: { found: string; fix?: string }[] = [];
  for (const match of text.matchAll(AMOUNTS)) {
    // A full stop or comma after an amount usually ends the sentence or the clause, not the price.
    const found = match[0].trim().replace(/^[.,]+/, "").replace(/(?<![.,])[.,]+$/, "");
    if (!WELL_FORMED.test(found)) out.push({ found, fix: wellFormedPrice(found) });
  }
  return out;
}

function reason({ found, fix }: { found: string; fix?: string }): string {
  const as = fix ? ` as "${fix}"` : " with the pound sign first and no space";
  return `write the price "${found}"${as}, the way prices are written across the site`;
}

export const priceFormat: LintRule = {
  name: "price-format",
  check: (input) => {
    const findings: Finding[] = [];
    for (const { file, page } of input.pages) {
      for (const field of ["title", "description"] as const) {
        for (const bad of badPrices(page[field])) findings.push(findingAt(file, page, [field], reason(bad)));
      }
    }
    for (const site of blocksAsWritten(input)) {
      for (const { path, text } of proseStrings(site.block)) {
        for (const bad of badPrices(text)) findings.push(findingInBlock(site, path as PathSegment[], reason(bad)));
      }
    }
    return findings;
  },
};
