/**
 * NHS charges that cannot go stale: a figure on a page that looks like an NHS band charge (a "£" amount in a text
 * that speaks of NHS charges or bands, or a row of an NHS price table) must be the charge in force in England on the
 * day the site is checked and built. The charges change every 1 April; many practices' sites still show figures
 * years old, which misleads patients about what they will pay. The rule set knows the charges announced so far
 * (below); a practice adds next year's to its charge schedule "nhs-england" (site.config.json) as soon as they are
 * announced, and shows them with a charges block, which always shows the period in force.
 */
import type { Rule, RuleHit } from "../types";
import type { LintInput } from "../../content/types";
import { blocksAsWritten } from "../../content/lint/locate";
import { writtenTexts } from "../texts";
import { buildDay, periodInForce, priceOf, type ChargePeriod } from "../../app/chargeSchedules";
import { formatDay } from "../../app/todaysDate";
import { NHS_CHARGES_GUIDANCE } from "./guidance";

/** The schedule of site.config.json's "chargeSchedules" that holds the NHS charges in England. */
export const NHS_ENGLAND_SCHEDULE = "nhs-england";

/** Each charge by the short name a charges block's row gives it. */
export const NHS_CHARGE_KEYS = ["band-1", "band-2", "band-3", "urgent"] as const;
type NhsChargeKey = (typeof NHS_CHARGE_KEYS)[number];

/**
 * The charges in England as the Department of Health and Social Care announced them (the NHS (Dental Charges)
 * Regulations, as amended each year): 2025/26, and 2026/27 from 1 April 2026.
 */
const periodOf = (from: string, prices: [string, string, string, string]): ChargePeriod => ({ from, charges: NHS_CHARGE_KEYS.map((charge, i) => ({ charge, price: prices[i]! })) });
export const NHS_ENGLAND_CHARGES: readonly ChargePeriod[] = [
  periodOf("2025-04-01", ["£27.40", "£75.30", "£326.70", "£27.40"]),
  periodOf("2026-04-01", ["£27.90", "£76.60", "£332.10", "£27.90"]),
];

/** The periods known: the announced ones, and the site's own schedule's (a later one, or one it gives again). */
function knownPeriods(input: LintInput): ChargePeriod[] {
  const own = input.site.chargeSchedules.find((schedule) => schedule.key === NHS_ENGLAND_SCHEDULE)?.periods ?? [];
  return [...NHS_ENGLAND_CHARGES.filter((period) => !own.some((mine) => mine.from === period.from)), ...own].sort((a, b) => a.from.localeCompare(b.from));
}

/** "£1,234.50" -> 123450 pence, each with where it starts in the text. */
export function poundAmounts(text: string): { pence: number; at: number; written: string }[] {
  const found: { pence: number; at: number; written: string }[] = [];
  for (let i = text.indexOf("£"); i >= 0; i = text.indexOf("£", i + 1)) {
    let j = i + 1;
    let pounds = "";
    while (j < text.length && ((text[j]! >= "0" && text[j]! <= "9") || (text[j] === "," && pounds))) {
      if (text[j] !== ",") pounds += text[j];
      j++;
    }
    if (!pounds) continue;
    let pence = 0;
    if (text[j] === "." && /^\d\d/.test(text.slice(j + 1, j + 3))) {
      pence = Number(text.slice(j + 1, j + 3));
      j += 3;
    }
    found.push({ pence: Number(pounds) * 100 + pence, at: i, written: text.slice(i, j) });
  }
  return found;
}

const penceOf = (price: string | undefined) => (price === undefined ? undefined : poundAmounts(price)[0]?.pence);

const BAND_NAMES: [RegExp, NhsChargeKey][] = [
  [/\bband\s*(?:1|one)\b/g, "band-1"],
  [/\bband\s*(?:2|two)\b/g, "band-2"],
  [/\bband\s*(?:3|three)\b/g, "band-3"],
  [/\burgent\b/g, "urgent"],
];

/** How far before its amount a charge's name may be: "Band 2 (fillings, root canals) £76.60". */
const NAMED_WITHIN = 48;

/** The charge named just before the amount at `at` ("Band 2 … £75.30"), after the amount before it (`after`), if any. */
function chargeNamedBefore(lower: string, at: number, after: number): NhsChargeKey | undefined {
  let best: { key: NhsChargeKey; index: number } | undefined;
  for (const [pattern, key] of BAND_NAMES) {
    for (const match of lower.matchAll(pattern)) {
      if (match.index < at && match.index >= after && at - match.index <= NAMED_WITHIN && (!best || match.index > best.index)) best = { key, index: match.index };
    }
  }
  return best?.key;
}

/** A text's sentences: "A private urgent appointment is £30.00. NHS patients pay…" is two ("£30.00." ends one). */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ((text[i] === "." || text[i] === "!" || text[i] === "?" || text[i] === ";") && (i + 1 === text.length || text[i + 1] === " ")) {
      sentences.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}

const speaksOfNhsCharges = (lower: string) => /\bnhs\b|\bband\s*(?:[123]|one|two|three)\b/.test(lower);

interface Context {
  day: string;
  inForce: ChargePeriod | undefined;
  /** Every known figure that is not one in force, by pence, with the charge and the day its period started. */
  stale: [number, NhsChargeKey, string][];
}

/** What is in force on the day of the check, and every older (or later) figure. */
function contextOf(input: LintInput): Context {
  const day = buildDay();
  const periods = knownPeriods(input);
  const inForce = periodInForce(periods, day);
  const current = new Set(NHS_CHARGE_KEYS.map((key) => inForce && penceOf(priceOf(inForce, key))));
  const stale = periods
    .filter((period) => period !== inForce)
    .flatMap((period) => NHS_CHARGE_KEYS.map((key): [number, NhsChargeKey, string] => [penceOf(priceOf(period, key)) ?? -1, key, period.from]))
    .filter(([pence]) => !current.has(pence));
  return { day, inForce, stale };
}

const CHARGE_WORDS: Record<NhsChargeKey, string> = { "band-1": "Band 1", "band-2": "Band 2", "band-3": "Band 3", urgent: "urgent treatment" };

/** What is wrong with the amounts of one text (a sentence that speaks of NHS charges, or a price), if anything. */
function staleFigure(text: string, context: Context, named?: NhsChargeKey): string | undefined {
  const { inForce } = context;
  if (!inForce) return undefined;
  const lower = text.toLowerCase();
  const where = `the charge in England from ${formatDay(inForce.from)}`;
  let after = 0;
  for (const amount of poundAmounts(text)) {
    const charge = named ?? chargeNamedBefore(lower, amount.at, after);
    after = amount.at + amount.written.length;
    if (charge) {
      if (amount.pence !== penceOf(priceOf(inForce, charge))) {
        return `"${amount.written}" is given as the NHS ${CHARGE_WORDS[charge]} charge, but ${where} is ${priceOf(inForce, charge)}: show NHS charges with a charges block of the schedule "${NHS_ENGLAND_SCHEDULE}", which always shows the ones in force, or write ${priceOf(inForce, charge)}`;
      }
      continue;
    }
    const old = context.stale.find(([pence]) => pence === amount.pence);
    if (old) {
      return `"${amount.written}" looks like the NHS ${CHARGE_WORDS[old[1]]} charge from ${formatDay(old[2])}, but ${where} is ${priceOf(inForce, old[1])}: show NHS charges with a charges block of the schedule "${NHS_ENGLAND_SCHEDULE}", which always shows the ones in force`;
    }
  }
  return undefined;
}

export const nhsChargesCurrent: Rule = {
  id: "nhs-charges-current",
  level: "warning",
  guidance: NHS_CHARGES_GUIDANCE,
  reach: "page",
  context: contextOf,
  check: (input, given) => {
    const context = (given as Context | undefined) ?? contextOf(input);
    const hits: RuleHit[] = [];
    // Price tables row by row: a row's name ("Band 1") and its price are two texts; the table's heading says NHS.
    const tableRows = new Set<string>();
    for (const site of blocksAsWritten(input)) {
      if (site.block.type !== "priceTable") continue;
      const table = site.block;
      const aboutNhs = speaksOfNhsCharges([table.heading, table.intro ?? "", ...table.columns, ...table.notes].join(" ").toLowerCase());
      table.rows.forEach((row, i) => {
        const rowText = `${row.label} ${row.description ?? ""}`.toLowerCase();
        if (!aboutNhs && !speaksOfNhsCharges(rowText)) return;
        const named = BAND_NAMES.find(([pattern]) => row.label.toLowerCase().search(pattern) >= 0)?.[1]; // search: whatever a global pattern's lastIndex
        const reason = staleFigure(row.price, context, named);
        const path = [...site.prefix, "rows", i, "price"];
        tableRows.add(`${site.file} ${JSON.stringify(path)}`);
        if (reason) hits.push({ file: site.file, document: site.document, path, reason, sharedBlock: site.sharedBlock });
      });
    }
    for (const text of writtenTexts(input)) {
      if (tableRows.has(`${text.file} ${JSON.stringify(text.path)}`) || !text.text.includes("£")) continue;
      const reason = sentencesOf(text.text)
        .filter((sentence) => speaksOfNhsCharges(sentence.toLowerCase()))
        .map((sentence) => staleFigure(sentence, context))
        .find((found) => found !== undefined);
      if (reason) hits.push({ file: text.file, document: text.document, path: text.path, reason, sharedBlock: text.sharedBlock });
    }
    return hits;
  },
};

/** The site's own NHS schedule gives the announced figures, for every period the rule set knows. */
export const nhsScheduleAsAnnounced: Rule = {
  id: "nhs-charges-announced",
  level: "warning",
  guidance: NHS_CHARGES_GUIDANCE,
  check: (input) => {
    const index = input.site.chargeSchedules.findIndex((schedule) => schedule.key === NHS_ENGLAND_SCHEDULE);
    if (index < 0) return [];
    return input.site.chargeSchedules[index]!.periods.flatMap((period, i) => {
      const announced = NHS_ENGLAND_CHARGES.find((known) => known.from === period.from);
      if (!announced) return [];
      return period.charges.flatMap((entry, k): RuleHit[] => {
        const expected = priceOf(announced, entry.charge);
        return expected === undefined || expected === entry.price
          ? []
          : [{ file: "site.config.json", document: input.site, path: ["chargeSchedules", index, "periods", i, "charges", k, "price"], reason: `the NHS ${CHARGE_WORDS[entry.charge as NhsChargeKey]} charge from ${formatDay(period.from)} was announced as ${expected}, not ${entry.price}` }];
      });
    });
  },
};

export const NHS_CHARGE_RULES = [nhsChargesCurrent, nhsScheduleAsAnnounced];
