/** "Did you mean …?" for misspelt block types, keys, routes and enum values. */

/**
 * Longer than any name, path or choice a suggestion is made for. The edit distance costs the product
 * of the two lengths, so a pasted 1 MB value compared with each route would take minutes; a text that
 * long is not a slip of the keyboard, and gets no suggestion.
 */
export const SUGGEST_MAX_LENGTH = 200;

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function suggest(input: string, candidates: Iterable<string>): string | undefined {
  if (input.length > SUGGEST_MAX_LENGTH) return undefined;
  const needle = input.toLowerCase();
  const limit = Math.max(2, Math.floor(needle.length / 3));
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.length > SUGGEST_MAX_LENGTH) continue;
    const hay = candidate.toLowerCase();
    // A shortened or lengthened form ("/childrens" for "/childrens-dentistry") is a likely slip.
    const prefix = needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
    // The distance is at least the difference in length: past the limit, only the prefix rule can suggest it.
    let score = Math.abs(needle.length - hay.length) > limit ? Infinity : editDistance(needle, hay);
    if (prefix) score = Math.min(score, 1.5);
    if (!best || score < best.score) best = { candidate, score };
  }
  if (!best) return undefined;
  return best.score <= limit ? best.candidate : undefined;
}
