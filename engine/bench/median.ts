/** The middle value (or the mean of the two middle values) of a list of numbers: a bench's figure over several runs. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs of two versions taken in turn (one of each per round), compared round by round: the median of the
 * differences (first minus second) and in how many rounds the first was higher. A busy moment of a shared machine
 * slows both runs of its round, so the differences spread less than the runs do.
 */
export function pairedDifference(first: number[], second: number[]): { median: number; higher: number } {
  const differences = first.slice(0, second.length).map((value, i) => value - second[i]!);
  return { median: median(differences), higher: differences.filter((d) => d > 0).length };
}
