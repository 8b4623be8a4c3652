/**
 * Parses a content file with jsonc-parser, the scanner VS Code itself uses, so every mistake is
 * found where VS Code underlines it: exact offsets, comments and trailing commas told apart from
 * other errors, and a key written twice caught (JSON.parse keeps the last and says nothing).
 * Only the first syntax error is explained: the ones after it are usually its echoes.
 */
import { visit, type ParseErrorCode } from "jsonc-parser";
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
  const keysOfOpenObjects: Map<string, number>[] = [];

  visit(
    text,
    {
      onObjectBegin: (offset) => {
        open.push(offset);
        keysOfOpenObjects.push(new Map());
      },
      onObjectEnd: () => {
        open.pop();
        keysOfOpenObjects.pop();
      },
      onArrayBegin: (offset) => void open.push(offset),
      onArrayEnd: () => void open.pop(),
      onObjectProperty: (key, offset) => {
        const keys = keysOfOpenObjects[keysOfOpenObjects.length - 1];
        const earlier = keys?.get(key);
        if (earlier !== undefined) {
          const lines = `lines ${source.positionOf(earlier).line} and ${source.positionOf(offset).line}`;
          duplicates.push(at(offset, `"${key}" is written twice in the same group of fields (${lines}); only one can count: delete the one you do not want`));
        }
        keys?.set(key, offset);
      },
      onError: (code: ParseErrorCode, offset, length) => {
        firstError ??= { code, offset, length, open: [...open] };
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
