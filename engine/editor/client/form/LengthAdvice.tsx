/**
 * Advice on length at the field, as the person types: a page's title and description as search engines show
 * them (the same limits as the checks' suggestions, engine/content/lint/titleLength.ts and
 * descriptionLength.ts; tests/unit/editor/lengthAdvice.test.ts keeps them equal), and a heading as a phone
 * shows it. A suggestion, never a reason to refuse a save.
 */
import { plainText } from "../../../ui/inlineText";
import type { TextSpec } from "../../model/formModel";
import type { Path } from "../../model/values";

export const LENGTHS = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
  /** About four lines of a phone's heading: longer pushes the rest of the block off the screen. */
  heading: { min: 0, max: 70 },
} as const;

type Measured = keyof typeof LENGTHS;

/** Which length, if any, this field is measured against: the page's own title and description, and any block's heading. */
export function measuredAs(path: Path): Measured | undefined {
  if (path.length === 1 && (path[0] === "title" || path[0] === "description")) return path[0];
  if (path.at(-1) === "heading") return "heading";
  return undefined;
}

/** The advice for `text`, in words; `quiet` when the length is good (a count, not a suggestion). */
export function lengthAdvice(kind: Measured, text: string): { words: string; quiet: boolean } | undefined {
  const length = [...text].length;
  if (length === 0) return undefined;
  const { min, max } = LENGTHS[kind];
  const count = length === 1 ? "1 character" : `${length} characters`;
  if (kind === "heading") return length > max ? { words: `Suggestion: ${count}. On a phone a heading this long fills the screen; about ${max} or fewer reads better.`, quiet: false } : undefined;
  const shown = kind === "title" ? "a title" : "a description";
  if (length > max) return { words: `Suggestion: ${count}. Search results show about ${max} characters of ${shown}, so the end will be cut off.`, quiet: false };
  if (length < min) return { words: `Suggestion: ${count}. Search results have room for ${min} to ${max}: a few more words help people choose this page.`, quiet: false };
  return { words: `${count}; search results show about ${max}.`, quiet: true };
}

export function LengthAdvice({ spec, path, text }: { spec: TextSpec; path: Path; text: string }) {
  // Words (formatted or not) are measured; an address, a time or a name of a list's entry is not.
  const kind = spec.format === "plain" ? measuredAs(path) : undefined;
  // A formatted text as a visitor reads it: its bold and link markers are not characters on the screen.
  const advice = kind && lengthAdvice(kind, spec.inline ? plainText(text) : text);
  if (!advice) return null;
  return <p className={`length-advice${advice.quiet ? "" : " long"}`}>{advice.words}</p>;
}
