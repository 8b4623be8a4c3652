/** JSON.parse that says where a syntax error is, as line and column. */
export type ParseResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string };

export function parseJson(source: string): ParseResult {
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const explicit = /line (\d+) column (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    let line = 1;
    let column = 1;
    if (explicit) {
      line = Number(explicit[1]);
      column = Number(explicit[2]);
    } else {
      const offset = position ? Number(position[1]) : source.length;
      const before = source.slice(0, offset).split("\n");
      line = before.length;
      column = before[before.length - 1]!.length + 1;
    }
    return { ok: false, line, column, reason: plainSyntaxReason(message, source) };
  }
}

function plainSyntaxReason(message: string, source: string): string {
  if (source.trim() === "") return "the file is empty; it should hold one JSON object";
  if (/Unexpected end of JSON/i.test(message)) return "the file ends too early: a closing } or ] or a quote is missing";
  if (/after property value|after array element/i.test(message)) return "a comma is missing between two entries, or there is a stray character";
  if (/Expected double-quoted property name/i.test(message)) return "a field name must be in double quotes; a trailing comma before } or ] also causes this";
  if (/Bad control character|Unterminated string/i.test(message)) return "a text is not closed with a double quote, or contains a line break";
  if (/Unexpected token/i.test(message)) return "this character is not valid JSON here (check quotes, commas and brackets)";
  return "this is not valid JSON here";
}
