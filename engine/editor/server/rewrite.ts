/**
 * Writes a changed document back into the text it was read from, changing only what changed: jsonc-parser's
 * modify and applyEdits (VS Code's own) edit the text in place, so every untouched line keeps its exact
 * formatting and a new heading is a one-line diff. Lists are aligned entry by entry (a longest common
 * subsequence of equal entries), so adding, removing or moving a block leaves the other blocks' text as it
 * was, and an entry changed in place is edited inside rather than written again.
 */
import { applyEdits, modify, parse, type FormattingOptions, type JSONPath } from "jsonc-parser";

type Json = unknown;

/** The new text of `text` holding `next` instead of `previous`, with the file's own indentation and line ends. */
export function rewriteJson(text: string, previous: Json, next: Json): string {
  const formatting = formattingOf(text);
  let current = text;
  const set = (path: JSONPath, value: Json, options: { isArrayInsertion?: boolean; getInsertionIndex?: (properties: string[]) => number } = {}) => {
    current = applyEdits(current, modify(current, path, value, { formattingOptions: formatting, ...options }));
  };
  if (!isObject(previous) && !Array.isArray(previous)) return serialise(next, formatting);
  try {
    change([], previous, next, set);
  } catch (error) {
    if (error instanceof TooLongToAlign) return serialise(next, formatting);
    throw error;
  }
  // A check rather than a hope: if the edits did not produce exactly `next`, the file is written whole instead.
  return equal(parse(current), next) ? current : serialise(next, formatting);
}

/** A whole document in the project's formatting: two spaces, and a final line end. */
export function serialise(value: Json, formatting: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: "\n" }): string {
  const indent = formatting.insertSpaces ? " ".repeat(formatting.tabSize ?? 2) : "\t";
  return JSON.stringify(value, null, indent).replace(/\n/g, formatting.eol ?? "\n") + (formatting.eol ?? "\n");
}

type Setter = (path: JSONPath, value: Json, options?: { isArrayInsertion?: boolean; getInsertionIndex?: (properties: string[]) => number }) => void;

function change(path: JSONPath, previous: Json, next: Json, set: Setter): void {
  if (equal(previous, next)) return;
  if (isObject(previous) && isObject(next)) return changeObject(path, previous, next, set);
  if (Array.isArray(previous) && Array.isArray(next)) return changeList(path, previous, next, set);
  set(path, next);
}

function changeObject(path: JSONPath, previous: Record<string, Json>, next: Record<string, Json>, set: Setter): void {
  for (const key of Object.keys(previous)) if (!(key in next)) set([...path, key], undefined);
  const order = Object.keys(next);
  for (const key of order) {
    if (key in previous) change([...path, key], previous[key], next[key], set);
    else {
      // A new field goes where the document wants it: after the fields that come before it in `next`.
      const before = new Set(order.slice(0, order.indexOf(key)));
      set([...path, key], next[key], { getInsertionIndex: (properties) => lastIndexWhere(properties, (property) => before.has(property)) + 1 });
    }
  }
}

/**
 * Entries equal in both lists (in order) stay untouched; between two such anchors, old and new entries are
 * paired up and edited in place, and the rest removed or inserted. Worked from the end of the list backwards,
 * so the indexes still to be used never shift.
 */
function changeList(path: JSONPath, previous: Json[], next: Json[], set: Setter): void {
  // Aligning costs both lengths multiplied: with a list far longer than any page has, the file is written whole.
  if ((previous.length + 1) * (next.length + 1) > MAX_ALIGNMENT) throw new TooLongToAlign();
  const anchors = commonEntries(previous, next);
  let oldEnd = previous.length;
  let newEnd = next.length;
  const gaps: { oldStart: number; oldEnd: number; newStart: number; newEnd: number }[] = [];
  for (let a = anchors.length; a >= 0; a--) {
    const [oldAnchor, newAnchor] = a > 0 ? anchors[a - 1]! : [-1, -1];
    gaps.push({ oldStart: oldAnchor + 1, oldEnd, newStart: newAnchor + 1, newEnd });
    oldEnd = oldAnchor;
    newEnd = newAnchor;
  }
  for (const gap of gaps) {
    const oldCount = gap.oldEnd - gap.oldStart;
    const newCount = gap.newEnd - gap.newStart;
    const paired = Math.min(oldCount, newCount);
    for (let i = oldCount - 1; i >= paired; i--) set([...path, gap.oldStart + i], undefined);
    for (let i = paired; i < newCount; i++) set([...path, gap.oldStart + i], next[gap.newStart + i], { isArrayInsertion: true });
    for (let i = paired - 1; i >= 0; i--) change([...path, gap.oldStart + i], previous[gap.oldStart + i], next[gap.newStart + i], set);
  }
}

class TooLongToAlign extends Error {}

/** Entries of two lists compared at most (a page's longest lists have tens of entries; 1,000 × 1,000 is a few ms). */
export const MAX_ALIGNMENT = 1_000_000;

/** Pairs of indexes (old, new) of a longest common subsequence of equal entries. */
function commonEntries(previous: Json[], next: Json[]): [number, number][] {
  const keysOld = previous.map((entry) => JSON.stringify(entry));
  const keysNew = next.map((entry) => JSON.stringify(entry));
  const rows = previous.length + 1;
  const columns = next.length + 1;
  const lengths = new Uint32Array(rows * columns);
  for (let i = previous.length - 1; i >= 0; i--) {
    for (let j = next.length - 1; j >= 0; j--) {
      lengths[i * columns + j] = keysOld[i] === keysNew[j] ? lengths[(i + 1) * columns + j + 1]! + 1 : Math.max(lengths[(i + 1) * columns + j]!, lengths[i * columns + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < previous.length && j < next.length) {
    if (keysOld[i] === keysNew[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * columns + j]! >= lengths[i * columns + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function lastIndexWhere<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}

/** The file's own indentation and line ends, so inserted lines look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const firstIndent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  const insertSpaces = !firstIndent.startsWith("\t");
  return { eol, insertSpaces, tabSize: insertSpaces ? firstIndent.length : 1 };
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Same JSON, key order included (the editor never reorders keys, and a reordered object is a change to write). */
export function equal(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
