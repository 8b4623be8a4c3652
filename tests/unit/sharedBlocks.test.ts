/**
 * Shared blocks: pages/_shared/<name>.json is one block, shown wherever a page's
 * blocks list has { "ref": "shared/<name>" }. Validated like any block (errors
 * name the shared file), resolved before renderers see the page, never a route.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";
import { formatProblem } from "../../engine/content/validate/problem";
import { listPageFiles } from "../../engine/content/files";
import { contentPlugin } from "../../engine/build/contentPlugin";
import { tempSite, type TempSite } from "../support/tempSite";

const repo = join(import.meta.dirname, "..", "..");
const generated = generateJsonSchemas();
// The fixture's own catalogue, so ajv (the editor's schema) takes part in every check here.
const jsonSchemas = compileJsonSchemas(generated.site, generated.page, generated.sharedBlock);

const closingCta = {
  $schema: "../../schemas/shared-block.schema.json",
  type: "cta",
  heading: "Ready to Transform Your Smile?",
  actions: [{ kind: "booking", label: "Book Free Consultation" }, { kind: "internal", to: "/", label: "Back to Home" }],
};

let site: TempSite;
afterEach(() => site?.remove());

function withSharedCta(setup: (s: TempSite) => void = () => {}) {
  site = tempSite();
  site.write("pages/_shared/closing-cta.json", closingCta);
  site.edit("pages/veneers.json", (p) => (p.blocks[1] = { ref: "shared/closing-cta" }));
  site.edit("pages/fillings.json", (p) => p.blocks.push({ ref: "shared/closing-cta" }));
  setup(site);
  return validateProject(site.root, { jsonSchemas });
}

describe("shared blocks", () => {
  it("replace each reference by the block, defaults filled in and without the editor's $schema", () => {
    const result = withSharedCta();
    expect(result.problems).toEqual([]);
    const veneers = result.pages.find((p) => p.route === "/veneers")!;
    const { $schema: _, ...block } = closingCta;
    expect(veneers.page.blocks[1]).toEqual({ ...block, actions: block.actions });
    expect(JSON.stringify(result.pages)).not.toContain('"ref"');
  });

  it("are not routes: files and folders starting with _ are skipped", () => {
    withSharedCta((s) => s.write("pages/_drafts/new-page.json", { title: "x" }));
    expect(listPageFiles(join(site.root, "pages"))).toEqual(["404.json", "contact.json", "fillings.json", "index.json", "veneers.json"]);
  });

  it("report a reference to a missing shared block on the page, with did-you-mean", () => {
    const lines = withSharedCta((s) => s.edit("pages/fillings.json", (p) => (p.blocks[1].ref = "shared/closing-ct"))).problems.map(formatProblem);
    expect(lines).toEqual([
      'pages/fillings.json:11:14 › blocks[1].ref: block 2 (shared/closing-ct): there is no shared block "shared/closing-ct" (no file pages/_shared/closing-ct.json); did you mean "shared/closing-cta"?',
    ]);
  });

  it("explain a reference that is not written as shared/<name>", () => {
    const lines = withSharedCta((s) => s.edit("pages/fillings.json", (p) => (p.blocks[1].ref = "_shared/closing-cta.json"))).problems.map(formatProblem);
    expect(lines).toEqual([
      'pages/fillings.json:11:14 › blocks[1].ref: block 2 (_shared/closing-cta.json): "_shared/closing-cta.json" is not a shared-block reference; write "shared/" and the file\'s name in pages/_shared/ without ".json", like "shared/closing-cta"',
    ]);
  });

  it("refuse other fields next to ref, pointing at the file to change instead", () => {
    const lines = withSharedCta((s) => s.edit("pages/fillings.json", (p) => (p.blocks[1].heading = "Different"))).problems.map(formatProblem);
    expect(lines).toEqual([
      'pages/fillings.json:12:7 › blocks[1]: block 2 (shared/closing-cta): "heading" cannot be used next to "ref": a shared block is changed in pages/_shared/closing-cta.json, for every page that uses it',
    ]);
  });

  it("are validated like any block, and their errors name the shared file", () => {
    const result = withSharedCta((s) => s.edit("pages/_shared/closing-cta.json", (b) => (b.actions[1].to = "/veneer")));
    expect(result.problems.map(formatProblem)).toEqual([
      'pages/_shared/closing-cta.json:12:13 › actions[1].to: shared block (Call to action), button 2: "/veneer" is not a page of this site; did you mean "/veneers"?',
    ]);
    // A page is never built with a block missing: the pages that use it are held back, the others pass.
    expect(result.pages.map((p) => p.route ?? "(not found)").sort()).toEqual(["(not found)", "/", "/contact"]);
  });

  it("suggest field names within the shared block's own type", () => {
    const lines = withSharedCta((s) => s.edit("pages/_shared/closing-cta.json", (b) => (b.heding = "x"))).problems.map(formatProblem);
    expect(lines).toEqual(['pages/_shared/closing-cta.json:16:3 › (the whole file): shared block (Call to action): "heding" is not a field of this block; did you mean "heading"?']);
  });

  it("need their own $schema line, and cannot point at another shared block", () => {
    const lines = withSharedCta((s) => {
      s.edit("pages/_shared/closing-cta.json", (b) => delete b.$schema);
      s.write("pages/_shared/chain.json", { ref: "shared/closing-cta" });
    }).problems.map(formatProblem);
    expect(lines).toEqual([
      'pages/_shared/chain.json:1:1 › $schema: the first line should be "$schema": "../../schemas/shared-block.schema.json" so your editor can check this shared block as you type',
      "pages/_shared/chain.json:2:10 › ref: a shared block cannot point to another shared block; write the block itself here",
      'pages/_shared/closing-cta.json:1:1 › $schema: the first line should be "$schema": "../../schemas/shared-block.schema.json" so your editor can check this shared block as you type',
    ]);
  });

  it("record where each is used, for npm run validate -- --usage", () => {
    const result = withSharedCta((s) => s.write("pages/_shared/unused.json", { ...closingCta, heading: "Not used" }));
    expect(result.shared.map((s) => [s.ref, s.usedBy])).toEqual([
      ["shared/closing-cta", [{ file: "pages/fillings.json", where: "blocks[1]" }, { file: "pages/veneers.json", where: "blocks[1]" }]],
      ["shared/unused", []],
    ]);
    const tsx = join(repo, "node_modules", ".bin", "tsx");
    const output = execFileSync(tsx, [join(repo, "engine/cli/validate.ts"), "--usage"], { cwd: site.root, encoding: "utf8" });
    expect(output).toContain(
      [
        "Shared blocks and where they are used:",
        "  shared/closing-cta (pages/_shared/closing-cta.json): used 2 times",
        "    pages/fillings.json › blocks[1]",
        "    pages/veneers.json › blocks[1]",
        "  shared/unused (pages/_shared/unused.json): not used by any page",
      ].join("\n"),
    );
  });

  it("reach the renderers resolved through the content plugin", async () => {
    withSharedCta();
    const plugin = contentPlugin(site.root) as any;
    plugin.configResolved({ command: "serve" });
    plugin.buildStart.call({ error: (message: string) => { throw new Error(message); } });
    const code: string = await plugin.load.call({}, "\0site-page:/veneers");
    const data = JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(code)![1]!));
    expect(data.page.blocks[1]).toMatchObject({ type: "cta", heading: "Ready to Transform Your Smile?" });
    expect(code).not.toContain("shared/closing-cta");
  });
});
