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
import { SYNTAX_TABLE as TABLE, syntaxPage as page } from "../support/editorMistakes";

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
