/**
 * Reading prices and treatment names out of running text, for the check that
 * page text agrees with the price tables (pricesAgree.ts).
 *
 * One pass over the characters, no regular expressions: a text of any length
 * (a pasted 1 MB paragraph) is read in time proportional to its length.
 */

/** A word as compared with a treatment's name: lower case, singular ("Fillings" -> "filling", "&" -> "and"). */
export interface Word {
  kind: "word";
  stem: string;
  start: number;
  end: number;
}

/** A "£" amount, with what the words around it say about it. */
export interface Amount {
  kind: "amount";
  /** The amount in pence: "£2,650" -> 265000, "£1.60" -> 160. */
  pence: number;
  /** As written, e.g. "£30.00". */
  written: string;
  /** "day" for "£1.60 per day", "month" for "£40 a month"; undefined for a one-off price. */
  per?: string;
  /** Not what something costs: "over £750", "save up to £1,000", "£200 off". */
  notAPrice: boolean;
}

export type Token = Word | Amount;

const IRREGULAR: Record<string, string> = { teeth: "tooth" };

/** "fillings" -> "filling", "braces" -> "brace", "surgeries" -> "surgery"; short words and "-ss"/"-us"/"-is" endings stay. */
export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length <= 3 || !word.endsWith("s")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses") || word.endsWith("ches") || word.endsWith("shes") || word.endsWith("xes")) return word.slice(0, -2);
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  return word.slice(0, -1);
}

const isDigit = (c: string) => c >= "0" && c <= "9";
/** Letters of any alphabet ("é" too); plain ASCII is decided without changing case. */
const isLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c > "\u007f" && c.toLowerCase() !== c.toUpperCase());
const isSpace = (c: string) => c === " " || c === "\t" || c === "\u00a0" || c === "\n" || c === "\r";

/**
 * The text's sentences, each a list of words and amounts in order. A sentence
 * ends at ".", "!" or "?" followed by a space or the end (so "£30.00" stays
 * whole), at ";" and at a line break.
 */
export function sentences(text: string): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  const endSentence = () => {
    if (current.length) out.push(current);
    current = [];
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (isLetter(c) || isDigit(c)) {
      const start = i;
      while (i < text.length && (isLetter(text[i]!) || isDigit(text[i]!))) i++;
      current.push({ kind: "word", stem: singular(text.slice(start, i).toLowerCase()), start, end: i });
    } else if (c === "£") {
      i = readAmount(text, i, current);
    } else {
      if (c === "&") current.push({ kind: "word", stem: "and", start: i, end: i + 1 });
      else if (c === ";" || c === "\n") endSentence();
      else if ((c === "." || c === "!" || c === "?") && (i + 1 === text.length || isSpace(text[i + 1]!))) endSentence();
      i++;
    }
  }
  endSentence();
  for (const sentence of out) markAmounts(sentence);
  return out;
}

/** Reads "£2,650" or "£1.60" (spaces after "£" allowed) at `at`; returns where reading stops. */
function readAmount(text: string, at: number, into: Token[]): number {
  let i = at + 1;
  while (i < text.length && text[i] === " ") i++;
  if (i >= text.length || !isDigit(text[i]!)) return at + 1;
  let whole = "";
  while (i < text.length && (isDigit(text[i]!) || (text[i] === "," && isDigit(text[i + 1] ?? "")))) {
    if (text[i] !== ",") whole += text[i];
    i++;
  }
  let pence = "";
  if (text[i] === "." && isDigit(text[i + 1] ?? "")) {
    i++;
    while (i < text.length && isDigit(text[i]!)) pence += text[i++];
  }
  // Very long digit runs are not prices anyone reads; they would only lose precision.
  if (whole.length > 9) return i;
  const value = Number(whole) * 100 + (pence ? Math.round(Number(`0.${pence}`) * 100) : 0);
  into.push({ kind: "amount", pence: value, written: text.slice(at, i), notAPrice: false });
  return i;
}

/** Words before an amount that make it a limit, a saving or a deposit rather than a price ("up to" and "of" are looked past). */
const LIMIT_BEFORE = new Set(["over", "above", "under", "below", "than", "to", "save", "saving", "deposit", "discount", "worth", "extra", "additional"]);
/** Words after an amount that do the same: "£200 off", "£750 upwards". */
const LIMIT_AFTER = new Set(["off", "discount", "saving", "deposit", "upward", "plus", "cashback"]);
const PERIODS = new Set(["day", "week", "month", "year"]);
const PERIOD_WORDS: Record<string, string> = { daily: "day", weekly: "week", monthly: "month", pcm: "month", yearly: "year", annually: "year" };

function markAmounts(sentence: Token[]): void {
  const stem = (index: number) => {
    const token = sentence[index];
    return token?.kind === "word" ? token.stem : undefined;
  };
  sentence.forEach((token, index) => {
    if (token.kind !== "amount") return;
    let before = index - 1;
    while (stem(before) === "of" || stem(before) === "up") before--;
    const after1 = stem(index + 1);
    const after2 = stem(index + 2);
    token.notAPrice =
      LIMIT_BEFORE.has(stem(before) ?? "") ||
      LIMIT_AFTER.has(after1 ?? "") ||
      ((after1 === "or" || after1 === "and") && (after2 === "more" || after2 === "over" || after2 === "above"));
    // "£1.60 per day", "£40 a month", "£40/month", "£40 monthly".
    if (after1 && PERIOD_WORDS[after1]) token.per = PERIOD_WORDS[after1];
    else if (after1 && PERIODS.has(after1)) token.per = after1;
    else if (after2 && PERIODS.has(after2) && (after1 === "per" || after1 === "a" || after1 === "an" || after1 === "each" || after1 === "every")) token.per = after2;
  });
}

/** The stems of a name as written in a price table or a text: "Scale & Polish" -> ["scale", "and", "polish"]. */
export function nameStems(name: string): string[] {
  return sentences(name).flat().flatMap((token) => (token.kind === "word" ? [token.stem] : []));
}
