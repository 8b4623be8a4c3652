/**
 * A JSON syntax error, as jsonc-parser reports it (a code at an offset), turned into the
 * mistake a person made: where they made it and what to type instead. The parser's offset is
 * where it noticed; the mistake is often just before (a comma left after the last entry is
 * noticed at the "]"), so each rule moves the position back to the character to change.
 */
import { printParseErrorCode, type ParseErrorCode } from "jsonc-parser";

export interface SyntaxMistake {
  /** Offset of the character to change. */
  offset: number;
  reason: string;
}

export interface ParserError {
  code: ParseErrorCode;
  offset: number;
  length: number;
  /** Offsets of the { and [ still open when the error was found, innermost last. */
  open: readonly number[];
}

const CURLY_DOUBLE = /[“”„‟″]/;
const CURLY_SINGLE = /[‘’‚‛′]/;

export function explainSyntaxError(error: ParserError, text: string, lineOf: (offset: number) => number): SyntaxMistake {
  const { offset, length } = error;
  const code = printParseErrorCode(error.code);
  const token = text.slice(offset, offset + length);
  const before = previousCharacter(text, offset);
  const line = (at: number) => `line ${lineOf(at)}`;

  if (text.trim() === "") return { offset: 0, reason: "the file is empty; it should hold one JSON object, starting with { and ending with }" };

  switch (code) {
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return { offset, reason: `JSON files cannot hold comments: delete this comment (from ${token.startsWith("/*") ? "/* to */" : "// to the end of the line"})` };

    case "ValueExpected":
    case "PropertyNameExpected":
      if (before && text[before] === "," && (token === "]" || token === "}"))
        return {
          offset: before,
          reason: `delete this comma: the last entry of a ${token === "]" ? "list" : "group of fields"} has no comma after it (the ${token} on ${line(offset)} closes it)`,
        };
      if (offset >= text.length) return { offset, reason: "the file ends too early: a value, a closing } or ] or a quote is missing" };
      if (CURLY_DOUBLE.test(token) || CURLY_SINGLE.test(token)) return curlyQuotes(text, offset);
      if (code === "PropertyNameExpected") return { offset, reason: 'a field name in double quotes is expected here, like "heading": "…"' };
      return { offset, reason: 'a value is missing here: write a text in double quotes, a number, true or false, a list in [ ] or a group of fields in { }' };

    case "InvalidSymbol":
      return invalidSymbol(text, offset, token, before);

    case "InvalidCharacter":
      return controlCharacter(text, offset, token);

    case "UnexpectedEndOfString":
      return {
        offset,
        reason: 'this text has no closing double quote: add " where the text ends. A text cannot run over two lines; for a new paragraph, start a new entry in the list',
      };

    case "CommaExpected":
      if (token === "]" || token === "}") return wrongCloser(error, text, offset, token, line);
      if (before !== undefined && /[0-9]/.test(text[before]!) && /[0-9]/.test(text[offset] ?? "")) return badNumber(before);
      if (before !== undefined && text[before] === '"' && sameLine(text, before, offset) && !startsField(text, offset))
        return innerQuote(before);
      // Across lines, the mistake is shown where editors show it (the next entry) and names the line the comma goes on.
      if (before !== undefined && !sameLine(text, before, offset))
        return { offset, reason: `a comma is missing before this, at the end of ${line(before)}: every entry but the last is followed by a comma` };
      return { offset: (before ?? offset) + 1, reason: "a comma is missing here, between two entries: every entry but the last is followed by a comma" };

    case "ColonExpected":
      return { offset: (before ?? offset) + 1, reason: 'a colon is missing after the field name: write it like "heading": "…"' };

    case "CloseBracketExpected":
    case "CloseBraceExpected":
      return wrongCloser(error, text, offset, token, line);

    case "EndOfFileExpected":
      return { offset, reason: `something follows the end of the file's main { }: delete this extra ${token.trim().slice(0, 1) || "text"} (check that every { and [ has one closing } or ])` };

    case "InvalidEscapeCharacter":
      return { offset: offset + Math.max(0, token.search(/\\/)), reason: 'a backslash (\\) in a text starts a special character: write \\\\ for a backslash itself, or \\" for a double quote' };

    case "InvalidUnicode":
      return { offset, reason: "\\u in a text must be followed by four hexadecimal digits, like \\u00e9; or type the character itself" };

    case "InvalidNumberFormat":
    case "UnexpectedEndOfNumber":
      return badNumber(offset);

    default:
      return { offset, reason: "this is not valid JSON here; check the quotes, commas and brackets around it" };
  }
}

/** A list or group of fields left open: at the end of the file, or where a closer of the other kind comes first. */
function wrongCloser(error: ParserError, text: string, offset: number, token: string, line: (at: number) => string): SyntaxMistake {
  const opener = error.open[error.open.length - 1] ?? 0;
  const [open, close, what] = text[opener] === "[" ? ["[", "]", "list"] : ["{", "}", "group of fields"];
  if (offset >= text.length || token === "")
    return { offset: opener, reason: `this ${what} (the ${open} here) is never closed: add ${close} where it ends; the file stops before it` };
  return { offset, reason: `a ${close} is missing before this ${token}: the ${what} opened with ${open} on ${line(opener)} must be closed first` };
}

function badNumber(offset: number): SyntaxMistake {
  return {
    offset,
    reason: "this number is not written as JSON needs: digits with an optional . and decimals, no leading zero or + sign, like 12 or 12.5; to keep it exactly as written, put it in double quotes",
  };
}

function invalidSymbol(text: string, offset: number, token: string, before: number | undefined): SyntaxMistake {
  if (CURLY_DOUBLE.test(token) || CURLY_SINGLE.test(token)) return curlyQuotes(text, offset);
  if (token.startsWith("'"))
    return { offset, reason: `texts and field names go in straight double quotes ("), not single quotes ('): write "${token.replace(/^'|'$/g, "")}"` };
  if (before !== undefined && text[before] === '"' && sameLine(text, before, offset)) return innerQuote(before);
  const lower = token.toLowerCase();
  if (lower === "true" || lower === "false" || lower === "null") return { offset, reason: `write ${lower} in lower case letters` };
  const word = shorten(token);
  const unopened = textBeforeClosingQuote(text, offset);
  if (unopened !== undefined) return { offset, reason: `the opening double quote of this text is missing: write "${shorten(unopened)}"` };
  if (nextCharacter(text, offset + token.length) === ":") return { offset, reason: `a field name goes in double quotes: write "${word}"` };
  return { offset, reason: `${word} is not a JSON value: a text goes in double quotes ("${word}"), and yes or no is written true or false` };
}

/** `Veneers in Bedworth",`: words up to a closing quote that ends a value on the same line, or undefined. */
function textBeforeClosingQuote(text: string, offset: number): string | undefined {
  let end = offset;
  while (end < text.length && text[end] !== '"' && text[end] !== "\n" && text[end] !== ":") end++;
  if (text[end] !== '"' || end === offset) return undefined;
  const after = nextCharacter(text, end + 1);
  return after === undefined || after === "," || after === "}" || after === "]" ? text.slice(offset, end) : undefined;
}

function curlyQuotes(text: string, offset: number): SyntaxMistake {
  let at = offset;
  while (at < text.length && !CURLY_DOUBLE.test(text[at]!) && !CURLY_SINGLE.test(text[at]!)) at++;
  const mark = text[at] ?? "“";
  return {
    offset: at,
    reason: `${mark} is a curly quote, as a word processor types it; around a text or a field name JSON needs straight double quotes ("): replace the curly quotes on both sides with " (inside a text, curly quotes are fine)`,
  };
}

function innerQuote(quote: number): SyntaxMistake {
  return {
    offset: quote,
    reason: 'this double quote ends the text too early: a quote inside a text is written \\" (like "Our \\"best\\" offer"), or use curly quotes “ ”',
  };
}

function controlCharacter(text: string, offset: number, token: string): SyntaxMistake {
  const inside = token.search(/[\u0000-\u001f]/);
  const at = offset + Math.max(0, inside);
  const code = text.charCodeAt(at);
  if (code === 9) return { offset: at, reason: "a tab cannot be inside a text: replace it with a space" };
  const hex = code.toString(16).toUpperCase().padStart(4, "0");
  return { offset: at, reason: `an invisible control character (U+${hex}) is inside this text, usually from copying and pasting: delete it` };
}

/** The offset of the last character before `offset` that is not white space. */
function previousCharacter(text: string, offset: number): number | undefined {
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) if (!/\s/.test(text[i]!)) return i;
  return undefined;
}

function nextCharacter(text: string, offset: number): string | undefined {
  for (let i = offset; i < text.length; i++) if (!/\s/.test(text[i]!)) return text[i];
  return undefined;
}

function sameLine(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text[i] === "\n" || text[i] === "\r") return false;
  return true;
}

/** Does a field begin here ("name": …)? Then a comma is missing before it, not a quote inside a text. */
function startsField(text: string, offset: number): boolean {
  if (text[offset] !== '"') return false;
  const close = text.indexOf('"', offset + 1);
  return close > 0 && nextCharacter(text, close + 1) === ":";
}

function shorten(word: string): string {
  return word.length > 40 ? `${word.slice(0, 37)}…` : word;
}
