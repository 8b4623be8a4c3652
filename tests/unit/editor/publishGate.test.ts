/**
 * The gate and CI's annotations: in GitHub Actions, npm run validate writes each problem as a workflow command on
 * its file's line (so GitHub shows it there), and nowhere else; the gate stops on the strict editorial checks.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { annotationsOf } from "../../../engine/cli/annotations";
import { gateBuildFor, runGate } from "../../../engine/cli/gate";
import { runGateProcess } from "../../../engine/editor/server/publish/gateCheck";
import { tempSite, type TempSite } from "../../support/tempSite";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..");
let site: TempSite;

beforeAll(() => {
  site = tempSite();
  // A heading left empty: an error at blocks[0].heading of the veneers page.
  site.write("pages/veneers.json", `{\n  "$schema": "../schemas/page.schema.json",\n  "title": "Fixture veneers | Test Practice",\n  "description": "A treatment page of the minimal fixture site used by the engine's tests.",\n  "blocks": [\n    { "type": "hero", "heading": "" }\n  ]\n}\n`);
});
afterAll(() => site?.remove());

function validate(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ENGINE_ROOT, "engine", "cli", "validate.ts"), "--site", site.root], {
    cwd: ENGINE_ROOT,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "", ...env },
  });
  return { status: run.status, lines: run.stdout.split("\n") };
}

describe("the gate in CI", () => {
  it("npm run validate prints an annotation on the problem's line in GitHub Actions, and none elsewhere", () => {
    const inGitHub = validate({ GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: site.root });
    expect(inGitHub.status).toBe(1);
    const errors = inGitHub.lines.filter((line) => line.startsWith("::error "));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error file=pages\/veneers\.json,line=6,col=\d+,title=blocks\[0\]\.heading::\S/);
    const inTerminal = validate({});
    expect(inTerminal.status).toBe(1);
    expect(inTerminal.lines.some((line) => line.startsWith("::"))).toBe(false);
  });

  it("escapes what GitHub would otherwise read as the end of a command, and names a site folder from the repository's top", () => {
    const [line] = annotationsOf([{ file: "pages/a.json", where: "blocks[1].items[0]", message: "100% sure:\nline two", severity: "warning", line: 3, column: 4 }], "examples/physio");
    expect(line).toBe("::warning file=examples/physio/pages/a.json,line=3,col=4,title=blocks[1].items[0]::100%25 sure:%0Aline two");
  });

  it("the gate's checks stop on what the strict editorial checks find, at its file and field", async () => {
    site.edit("pages/veneers.json", (page) => {
      page.blocks[0].heading = "Fixture veneers heading";
      page.description = "Too short.";
    });
    const outcome = await runGate(site.root, { build: false });
    expect(outcome.ok).toBe(false);
    expect(outcome.failedAt).toBe("lint");
    expect(outcome.problems).toContainEqual(expect.objectContaining({ file: "pages/veneers.json", where: "description", severity: "error" }));
    expect(gateBuildFor(["--checks"])).toBe(false);
    expect(gateBuildFor([], { SITE_BUILD_MODE: "preview" })).toBe("preview");
    expect(gateBuildFor([], {})).toBe("production");
  });
});

describe("the gate as Publish runs it", () => {
  it("names each refusal by its page's name, in staff words, at its field", async () => {
    const practice = site.read("site.config.json").name;
    site.write("pages/pricing.json", { $schema: "../schemas/page.schema.json", title: `Pricing | ${practice}`, description: "The prices of the gate's test, with a description long enough for search results.", blocks: [{ type: "hero", heading: "Prices" }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price: "£60" }] }] });
    site.edit("pages/veneers.json", (page) => {
      page.description = "A treatment page of the minimal fixture site used by the engine's tests, long enough.";
      page.blocks[0].text = ["A scale and polish is £55."];
    });
    const stages: string[] = [];
    const outcome = await runGateProcess(site.root, false, (stage) => stages.push(stage));
    expect(outcome.ok).toBe(false);
    expect(stages).toContain("lint");
    const price = outcome.problems.find((problem) => problem.message.includes("£55"));
    expect(price).toMatchObject({ file: "pages/veneers.json", where: "blocks[0].text[0]", place: "Fixture veneers | Test Practice" });
    expect(price!.message).not.toMatch(/\.json|pages\//);
    for (const problem of outcome.problems) expect((problem as { place?: string }).place).toBeTruthy();
  });
});
