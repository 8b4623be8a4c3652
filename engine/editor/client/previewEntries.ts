/**
 * A press on a list entry in the live preview (an FAQ's question, a price row, a team member) opens that entry in
 * the form. The site's blocks carry no editor marks, so the entry is told from the page as drawn: the runs of like
 * elements (same tag and class) between the pressed element and its block, innermost first, each matched to the
 * block's list of the same length.
 */

/** A run of like siblings the pressed element is in: its position and how many there are. */
export interface EntryRun {
  index: number;
  count: number;
}

/** The runs of like siblings from `target` up to `block`, innermost first. */
export function entryRunsOf(block: Element, target: Element): EntryRun[] {
  const runs: EntryRun[] = [];
  for (let node: Element | null = target; node && node !== block; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    const here = node;
    const like = [...parent.children].filter((child) => child.tagName === here.tagName && child.className === here.className);
    if (like.length >= 2) runs.push({ index: like.indexOf(here), count: like.length });
  }
  return runs;
}

/**
 * The form's path of the entry pressed in block `blockIndex` ("blocks[2].items[1]"), or null: the first run whose
 * length is that of one of the block's lists of entries (objects) names the list and the entry.
 */
export function entryPathOf(block: unknown, blockIndex: number, runs: readonly EntryRun[]): string | null {
  if (!block || typeof block !== "object") return null;
  const lists = Object.entries(block as Record<string, unknown>).filter(([, value]) => Array.isArray(value) && value.length >= 2 && value.every((entry) => entry && typeof entry === "object"));
  for (const run of runs) {
    const list = lists.find(([, value]) => (value as unknown[]).length === run.count);
    if (list) return `blocks[${blockIndex}].${list[0]}[${run.index}]`;
  }
  return null;
}
