/**
 * Content written for an earlier version of the engine (engine/content/upgrade/): validation says what changed
 * and which command updates it, instead of a bare schema error; npm run upgrade-content rewrites it step by step
 * to the current format, keeps the files' formatting, lists what it changed and changes nothing a second time.
 * tests/fixtures/content-format-1 is a small physiotherapy clinic as it was written for the engine before issue
 * 41 (format 1: navigation.categoryHeadings, treatments in "cosmetic" and "general", no serviceCategories).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { upgradeContent } from "../../engine/content/upgrade";
import { CURRENT_CONTENT_FORMAT } from "../../engine/content/upgrade/formats";
import { buildFormModels } from "../../engine/editor/model/fromSchema";
import { filesOf } from "../support/filesOf";
import { tempSite } from "../support/tempSite";

const REPO = join(import.meta.dirname, "..", "..");
const FORMAT_1 = join(REPO, "tests", "fixtures", "content-format-1");

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A throwaway copy of a fixture site, so the upgrade can write to it. */
function copyOf(fixture: string): string {
  const root = mkdtempSync(join(tmpdir(), "content-format-"));
  cpSync(fixture, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
  roots.push(root);
  return root;
}

const errorsOf = (root: string) => validateProject(root, { jsonSchemas: null }).problems.filter((p) => p.severity === "error");
const read = (root: string, file: string) => readFileSync(join(root, file), "utf8");

describe("content written for an earlier format", () => {
  it("validation names what changed and the command that updates it, not a bare schema error", () => {
    const root = copyOf(FORMAT_1);
    const errors = errorsOf(root);
    const words = errors.map((p) => `${p.file} › ${p.where}: ${p.message}`).join("\n");
    expect(words).toMatch(/written for an earlier version of the engine/);
    expect(words).toMatch(/npm run upgrade-content/);
    const headings = errors.find((p) => p.where === "navigation.categoryHeadings")!;
    expect(headings.file).toBe("site.config.json");
    expect(headings.line).toBe(read(root, "site.config.json").split("\n").findIndex((line) => line.includes('"categoryHeadings"')) + 1);
    expect(headings.message).toMatch(/"serviceCategories"/);
    expect(headings.message).toMatch(/"Sport and Exercise"/);
    // The pages that name a group are listed too, at their place.
    expect(errors.map((p) => `${p.file} › ${p.where}`)).toEqual(
      expect.arrayContaining(["site.config.json › services[0].category", "pages/index.json › blocks[2].categories", "pages/_shared/everyday-aches.json › category"]),
    );
    // The schema's own words for the same change would only confuse.
    expect(words).not.toMatch(/is not a field of|is missing|is not a group of treatments of this site/);
  });

  it("the content's other mistakes are still found, at their lines in the files as written", () => {
    const root = copyOf(FORMAT_1);
    const config = read(root, "site.config.json");
    // After the moved setting, in a file the upgrade changes: its line must be the one in the file as it is.
    writeFileSync(join(root, "site.config.json"), config.replace('"image": "/images/services/back-and-neck-pain.svg"', '"image": "/images/services/missing.svg"'));
    const page = read(root, "pages/sports-injuries.json");
    writeFileSync(join(root, "pages/sports-injuries.json"), page.replace('"heading": "Injured? Book in this week"', '"heading": ""'));
    const errors = errorsOf(root);
    const line = (file: string, words: string) => read(root, file).split("\n").findIndex((text) => text.includes(words)) + 1;
    const image = errors.find((p) => p.where === "services[1].image")!;
    expect(image.message).toMatch(/missing\.svg" does not exist/);
    expect(image.line).toBe(line("site.config.json", "missing.svg"));
    const heading = errors.find((p) => p.file === "pages/sports-injuries.json" && /heading/.test(p.where) && !/written for an earlier/.test(p.message))!;
    expect(heading.line).toBe(line("pages/sports-injuries.json", '"heading": ""'));
    expect(errors.map((p) => p.where)).toContain("navigation.categoryHeadings");
  });

  it("upgrading a copy makes it validate, in the clinic's own groups, and lists what it changed", () => {
    const root = copyOf(FORMAT_1);
    const outcome = upgradeContent(root);
    expect(outcome).toMatchObject({ from: 1, to: CURRENT_CONTENT_FORMAT });
    expect(outcome.files.sort()).toEqual(["pages/_shared/everyday-aches.json", "pages/index.json", "pages/sports-injuries.json", "site.config.json"]);
    const listed = outcome.changes.map((change) => `${change.file} › ${change.where}: ${change.words}`).join("\n");
    expect(listed).toMatch(/site\.config\.json › navigation\.categoryHeadings: .*"serviceCategories"/);
    expect(listed).toMatch(/services\[0\]\.category: .*"cosmetic".*"sport-and-exercise"/);
    expect(listed).toMatch(/contentFormat/);

    expect(errorsOf(root)).toEqual([]);
    const config = JSON.parse(read(root, "site.config.json"));
    expect(config.contentFormat).toBe(CURRENT_CONTENT_FORMAT);
    expect(config.navigation.categoryHeadings).toBeUndefined();
    expect(config.serviceCategories).toEqual([
      { key: "sport-and-exercise", heading: "Sport and Exercise" },
      { key: "everyday-aches", heading: "Everyday Aches" },
    ]);
    expect(config.services.map((service: { category: string }) => service.category)).toEqual(["sport-and-exercise", "everyday-aches"]);
    expect(JSON.parse(read(root, "pages/index.json")).blocks[2].categories).toEqual(["sport-and-exercise", "everyday-aches"]);
    expect(JSON.parse(read(root, "pages/sports-injuries.json")).blocks[3].category).toBe("sport-and-exercise");
    expect(JSON.parse(read(root, "pages/_shared/everyday-aches.json")).category).toBe("everyday-aches");
  });

  it("keeps every line it has no reason to change", () => {
    const root = copyOf(FORMAT_1);
    const before = filesOf(root);
    upgradeContent(root);
    const after = filesOf(root);
    // Files without an old setting are left byte for byte; in the others, the lines around a change stay as written.
    for (const file of ["pages/contact.json", "pages/new-patients.json", "pages/404.json"]) expect(after.get(file)).toEqual(before.get(file));
    const oldConfig = before.get("site.config.json")!.toString("utf8");
    const newConfig = after.get("site.config.json")!.toString("utf8");
    const footer = oldConfig.slice(oldConfig.indexOf('    "footer": ['), oldConfig.indexOf('  "services": ['));
    expect(newConfig).toContain(footer);
    expect(newConfig).toContain('      "key": "sports-injuries",\n      "category": "sport-and-exercise",\n');
    const strip = read(root, "pages/index.json");
    expect(strip).toContain('"categories": ["sport-and-exercise", "everyday-aches"]');
  });

  it("upgrading twice changes nothing the second time", () => {
    const root = copyOf(FORMAT_1);
    upgradeContent(root);
    const once = filesOf(root);
    const again = upgradeContent(root);
    expect(again).toMatchObject({ from: CURRENT_CONTENT_FORMAT, to: CURRENT_CONTENT_FORMAT, changes: [], files: [] });
    expect(filesOf(root)).toEqual(once);
  });

  it("a strip that lists more treatments than a strip now shows keeps the first ones, and says which went", () => {
    const root = copyOf(FORMAT_1);
    const page = JSON.parse(read(root, "pages/new-patients.json"));
    const keys = Array.from({ length: 26 }, (_, i) => (i % 2 ? "back-and-neck-pain" : "sports-injuries"));
    page.blocks.push({ type: "servicesStrip", services: keys });
    writeFileSync(join(root, "pages/new-patients.json"), JSON.stringify(page, null, 2));
    const at = page.blocks.length - 1;
    expect(errorsOf(root).map((p) => `${p.file} › ${p.where}: ${p.message}`).join("\n")).toMatch(new RegExp(`pages/new-patients\\.json › blocks\\[${at}\\]\\.services: .*at most 24`));
    const outcome = upgradeContent(root);
    expect(outcome.changes.find((change) => change.where === `blocks[${at}].services`)!.words).toMatch(/26 treatments.*first 24/);
    expect(JSON.parse(read(root, "pages/new-patients.json")).blocks[at].services).toEqual(keys.slice(0, 24));
    expect(errorsOf(root)).toEqual([]);
  });

  it("a site that kept format 1's own headings gets them as its groups; one half-upgraded by hand loses only the old headings", () => {
    const root = copyOf(FORMAT_1);
    const config = JSON.parse(read(root, "site.config.json"));
    config.navigation.categoryHeadings = {};
    writeFileSync(join(root, "site.config.json"), JSON.stringify(config, null, 2));
    upgradeContent(root);
    expect(JSON.parse(read(root, "site.config.json")).serviceCategories).toEqual([
      { key: "cosmetic-services", heading: "Cosmetic Services" },
      { key: "general-services", heading: "General Services" },
    ]);
    expect(errorsOf(root)).toEqual([]);

    const halfway = copyOf(FORMAT_1);
    const written = JSON.parse(read(halfway, "site.config.json"));
    written.serviceCategories = [{ key: "cosmetic", heading: "Sport" }, { key: "general", heading: "Everyday" }];
    writeFileSync(join(halfway, "site.config.json"), JSON.stringify(written, null, 2));
    expect(errorsOf(halfway).map((p) => p.where)).toEqual(["(the whole file)", "navigation.categoryHeadings"]);
    expect(upgradeContent(halfway).changes.map((change) => change.where)).toEqual(["navigation.categoryHeadings", "contentFormat"]);
    expect(JSON.parse(read(halfway, "site.config.json")).serviceCategories).toEqual(written.serviceCategories);
    expect(errorsOf(halfway)).toEqual([]);
  });

  it("content written for a newer engine is refused in words, and not rewritten", () => {
    const site = tempSite();
    roots.push(site.root);
    site.edit("site.config.json", (config) => (config.contentFormat = CURRENT_CONTENT_FORMAT + 1));
    const errors = errorsOf(site.root);
    expect(errors.map((p) => [p.file, p.where])).toEqual([["site.config.json", "contentFormat"]]);
    expect(errors[0]!.message).toMatch(/newer version of the engine/);
    const before = filesOf(site.root);
    expect(() => upgradeContent(site.root)).toThrow(/newer version of the engine/);
    expect(filesOf(site.root)).toEqual(before);
  });

  it("npm run upgrade-content -- --site <folder> lists the changes, then says there is nothing more to do", () => {
    const root = copyOf(FORMAT_1);
    const tsx = join(REPO, "node_modules", ".bin", "tsx");
    const run = () => execFileSync(tsx, [join(REPO, "engine/cli/upgrade-content.ts"), "--site", root], { encoding: "utf8", stdio: "pipe" });
    const first = run();
    expect(first).toMatch(/format 1/);
    expect(first).toMatch(/site\.config\.json.*navigation\.categoryHeadings/);
    expect(first).toMatch(/4 files changed/);
    expect(run()).toMatch(/already .*format 2.*nothing to change/i);
  });
});

describe("content in the current format", () => {
  it("the engine's fixture site passes unchanged, and the upgrade leaves it as it is", () => {
    const site = tempSite();
    roots.push(site.root);
    expect(site.read("site.config.json").contentFormat).toBe(CURRENT_CONTENT_FORMAT);
    expect(errorsOf(site.root)).toEqual([]);
    const before = filesOf(site.root);
    expect(upgradeContent(site.root)).toMatchObject({ from: CURRENT_CONTENT_FORMAT, changes: [], files: [] });
    expect(filesOf(site.root)).toEqual(before);
  });

  it("content in the current shape that does not yet say its format validates, and the upgrade only adds the line", () => {
    const site = tempSite();
    roots.push(site.root);
    site.edit("site.config.json", (config) => delete config.contentFormat);
    expect(errorsOf(site.root)).toEqual([]);
    const outcome = upgradeContent(site.root);
    expect(outcome.changes.map((change) => change.where)).toEqual(["contentFormat"]);
    expect(site.read("site.config.json").contentFormat).toBe(CURRENT_CONTENT_FORMAT);
  });
});

describe("the page editor", () => {
  it("keeps the content's format as it is and never shows it in the practice details", () => {
    const field = buildFormModels().site.fields.find((entry) => entry.key === "contentFormat");
    expect(field?.hidden).toBe(true);
  });
});
