/**
 * A document being edited, with undo and redo. Each change keeps the document before it; typing into one
 * field counts as one change until another field is touched or the typing pauses, so undo takes back a
 * word or a sentence, not a letter. The block ids travel with the document, so undo puts blocks back where
 * they were with their cards as they were.
 */
export interface Snapshot {
  value: unknown;
  /** One id per top-level block (pages only), to keep each block's card across moves. */
  blockIds: string[];
}

export interface History {
  past: Snapshot[];
  present: Snapshot;
  future: Snapshot[];
  /** What the last change touched and when: a change to the same field soon after merges into it. */
  lastKey?: string;
  lastAt: number;
}

export type HistoryAction =
  /** `update` works on the document as it is when the change is applied, so quick changes never lose each other. */
  | { type: "change"; update: (present: Snapshot) => Snapshot; key?: string; at: number }
  | { type: "reset"; snapshot: Snapshot }
  | { type: "undo" }
  | { type: "redo" };

/** Typing pauses longer than this start a new undo step. */
export const MERGE_WINDOW_MS = 1000;
const LIMIT = 200;

export function startHistory(snapshot: Snapshot): History {
  return { past: [], present: snapshot, future: [], lastAt: 0 };
}

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case "reset":
      return startHistory(action.snapshot);
    case "change": {
      const snapshot = action.update(state.present);
      if (snapshot.value === state.present.value && snapshot.blockIds === state.present.blockIds) return state;
      const merge = action.key !== undefined && action.key === state.lastKey && action.at - state.lastAt < MERGE_WINDOW_MS && state.future.length === 0;
      return {
        past: merge ? state.past : [...state.past.slice(-LIMIT + 1), state.present],
        present: snapshot,
        future: [],
        lastKey: action.key,
        lastAt: action.at,
      };
    }
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], lastAt: 0 };
    }
    case "redo": {
      const next = state.future[0];
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: state.future.slice(1), lastAt: 0 };
    }
  }
}

let counter = 0;
export const newBlockId = () => `b${++counter}`;

/** Ids for a document's blocks; a document read again keeps the ids it had, so open cards stay open. */
export function blockIdsFor(value: unknown, previous: readonly string[] = []): string[] {
  const blocks = (value as { blocks?: unknown })?.blocks;
  return Array.isArray(blocks) ? blocks.map((_, index) => previous[index] ?? newBlockId()) : [];
}
