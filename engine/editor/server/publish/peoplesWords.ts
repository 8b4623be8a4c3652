/**
 * What a person writes about their changes, made safe to put into a commit, the record and the screens. Two
 * things are taken out. Invisible format characters (the bidirectional controls U+202A–U+202E and U+2066–U+2069,
 * zero-width spaces and joiners, and the like) can make a message read differently from what it holds: "Fix a
 * typo" on the screen while the text says something else. And a `Co-authored-by:` line would make the host credit
 * someone who wrote nothing: the editor writes those itself, from who saved what (credits.ts), after this.
 */

/** Unicode's format characters (\p{Cf}: the bidirectional controls, zero-width ones, tags) and control characters but the line break and tab. */
const INVISIBLE = /[\p{Cf}\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;

/** A co-author line however it is spelled: any case, spaces, or a dash of another kind between its words. */
const CO_AUTHOR_LINE = /^\s*co[\s\-_\u2010-\u2015\u2212]*authored[\s\-_\u2010-\u2015\u2212]*by\s*:/i;

export function peoplesWords(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .split("\n")
    .filter((line) => !CO_AUTHOR_LINE.test(line))
    .join("\n")
    .trim();
}

/** The text with its invisible characters taken out, for a line (a name, a subject) shown as it is otherwise. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, "");

/** A request's first line as the record and the screens name it, made safe as above (rows kept before this too). */
export const titleOf = (message: string) => peoplesWords(message).split("\n")[0] ?? "";
