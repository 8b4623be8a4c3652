/**
 * Parses a content file with jsonc-parser, the scanner VS Code itself uses, so every mistake is
 * found where VS Code underlines it: exact offsets, comments and trailing commas told apart from
 * other errors, and a key written twice caught (JSON.parse keeps the last and says nothing).
 * Only the first syntax error is explained: the ones after it are usually its echoes.
 */
import { printParseErrorCode, visit, type ParseErrorCode } from "jsonc-parser";
import { SourceText } from "./sourceText";
import { explainSyntaxError, type ParserError } from "./syntaxMistakes";

export interface JsonMistake {
  line: number;
  column: number;
  reason: string;
}

export type ParseResult = { ok: true; value: unknown; source: SourceText } | { ok: false; mistakes: JsonMistake[] };

export function parseJson(text: string): ParseResult {
  const source = new SourceText(text);
  const at = (offset: number, reason: string): JsonMistake => ({ ...source.positionOf(offset), reason });
  let firstError: ParserError | undefined;
  const duplicates: JsonMistake[] = [];
  const open: number[] = [];
  // jsonc-parser ends a list or object before it reports the missing ] or }: remember which one that was.
  let justClosed: number | undefined;
  const close = () => (justClosed = open.pop());
  const keysOfOpenObjects: Map<string, number>[] = [];

  visit(
    text,
    {
      onObjectBegin: (offset) => {
        open.push(offset);
        keysOfOpenObjects.push(new Map());
      },
      onObjectEnd: () => {
        close();
        keysOfOpenObjects.pop();
      },
      onArrayBegin: (offset) => void open.push(offset),
      onArrayEnd: () => void close(),
      onObjectProperty: (key, offset) => {
        const keys = keysOfOpenObjects[keysOfOpenObjects.length - 1];
        const earlier = keys?.get(key);
        if (earlier !== undefined) {
          const [first, second] = [source.positionOf(earlier).line, source.positionOf(offset).line];
          const lines = first === second ? `both on line ${first}` : `lines ${first} and ${second}`;
          duplicates.push(at(offset, `"${key}" is written twice in the same group of fields (${lines}); only one can count: delete the one you do not want`));
        }
        keys?.set(key, offset);
      },
      onError: (code: ParseErrorCode, offset, length) => {
        const unclosed = /^Close(Brace|Bracket)Expected$/.test(printParseErrorCode(code));
        firstError ??= { code, offset, length, open: unclosed && justClosed !== undefined ? [...open, justClosed] : [...open] };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );

  if (firstError) {
    const mistake = explainSyntaxError(firstError, text, (offset) => source.positionOf(offset).line);
    return { ok: false, mistakes: [at(mistake.offset, mistake.reason)] };
  }
  if (duplicates.length) return { ok: false, mistakes: duplicates };
  return { ok: true, value: JSON.parse(text), source };
}
