/**
 * Reading a text as words, without regular expressions that could backtrack: letters and digits (and "£",
 * "%" and "#", which prices and claims are written with) in lower case, everything else a space. "Anti-wrinkle
 * injections from £200!" reads as ["anti", "wrinkle", "injections", "from", "£200"].
 */
const KEPT = new Set(["£", "%", "#"]);

function isWordCharacter(character: string): boolean {
  return KEPT.has(character) || /^[\p{L}\p{N}]$/u.test(character);
}

export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let current = "";
  for (const character of text.toLowerCase()) {
    if (isWordCharacter(character)) current += character;
    else if (current) {
      words.push(current);
      current = "";
    }
  }
  if (current) words.push(current);
  return words;
}

/** Where `phrase` (already as words) starts in `words`, or -1. */
export function indexOfPhrase(words: readonly string[], phrase: readonly string[], from = 0): number {
  for (let i = from; i + phrase.length <= words.length; i++) {
    let j = 0;
    while (j < phrase.length && words[i + j] === phrase[j]) j++;
    if (j === phrase.length) return i;
  }
  return -1;
}

/** The first of `phrases` (each written as words, "anti wrinkle injection") the text says, as written in the phrase list. */
export function firstPhrase(words: readonly string[], phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => indexOfPhrase(words, phrase.split(" ")) >= 0);
}

/** A price: "£" then a digit ("£200", "£1.60"). */
export function hasPrice(words: readonly string[]): boolean {
  return words.some((word) => {
    const at = word.indexOf("£");
    return at >= 0 && at + 1 < word.length && word[at + 1]! >= "0" && word[at + 1]! <= "9";
  });
}
