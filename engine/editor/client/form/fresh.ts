/**
 * Entries just added (a team member, a question) start empty, so their required fields fail the checks at once.
 * Until the person leaves such a field, or tries to save, its problem is shown as something to fill in, not as
 * an error: adding an entry must not look like a mistake. One store for the open document.
 */
import { useSyncExternalStore } from "react";

let fresh: ReadonlySet<string> = new Set();
let left: ReadonlySet<string> = new Set();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

const within = (where: string, place: string) => where === place || where.startsWith(`${place}.`) || where.startsWith(`${place}[`);

export const freshEntries = {
  /** An entry added at `where` ("blocks[2].members[3]"). */
  add(where: string): void {
    fresh = new Set([...fresh, where]);
    changed();
  },
  /** The person left the field at `where`: its problems are shown as they are from now on. */
  leave(where: string): void {
    if (left.has(where) || ![...fresh].some((place) => within(where, place))) return;
    left = new Set([...left, where]);
    changed();
  },
  /** Entries of the list at `where` moved or were removed: their places no longer name them. */
  forgetWithin(where: string): void {
    const kept = [...fresh].filter((place) => !within(place, where));
    if (kept.length === fresh.size) return;
    fresh = new Set(kept);
    changed();
  },
  /** A save was tried, or another document opened: every problem is shown as it is. */
  clear(): void {
    if (!fresh.size && !left.size) return;
    fresh = new Set();
    left = new Set();
    changed();
  },
  /** Whether a problem at `where` is still only something to fill in. */
  isToDo(where: string): boolean {
    return !left.has(where) && [...fresh].some((place) => within(where, place));
  },
};

/** Redraws the caller when entries are added, left or cleared. */
export function useFreshEntries(): typeof freshEntries {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return freshEntries;
}
