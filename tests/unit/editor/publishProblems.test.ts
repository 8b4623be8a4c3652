/**
 * Problems before Publish: the Publish screen lists, as it opens, exactly what the gate would refuse (the
 * validator's errors, the strict editorial checks, stand-in content for a production build), each at its page
 * by name and its field, read from the editor's kept findings and kept right as files are saved.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runGate } from "../../../engine/cli/gate";
import { validateProject } from "../../../engine/content/validate";
import { findPlaceholders } from "../../../engine/content/placeholders";
import { ProjectChecker } from "../../../engine/editor/server/checks";
import { tempSite, type TempSite } from "../../support/tempSite";

let site: TempSite;
let practice = "";
const page = (title: string, blocks: object[], description = `The ${title.toLowerCase()} page of the Publish problems' tests, long enough for search results.`) => ({ $schema: "../schemas/page.schema.json", title: `${title} | ${practice}`, description, blocks });
const pricing = (price: string) => page("Pricing", [{ type: "hero", heading: "Prices" }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price }] }]);
const hygiene = (text: string, description?: string) => page("Hygiene", [{ type: "hero", heading: "Hygiene", text: [text] }], description);

beforeEach(() => {
  site = tempSite();
  practice = site.read("site.config.json").name;
  site.write("pages/pricing.json", pricing("£60"));
  // A price that disagrees with the table, a template's placeholder, a description far too short.
  site.write("pages/hygiene.json", hygiene("A scale and polish is £55. TODO: say how long it takes.", "Too short."));
  // Stand-in content: a production build refuses it.
  site.edit("pages/veneers.json", (json) => json.blocks.push({ type: "teamGrid", heading: "Team", members: [{ name: "Dr Alex Example", role: "Dentist", placeholder: true }] }));
  site.edit("pages/index.json", (json) => json.blocks.push({ type: "cta", heading: "More", actions: [{ kind: "internal", to: "/hygiene", label: "Hygiene" }, { kind: "internal", to: "/pricing", label: "Prices" }] }));
});
afterEach(() => site.remove());

const key = (problem: { file: string; where: string }) => `${problem.file} › ${problem.where}`;
/** The places of a list of problems, once each (a text can hold two findings: a price and a placeholder). */
const places = (problems: { file: string; where: string }[]) => [...new Set(problems.map(key))].sort();

/** What `npm run gate` refuses, stage by stage (it stops at the first stage that fails; the list shows them all). */
async function gateRefuses(root: string): Promise<string[]> {
  const result = validateProject(root);
  const errors = result.problems.filter((problem) => problem.severity === "error");
  const checks = await runGate(root, { build: false });
  return places([...errors, ...checks.problems, ...findPlaceholders(result)]);
}

describe("what would stop publication, before Publish is pressed", () => {
  it("is exactly what the gate refuses, each at its page by name and its field, in staff words", async () => {
    const checker = new ProjectChecker(site.root);
    const listed = checker.beforePublishing("production");
    expect(places(listed)).toEqual(await gateRefuses(site.root));

    const hygieneProblems = listed.filter((problem) => problem.file === "pages/hygiene.json");
    expect(hygieneProblems.every((problem) => problem.place === "Hygiene")).toBe(true);
    const price = hygieneProblems.find((problem) => problem.message.includes("£55"));
    expect(price).toMatchObject({ where: "blocks[0].text[0]", severity: "error" });
    expect(price!.message).not.toMatch(/\.json|pages\//);
    expect(hygieneProblems.map((problem) => problem.where)).toEqual(expect.arrayContaining(["description", "blocks[0].text[0]"]));
    expect(hygieneProblems.some((problem) => /TODO/.test(problem.message))).toBe(true);
    expect(listed).toContainEqual(expect.objectContaining({ file: "pages/veneers.json", where: "blocks[2].members[0]", place: "Fixture veneers | Test Practice" }));
    // The fixture's form addresses are stand-ins too: named as the practice details, never by their file.
    expect(listed).toContainEqual(expect.objectContaining({ file: "site.config.json", place: "the practice details" }));
    for (const problem of listed) expect(`${problem.place} ${problem.message}`).not.toMatch(/\.json\b|\bnpm\b/);
  });

  it("leaves stand-in content out where the operator publishes a preview", () => {
    const checker = new ProjectChecker(site.root);
    const preview = checker.beforePublishing("preview").map(key);
    expect(preview).not.toContain("pages/veneers.json › blocks[2].members[0]");
    expect(preview).toContain("pages/hygiene.json › description");
  });

  it("follows each save: a fix drops off the list, a new placeholder appears on it", async () => {
    const checker = new ProjectChecker(site.root);
    expect(checker.beforePublishing("production").some((problem) => problem.file === "pages/hygiene.json")).toBe(true);
    site.write("pages/hygiene.json", hygiene("A scale and polish is £60."));
    expect(checker.beforePublishing("production").filter((problem) => problem.file === "pages/hygiene.json")).toEqual([]);
    site.write("pages/pricing.json", page("Pricing", [{ type: "hero", heading: "Prices", text: ["TODO: write the introduction."] }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price: "£60" }] }]));
    const now = checker.beforePublishing("production");
    expect(now).toContainEqual(expect.objectContaining({ file: "pages/pricing.json", where: "blocks[0].text[0]", place: "Pricing" }));
    expect(places(now)).toEqual(await gateRefuses(site.root));
  });

  it("after a save, takes the save's own check as the site's (no check again), and says exactly what a fresh check says", async () => {
    const checker = new ProjectChecker(site.root);
    checker.beforePublishing("production");
    // As the editor saves: the text is checked, then written.
    const text = JSON.stringify(pricing("£55"), null, 2);
    checker.check("pages/pricing.json", text);
    site.write("pages/pricing.json", text);
    const before = checker.cache.lastRunChecked;
    const listed = checker.beforePublishing("production");
    expect(checker.cache.lastRunChecked).toBe(before);
    expect(listed).toEqual(new ProjectChecker(site.root).beforePublishing("production"));
    expect(checker.checkAll()).toEqual(new ProjectChecker(site.root).checkAll());
    // A draft that was checked but never saved (or saved otherwise) is not taken for the site.
    checker.check("pages/hygiene.json", JSON.stringify(hygiene("A scale and polish is £55."), null, 2));
    site.write("pages/hygiene.json", hygiene("TODO: a different text was saved."));
    expect(checker.beforePublishing("production")).toEqual(new ProjectChecker(site.root).beforePublishing("production"));
    expect(places(checker.beforePublishing("production"))).toEqual(await gateRefuses(site.root));
  });

  it("a draft that would break another page names that page, never its file", () => {
    site.write("pages/hygiene.json", page("Hygiene", [{ type: "hero", heading: "Hygiene" }, { type: "servicesStrip", heading: "Also", services: ["fillings"] }]));
    const config = site.read("site.config.json");
    config.services = config.services.filter((service: { key: string }) => service.key !== "fillings");
    const { elsewhere } = new ProjectChecker(site.root).check("site.config.json", JSON.stringify(config, null, 2));
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere[0]).toMatchObject({ file: "pages/hygiene.json", place: "Hygiene" });
  });

  it("names a page too broken to read by its address, never its file", () => {
    site.write("pages/hygiene.json", '{ "title": "Hygiene", ');
    const listed = new ProjectChecker(site.root).beforePublishing("production").filter((problem) => problem.file === "pages/hygiene.json");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((problem) => problem.place === "the page at /hygiene")).toBe(true);
  });

  it("is answered by the editor as the Publish screen opens", async () => {
    const { startEditor } = await import("../../../engine/editor/server/server");
    const data = mkdtempSync(join(tmpdir(), "publish-problems-data-"));
    const editor = await startEditor({ root: site.root, port: 0, dataFolder: data });
    try {
      const response = await fetch(`${editor.url}/_editor/api/publish/problems`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { build: string; problems: { file: string; where: string; place: string; message: string }[] };
      expect(answer.build).toBe("production");
      expect(places(answer.problems)).toEqual(await gateRefuses(site.root));
      expect(answer.problems.find((problem) => problem.message.includes("£55"))).toMatchObject({ place: "Hygiene", where: "blocks[0].text[0]" });
    } finally {
      await editor.close();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
