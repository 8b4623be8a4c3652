/**
 * VS Code says what the validator says. Each mistake of the table is written into a file of the fixture
 * site; the validator (npm run validate) and VS Code (vscode-json-languageservice set up as VS Code sets
 * it up, tests/support/vscodeJson.ts, with the generated schemas in schemas/) must both report it on the
 * same line, in the same words where a form or a choice is checked, and VS Code never with a raw pattern.
 * What only the validator can know (does that page, picture or shared block exist?) is pinned too: the
 * content guide tells staff that VS Code is silent about it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { tempSite, type TempSite } from "../support/tempSite";
import { VsCodeJson, CURSOR, type VsCodeProblem } from "../support/vscodeJson";
import { AGREEMENT_TABLE, BASE_PAGE, SHARED_BLOCK, type Mistake } from "../support/editorMistakes";
import { BLOCK_TYPES } from "../../engine/schema/blocks";

const vscode = new VsCodeJson();
let site: TempSite;
beforeAll(() => {
  site = tempSite();
  site.write("pages/_shared/closing-cta.json", SHARED_BLOCK);
});
afterAll(() => site.remove());

/** The validator's errors about `file` when it holds `text`, with the line of each. */
function validatorProblems(file: string, text: string) {
  const original = readFileSync(join(site.root, file), "utf8");
  site.write(file, text);
  try {
    return validateProject(site.root, { jsonSchemas: null })
      .problems.filter((p) => p.file === file && p.severity === "error")
      .map((p) => ({ line: p.line ?? 0, message: p.message }));
  } finally {
    site.write(file, original);
  }
}

/** Words VS Code must never show: its fallbacks when a schema gives no message of ours. */
const RAW = [/pattern/i, /Value must be/, /Incorrect type/, /Value is not accepted/, /Missing property "type"/];

describe("VS Code and the validator agree", () => {
  it("on the unchanged page: neither reports anything", async () => {
    expect(validatorProblems("pages/veneers.json", BASE_PAGE)).toEqual([]);
    expect(await vscode.problems("pages/veneers.json", BASE_PAGE)).toEqual([]);
  });

  it.each(AGREEMENT_TABLE.map((row) => [row.mistake, row] as [string, Mistake]))("%s", async (_name, row) => {
    const ours = validatorProblems(row.file, row.text);
    const theirs: VsCodeProblem[] = await vscode.problems(row.file, row.text);
    expect(ours.length).toBeGreaterThan(0);
    for (const problem of theirs) for (const raw of RAW) expect(problem.message).not.toMatch(raw);
    if (row.only === "validator") {
      expect(theirs).toEqual([]);
      return;
    }
    for (const { line } of ours) expect(theirs.map((p) => p.line)).toContain(line);
    // VS Code shows broken JSON in red (an error) and a content problem in yellow (a warning).
    if (row.only === "syntax") expect(theirs.some((p) => p.severity === "error")).toBe(true);
    else expect(theirs.every((p) => p.severity === "warning")).toBe(true);
    if (row.words) {
      expect(ours.some((p) => p.message.includes(row.words!))).toBe(true);
      expect(theirs.some((p) => p.message.includes(row.words!))).toBe(true);
    }
  });
});

describe("VS Code helps write a block", () => {
  const inBlocks = (line: string) => BASE_PAGE.replace('    { "type": "hero", "heading": "Veneers in Bedworth" },', `${line}\n    { "type": "hero", "heading": "Veneers in Bedworth" },`);

  it("offers every block type, each with what it is for, when a type is typed between quotes", async () => {
    const items = await vscode.completions("pages/veneers.json", inBlocks(`    { "type": "${CURSOR}" },`));
    const types = items.map((item) => String(item.label).replace(/"/g, ""));
    expect(types).toEqual(expect.arrayContaining(["hero", "faq", "cta", "priceTable", "teamGrid", "form", "notFound"]));
    expect(types).toHaveLength(BLOCK_TYPES.length);
    const faq = items.find((item) => String(item.label).includes("faq"));
    expect(JSON.stringify(faq?.documentation)).toContain("Questions and answers");
  });

  it("inserts a whole block whose texts are all TODO, never example words", async () => {
    const items = await vscode.completions("pages/veneers.json", inBlocks(`    ${CURSOR}`));
    const snippets = items.filter((item) => String(item.label).endsWith(" block"));
    expect(snippets).toHaveLength(BLOCK_TYPES.length);
    for (const snippet of snippets) {
      const body = String(snippet.insertText);
      const texts = [...body.matchAll(/": "([^"]*)"/g)].map((m) => m[1]!).filter((t) => !/^[a-z][A-Za-z]*$/.test(t) && t !== "");
      for (const text of texts) expect(text, `${snippet.label}: ${text}`).toMatch(/^TODO: /);
    }
  });

  it("inserts an empty value for a field, not its example", async () => {
    const items = await vscode.completions("pages/veneers.json", inBlocks(`    { "type": "hero", ${CURSOR} },`));
    const heading = items.find((item) => item.label === "heading");
    expect(heading?.insertText).toBe('"heading": "$1"');
  });

  it("explains a block type on hover", async () => {
    const text = await vscode.hover("pages/veneers.json", inBlocks(`    { "type": "f${CURSOR}aq", "heading": "x", "items": [] },`));
    expect(text).toContain("Questions and answers");
  });
});
