/**
 * Prints the two tables of issue 27 as markdown: each typing mistake with what the validator says, and
 * each editing mistake with what the validator and VS Code say, on which line.
 *   npx tsx tests/support/printAgreement.ts [--engine <checkout of another version>]
 * With --engine, that checkout's validator and schemas/ speak instead (to compare before and after).
 */
import { join, resolve } from "node:path";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname } from "node:path";
import { AGREEMENT_TABLE, SHARED_BLOCK, SYNTAX_TABLE } from "./editorMistakes";
import { FIXTURE } from "./tempSite";
import { VsCodeJson } from "./vscodeJson";

type Problem = { file: string; where: string; message: string; severity: string; line?: number };
type Validate = (root: string, options?: object) => { problems: Problem[] };

const flag = process.argv.indexOf("--engine");
const engine = resolve(flag > 0 ? process.argv[flag + 1]! : join(import.meta.dirname, "..", ".."));
const { validateProject } = (await import(join(engine, "engine/content/validate/index.ts"))) as { validateProject: Validate };
const vscode = new VsCodeJson(engine);

const site = mkdtempSync(join(tmpdir(), "agreement-"));
cpSync(FIXTURE, site, { recursive: true });
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  writeFileSync(join(site, file), text);
};
write("pages/_shared/closing-cta.json", SHARED_BLOCK);

function validatorSays(file: string, text: string): string {
  const original = readFileSync(join(site, file), "utf8");
  write(file, text);
  const said = validateProject(site, { jsonSchemas: null })
    .problems.filter((p) => p.file === file && p.severity === "error")
    .map((p) => (p.line && !p.where.startsWith("line ") ? `line ${p.line} › ${p.where}: ${p.message}` : `${p.where}: ${p.message}`));
  write(file, original);
  return said.join("<br>") || "(nothing)";
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

console.log("| Typing mistake | The validator says |\n| --- | --- |");
for (const [mistake, text] of SYNTAX_TABLE) console.log(`| ${cell(mistake)} | ${cell(validatorSays("pages/veneers.json", text))} |`);

console.log("\n| Editing mistake | The validator says | VS Code says |\n| --- | --- | --- |");
for (const row of AGREEMENT_TABLE) {
  const theirs = (await vscode.problems(row.file, row.text)).map((p) => `line ${p.line} (${p.severity}): ${p.message}`).join("<br>") || "(nothing)";
  console.log(`| ${cell(row.mistake)} | ${cell(validatorSays(row.file, row.text))} | ${cell(theirs)} |`);
}
rmSync(site, { recursive: true, force: true });
