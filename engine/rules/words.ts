/**
 * Reading a text as words, without regular expressions that could backtrack: letters and digits (and "£",
 * "%" and "#", which prices and claims are written with) in lower case, everything else a space. "Anti-wrinkle
 * injections from £200!" reads as ["anti", "wrinkle", "injections", "from", "£200"].
 */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** A character of a word: a-z, 0-9, "£", "%", "#", or any other alphabet's letter or digit. */
function isWordCharacter(code: number, character: string): boolean {
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return true;
  if (code < 128) return code === 35 || code === 37;
  return code === 163 || LETTER_OR_DIGIT.test(character);
}

export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const inWord = i < lower.length && isWordCharacter(lower.charCodeAt(i), lower[i]!);
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      words.push(lower.slice(start, i));
      start = -1;
    }
  }
  return words;
}

/** Does `phrase` (already as words) start at `words[at]`? */
function startsAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  let j = 0;
  while (j < phrase.length && words[at + j] === phrase[j]) j++;
  return j === phrase.length;
}

/** Where `phrase` (already as words) starts in `words`, or -1. Linear in the words: a phrase is a few words. */
export function indexOfPhrase(words: readonly string[], phrase: readonly string[], from = 0): number {
  for (let i = from; i + phrase.length <= words.length; i++) if (startsAt(words, phrase, i)) return i;
  return -1;
}

/**
 * Finds the first of `phrases` (each written as words: "anti wrinkle injection") a text says, returning the
 * phrase as listed. The phrases are split once, and only a word that starts one of them is looked at.
 */
export function phraseFinder(phrases: readonly string[]): (words: readonly string[]) => string | undefined {
  const byFirstWord = new Map<string, { phrase: string; parts: string[] }[]>();
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    byFirstWord.set(parts[0]!, [...(byFirstWord.get(parts[0]!) ?? []), { phrase, parts }]);
  }
  return (words) => {
    let found: { phrase: string; order: number } | undefined;
    words.forEach((word, i) => {
      for (const { phrase, parts } of byFirstWord.get(word) ?? []) {
        const order = phrases.indexOf(phrase);
        if ((!found || order < found.order) && startsAt(words, parts, i)) found = { phrase, order };
      }
    });
    return found?.phrase;
  };
}

/** A price: "£" then a digit ("£200", "£1.60"). */
export function hasPrice(words: readonly string[]): boolean {
  return words.some((word) => {
    const at = word.indexOf("£");
    return at >= 0 && at + 1 < word.length && word[at + 1]! >= "0" && word[at + 1]! <= "9";
  });
}
