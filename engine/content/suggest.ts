/** "Did you mean …?" for misspelt block types, keys, routes and enum values. */
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
  const needle = input.toLowerCase();
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const hay = candidate.toLowerCase();
    let score = editDistance(needle, hay);
    // A shortened or lengthened form ("/childrens" for "/childrens-dentistry") is a likely slip.
    if (needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay))) score = Math.min(score, 1.5);
    if (!best || score < best.score) best = { candidate, score };
  }
  if (!best) return undefined;
  const limit = Math.max(2, Math.floor(needle.length / 3));
  return best.score <= limit ? best.candidate : undefined;
}
