/**
 * A JSON file's own indentation and line ends, for jsonc-parser's modify: lines added to a content file look like
 * their neighbours, so a diff shows only what changed (the new-page command's catalogue entry, npm run
 * upgrade-content's rewrites).
 */
import type { FormattingOptions } from "jsonc-parser";

export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const firstIndent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  const insertSpaces = !firstIndent.startsWith("\t");
  return { eol, insertSpaces, tabSize: insertSpaces ? firstIndent.length : 1 };
}
