/**
 * A long list's entries are folded to their names (ListField): a field brought into view (a jump from a problem,
 * Find or the preview, a new entry) first opens the folds it is inside.
 */

/** Lists longer than this show each entry folded to its name, opened on a press. */
export const FOLD_AFTER = 12;

export function openFoldsAround(element: Element | null | undefined): void {
  for (let node = element?.parentElement; node; node = node.parentElement) if (node instanceof HTMLDetailsElement) node.open = true;
}
