/**
 * The typing mistakes people make in JSON, each reported at the character to change, in plain words,
 * with the remedy. The position is the one VS Code's cursor shows (line and column from 1).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseJson } from "../../engine/content/validate/json";
import { decodeContentFile } from "../../engine/content/validate/encoding";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";

/** A page as staff see it: the mistake is always on line 5, inside the blocks list. */
const page = (...blockLines: string[]) =>
  ["{", '  "$schema": "../schemas/page.schema.json",', '  "title": "Veneers in Bedworth | Test Practice",', '  "blocks": [', ...blockLines, "  ]", "}", ""].join("\n");

const TABLE: [mistake: string, text: string, expected: string][] = [
  [
    "a comma after the last block, before ]",
    page('    { "type": "hero", "heading": "Veneers" },', '    { "type": "cta", "heading": "Ready?" },'),
    "6:43 delete this comma: the last entry of a list has no comma after it (the ] on line 7 closes it)",
  ],
  [
    "a comma after the last field, before }",
    page('    { "type": "hero", "heading": "Veneers", }'),
    "5:43 delete this comma: the last entry of a group of fields has no comma after it (the } on line 5 closes it)",
  ],
  [
    "curly quotes pasted from a word processor around a value",
    page('    { "type": "hero", "heading": “Veneers” }'),
    '5:34 “ is a curly quote, as a word processor types it; around a text or a field name JSON needs straight double quotes ("): replace the curly quotes on both sides with " (inside a text, curly quotes are fine)',
  ],
  [
    "curly quotes around a field name",
    page('    { “type”: "hero" }'),
    '5:7 “ is a curly quote, as a word processor types it; around a text or a field name JSON needs straight double quotes ("): replace the curly quotes on both sides with " (inside a text, curly quotes are fine)',
  ],
  ["a value's opening quote missing", page('    { "type": "hero", "heading": Veneers" }'), '5:34 the opening double quote of this text is missing: write "Veneers"'],
  [
    "a value's closing quote missing",
    page('    { "type": "hero", "heading": "Veneers }'),
    '5:34 this text has no closing double quote: add " where the text ends. A text cannot run over two lines; for a new paragraph, start a new entry in the list',
  ],
  ["a // comment", page("    // the banner", '    { "type": "hero", "heading": "Veneers" }'), "5:5 JSON files cannot hold comments: delete this comment (from // to the end of the line)"],
  ["a /* */ comment", page("    /* the banner */", '    { "type": "hero", "heading": "Veneers" }'), "5:5 JSON files cannot hold comments: delete this comment (from /* to */)"],
  [
    "quotes inside a text",
    page('    { "type": "hero", "heading": "Our "best" veneers" }'),
    '5:39 this double quote ends the text too early: a quote inside a text is written \\" (like "Our \\"best\\" veneers"), or use curly quotes “ ”',
  ],
  ["a tab pasted into a text", page('    { "type": "hero", "heading": "Our\tbest" }'), "5:38 a tab cannot be inside a text: replace it with a space"],
  [
    "an invisible control character pasted into a text",
    page('    { "type": "hero", "heading": "A\u0001B" }'),
    "5:36 an invisible control character (U+0001) is inside this text, usually from copying and pasting: delete it",
  ],
  [
    "a comma missing between two blocks",
    page('    { "type": "hero", "heading": "Veneers" }', '    { "type": "cta", "heading": "Ready?" }'),
    "6:5 a comma is missing before this, at the end of line 5: every entry but the last is followed by a comma",
  ],
  [
    "a comma missing between two fields on one line",
    page('    { "type": "hero" "heading": "Veneers" }'),
    "5:21 a comma is missing here, between two entries: every entry but the last is followed by a comma",
  ],
  ["single quotes", page("    { 'type': 'hero' }"), `5:7 texts and field names go in straight double quotes ("), not single quotes ('): write "type"`],
  ["a field name without quotes", page('    { type: "hero" }'), '5:7 a field name goes in double quotes: write "type"'],
  ["True with a capital", page('    { "type": "hero", "heading": "x", "decorative": True }'), "5:53 write true in lower case letters"],
  ["a colon missing", page('    { "type" "hero" }'), '5:13 a colon is missing after the field name: write it like "heading": "…"'],
  ["a value missing", page('    { "type": "hero", "heading": }'), "5:34 a value is missing here: write a text in double quotes, a number, true or false, a list in [ ] or a group of fields in { }"],
  [
    "a backslash in a text",
    page('    { "type": "hero", "heading": "C:\\path" }'),
    '5:37 a backslash (\\) in a text starts a special character: write \\\\ for a backslash itself, or \\" for a double quote',
  ],
  [
    "a number with a leading zero",
    page('    { "type": "stats", "items": [{ "value": 007 }] }'),
    "5:45 this number is not written as JSON needs: digits with an optional . and decimals, no leading zero or + sign, like 12 or 12.5; to keep it exactly as written, put it in double quotes",
  ],
  [
    "a ] missing before }",
    '{\n  "title": "x",\n  "blocks": [\n    { "type": "hero" }\n}\n',
    "5:1 a ] is missing before this }: the list opened with [ on line 3 must be closed first",
  ],
  ["a file cut short", '{\n  "title": "x",\n  "blocks": [\n    { "type": "hero" }\n', "3:13 this list (the [ here) is never closed: add ] where it ends; the file stops before it"],
  [
    "an extra } at the end",
    '{\n  "title": "x"\n}\n}\n',
    "4:1 something follows the end of the file's main { }: delete this extra } (check that every { and [ has one closing } or ])",
  ],
  ["an empty file", "", "1:1 the file is empty; it should hold one JSON object, starting with { and ending with }"],
  [
    "a field written twice (a pasted line)",
    page('    { "type": "hero",', '      "heading": "A",', '      "heading": "B" }'),
    '7:7 "heading" is written twice in the same group of fields (lines 6 and 7); only one can count: delete the one you do not want',
  ],
];

describe("JSON typing mistakes", () => {
  it.each(TABLE)("%s: reported at the character to change, with the remedy", (_mistake, text, expected) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mistakes.map((m) => `${m.line}:${m.column} ${m.reason}`)).toEqual([expected]);
  });

  it("never points past the end of the file", () => {
    for (const [, text] of TABLE) {
      const result = parseJson(text);
      if (result.ok) continue;
      const lines = text.split("\n").length;
      for (const mistake of result.mistakes) expect(mistake.line).toBeLessThanOrEqual(Math.max(1, lines));
    }
  });
});

describe("file encoding", () => {
  it("names the line and the byte of a file saved as Windows-1252, and says how to re-save it", () => {
    const result = decodeContentFile(Buffer.from('{\n  "title": "Veneers from \xa3199"\n}\n', "latin1"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mistake.line).toBe(2);
    expect(result.mistake.column).toBe(26);
    expect(result.mistake.reason).toMatch(/^this file is not saved as UTF-8: the byte A3 here is not a UTF-8 character \(in older Windows files that byte is "£"\)\. Re-save the file as UTF-8/);
  });

  it("drops a byte-order mark, as Notepad writes one", () => {
    const result = decodeContentFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"title": "x"}')]));
    expect(result).toEqual({ ok: true, text: '{"title": "x"}' });
  });
});

describe("the validator's report of a typing mistake", () => {
  let site: TempSite;
  afterEach(() => site?.remove());

  it("names the file, the line and the column, in words and as file:line:column", () => {
    site = tempSite();
    site.write("pages/veneers.json", page('    { "type": "hero", "heading": "Veneers" },'));
    const lines = validateProject(site.root).problems.map(formatProblem);
    expect(lines).toEqual([
      "pages/veneers.json:5:45 › line 5, column 45: delete this comma: the last entry of a list has no comma after it (the ] on line 6 closes it)",
    ]);
  });

  it("reports a page saved as Windows-1252 instead of publishing a replacement character", () => {
    site = tempSite();
    const text = JSON.stringify({ ...site.read("pages/veneers.json"), title: "Veneers from £199 | Test Practice" }, null, 2);
    writeFileSync(join(site.root, "pages/veneers.json"), Buffer.from(text, "latin1")); // "£" as the one byte A3
    const lines = validateProject(site.root).problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^pages\/veneers\.json:3:\d+ › line 3, column \d+: this file is not saved as UTF-8: the byte A3/);
  });
});
