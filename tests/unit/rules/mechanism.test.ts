/**
 * Rule sets are what a site declares: none declared, none run; another profession's set runs its own rules.
 * Their findings reach every place staff look: npm run validate's report, the gate before Publish, GitHub's
 * annotations and the page editor's checks of a draft.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../../engine/content/validate";
import { runGate } from "../../../engine/cli/gate";
import { annotationsOf } from "../../../engine/cli/annotations";
import { ProjectChecker } from "../../../engine/editor/server/checks";
import { tempSite, type TempSite } from "../../support/tempSite";
import { CLINICIAN, dentalSite } from "./support";

let site: TempSite;
afterEach(() => site?.remove());

const ruleFindings = (s: TempSite) => validateProject(s.root, { jsonSchemas: null }).problems.filter((p) => p.rule);
const withTeam = (s: TempSite, members: object[]) => s.edit("pages/fillings.json", (page) => page.blocks.push({ type: "teamGrid", heading: "Team", members }));
const offer = (s: TempSite, text: string) => s.edit("pages/veneers.json", (page) => page.blocks.push({ type: "richText", sections: [{ body: [text] }] }));

describe("rule sets a site declares", () => {
  it("none declared, none run: Botox, the best dentist and a clinician without a number pass unremarked", () => {
    site = tempSite();
    withTeam(site, [{ name: "Dr No Number", role: "Dentist" }]);
    offer(site, "The best dentist in town: Botox from £200.");
    expect(ruleFindings(site)).toEqual([]);
  });

  it("the HCPC set asks a physiotherapist's registration number in its own format, and none of the dental rules", () => {
    site = tempSite();
    site.edit("site.config.json", (config) => (config.rules = ["hcpc-physio"]));
    withTeam(site, [
      { name: "Jo Physio", role: "Physiotherapist", registrationNumber: "PH12345" },
      { name: "Sam Physio", role: "Physiotherapist", registrationNumber: "123456" },
      { name: "Kit Physio", role: "Physiotherapist" },
      { name: "Lee Desk", role: "Receptionist", registered: false },
    ]);
    offer(site, "The best clinic in town.");
    const found = ruleFindings(site);
    expect(found.map((p) => [p.rule, p.severity, p.message.split(":")[0]])).toEqual([
      ["hcpc-number", "error", expect.stringContaining("team member 2")],
      ["hcpc-number", "error", expect.stringContaining("team member 3")],
    ]);
    expect(found[0]!.message).toContain('Sam Physio\'s HCPC number "123456" is not in the register\'s format');
    expect(found[1]!.message).toContain("Kit Physio has no HCPC registration number");
    expect(found.every((p) => p.guidance?.startsWith("https://www.hcpc-uk.org/"))).toBe(true);
  });

  it("an unknown rule set is refused by the schema, with the names on offer", () => {
    site = tempSite();
    site.edit("site.config.json", (config) => (config.rules = ["uk-dentist"]));
    const errors = validateProject(site.root, { jsonSchemas: null }).problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => [p.file, p.where])).toEqual([["site.config.json", "rules[0]"]]);
    expect(errors[0]!.message).toMatch(/uk-dental/);
  });
});

describe("a rule's finding, everywhere staff look", () => {
  it("stops the gate before Publish: an error at the validator, a warning at the strict checks; a suggestion never", async () => {
    site = dentalSite();
    offer(site, "Botox from £200.");
    const stopped = await runGate(site.root, { build: false });
    expect(stopped).toMatchObject({ ok: false, failedAt: "validate" });
    expect(stopped.problems.map((p) => p.rule)).toContain("pom-advert");
    site.remove();

    site = dentalSite();
    offer(site, "Lip fillers from £150.");
    const warned = await runGate(site.root, { build: false });
    expect(warned.failedAt).toBe("lint");
    expect(warned.problems.filter((p) => p.rule).map((p) => [p.rule, p.severity])).toEqual([["filler-price", "error"]]);
    site.remove();

    site = dentalSite();
    offer(site, "The best dentist in Coventry.");
    const suggested = await runGate(site.root, { build: false });
    expect(suggested.problems.filter((p) => p.rule)).toEqual([]);
  });

  it("is a GitHub annotation on its file's line", () => {
    site = dentalSite();
    withTeam(site, [{ ...CLINICIAN, registrationNumber: undefined }]);
    const [annotation] = annotationsOf(ruleFindings(site));
    expect(annotation).toMatch(/^::error file=pages\/fillings\.json,line=\d+,col=\d+,title=blocks\[\d\]\.members\[0\]\.registrationNumber::.*Dr Rowan Test has no GDC number/);
  });

  it("is shown by the page editor at the field of the draft that causes it, with its why link", () => {
    site = dentalSite();
    const checker = new ProjectChecker(site.root);
    const page = site.read("pages/veneers.json");
    page.blocks.push({ type: "richText", sections: [{ body: ["Anti-wrinkle injections from £99."] }] });
    const { problems } = checker.check("pages/veneers.json", JSON.stringify(page, null, 2));
    const finding = problems.find((p) => p.rule === "pom-advert");
    expect(finding).toMatchObject({ severity: "error", where: expect.stringMatching(/^blocks\[\d\]\.sections\[0\]\.body\[0\]$/), guidance: expect.stringMatching(/^https:\/\/www\.asa\.org\.uk\//) });
    expect(finding!.message).toContain("prescription-only medicine");
  });
});
