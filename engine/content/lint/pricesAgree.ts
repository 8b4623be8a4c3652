/**
 * A price is written once, in a price table (pages/pricing.json today), yet
 * pages mention prices in their text too ("A private scale and polish is £55").
 * This check names any text whose price for a treatment differs from the table's.
 *
 * The rule, kept narrow so it never cries wolf:
 * - a treatment is a price-table row's label without its bracketed note,
 *   matched as whole words, ignoring case, plurals and "&" for "and"
 *   ("Scale & Polish", "scale and polish"); a name inside a longer one
 *   ("extraction" in "surgical extraction") counts as the longer one only;
 * - a sentence is judged only when it names exactly one treatment from the
 *   tables (priced or not) and no other kind of treatment: with two, which
 *   price goes with which is a guess. "Another kind" is the last word of any
 *   table name seen on its own ("fillings" in "a polish is £55, fillings
 *   £160"), except the general words "treatment" and "appointment";
 * - each "£" amount in that sentence must be one of that treatment's prices;
 *   "from £250" is compared like "£250";
 * - amounts per day, week, month or year are compared only with table prices
 *   per the same period, so finance figures ("from £8 per day") pass;
 *   limits and savings ("over £750", "save up to £1,000", "£200 off") are not prices;
 * - the price tables themselves are the source, so their blocks are not checked.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { blocksAsWritten, findingAt, findingInBlock } from "./locate";
import { proseStrings } from "./texts";
import { sentences, type Amount, type Token, type Word } from "./priceWords";
import { pricedTreatments, type PricedTreatment } from "./priceTables";

interface Mention {
  from: number;
  to: number;
  treatment: PricedTreatment;
}

export interface PriceIndex {
  /** Treatments by the first word of their name, to find names in one pass over a sentence. */
  byFirstWord: Map<string, PricedTreatment[]>;
  /** The word that says what kind of treatment a name is ("filling" of "composite filling"). */
  kinds: Set<string>;
}

/** Words too general to say which treatment a sentence is about. */
const GENERAL = new Set(["treatment", "appointment"]);
const hasLetter = (stem: string) => stem.toLowerCase() !== stem.toUpperCase();

export function priceIndex(treatments: Iterable<PricedTreatment>): PriceIndex {
  const index: PriceIndex = { byFirstWord: new Map(), kinds: new Set() };
  for (const treatment of treatments) {
    const first = treatment.stems[0]!;
    index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), treatment]);
    // "Band 1" is a kind of band: the last word with letters in it.
    const kind = treatment.stems.findLast(hasLetter);
    if (kind && !GENERAL.has(kind)) index.kinds.add(kind);
  }
  return index;
}

/** The treatments a sentence names, in order; a name inside a longer one
 * ("extraction" in "surgical extraction") counts only as the longer one. Names that merely overlap are both kept. */
function mentions(sentence: Token[], index: PriceIndex): Mention[] {
  const found: Mention[] = [];
  let reach = 0; // the end of the furthest-reaching name so far: a name ending within it lies inside it
  sentence.forEach((token, from) => {
    if (token.kind !== "word") return;
    let longest: Mention | undefined;
    for (const treatment of index.byFirstWord.get(token.stem) ?? []) {
      const { stems } = treatment;
      let matches = true;
      for (let k = 1; k < stems.length && matches; k++) {
        const next = sentence[from + k];
        matches = next?.kind === "word" && next.stem === stems[k];
      }
      if (matches && (!longest || stems.length > longest.to - longest.from)) longest = { from, to: from + stems.length, treatment };
    }
    if (!longest || longest.to <= reach) return;
    found.push(longest);
    reach = longest.to;
  });
  return found;
}

/** Whether a word outside the names found says the sentence is also about another kind of treatment. */
function namesAnotherKind(sentence: Token[], named: Mention[], index: PriceIndex): boolean {
  let next = 0;
  for (let i = 0; i < sentence.length; i++) {
    while (next < named.length && named[next]!.to <= i) next++;
    const inName = next < named.length && named[next]!.from <= i;
    const token = sentence[i]!;
    if (!inName && token.kind === "word" && index.kinds.has(token.stem)) return true;
  }
  return false;
}

const said = (amount: Amount) => `${amount.written}${amount.per ? ` per ${amount.per}` : ""}`;

/** "£150, £175 or £200". */
function listOr(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** What to say about each amount in `text` that disagrees with the tables. */
export function priceDisagreements(text: string, index: PriceIndex): string[] {
  const reasons = new Set<string>(); // the same disagreement twice in one text is said once
  for (const sentence of sentences(text)) {
    const named = mentions(sentence, index);
    const treatment = named[0]?.treatment;
    if (!treatment || named.some((m) => m.treatment !== treatment) || namesAnotherKind(sentence, named, index)) continue;
    for (const amount of sentence) {
      if (amount.kind !== "amount" || amount.notAPrice) continue;
      const listed = treatment.amounts.filter((a) => a.per === amount.per);
      if (!listed.length || listed.some((a) => a.pence === amount.pence)) continue;
      reasons.add(reason(text, sentence, named[0]!, amount, listed));
    }
  }
  return [...reasons];
}

function reason(text: string, sentence: Token[], mention: Mention, amount: Amount, listed: Amount[]): string {
  const first = sentence[mention.from] as Word;
  const last = sentence[mention.to - 1] as Word;
  const words = text.slice(first.start, last.end);
  // "fillings cost", "scale and polish costs": a name whose last word was made singular was plural.
  const verb = text.slice(last.start, last.end).toLowerCase() === last.stem ? "costs" : "cost";
  const prices = listOr([...new Map(listed.map((a) => [`${a.pence} ${a.per}`, said(a)])).values()]);
  const { shownOn, files } = mention.treatment;
  const tables = `the price ${shownOn.size > 1 ? "tables" : "table"} on ${[...shownOn].join(" and ")}`;
  return `this text says ${words} ${verb} ${said(amount)}, but ${tables} says ${prices}; change one so they agree (prices live in ${[...files].join(" and ")})`;
}

export const pricesAgree: LintRule = {
  name: "prices-agree",
  check: (input) => {
    const treatments = pricedTreatments(input);
    if (!treatments.size) return [];
    const index = priceIndex(treatments.values());
    const findings: Finding[] = [];
    for (const { file, page } of input.pages) {
      for (const field of ["title", "description"] as const) {
        for (const why of priceDisagreements(page[field], index)) findings.push(findingAt(file, page, [field], why));
      }
    }
    for (const site of blocksAsWritten(input)) {
      if (site.block.type === "priceTable") continue;
      for (const { path, text } of proseStrings(site.block)) {
        for (const why of priceDisagreements(text, index)) findings.push(findingInBlock(site, path as PathSegment[], why));
      }
    }
    return findings;
  },
};
