/** The UK dental rule set over fixture sites: each rule found where it applies, with its level, reason and guidance. */
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../../engine/content/validate/problem";
import type { TempSite } from "../../support/tempSite";
import { CLINICIAN, dentalSite, ruleProblems } from "./support";

let site: TempSite;
afterEach(() => site?.remove());

/** The dental fixture after `change`, and what the rules (and the validator) say of it. */
function after(change: (site: TempSite) => void) {
  site = dentalSite();
  change(site);
  return ruleProblems(site);
}

const team = (members: object[]) => (s: TempSite) =>
  s.edit("pages/fillings.json", (page) => {
    page.blocks.at(-1).members = members;
  });

const paragraph = (text: string) => (s: TempSite) =>
  s.edit("pages/veneers.json", (page) => page.blocks.push({ type: "richText", sections: [{ body: [text] }] }));

describe("the UK dental rule set", () => {
  it("finds nothing on a site that gives everything it asks for", () => {
    expect(after(() => {})).toEqual([]);
  });

  it("a clinician without a GDC number is an error that names them, at their line, with the guidance", () => {
    const found = after(team([{ ...CLINICIAN, registrationNumber: undefined }]));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: "pages/fillings.json", severity: "error", rule: "gdc-number", guidance: expect.stringMatching(/^https:\/\/www\.gdc-uk\.org\//) });
    expect(found[0]!.line).toBeGreaterThan(1);
    expect(formatProblem(found[0]!)).toMatch(/^pages\/fillings\.json:\d+:\d+ › blocks\[\d\]\.members\[0\]\.registrationNumber: block \d \(Team grid\), team member 1: Dr Rowan Test has no GDC number: .* Why: https:\/\/www\.gdc-uk\.org\//);
  });

  it("a GDC number out of the register's format is an error; someone not registered needs none", () => {
    expect(after(team([{ ...CLINICIAN, registrationNumber: "GDC-12" }])).map((p) => [p.rule, p.where])).toEqual([["gdc-number", expect.stringMatching(/members\[0\]\.registrationNumber$/)]]);
    site.remove();
    expect(after(team([CLINICIAN, { name: "Pat Desk", role: "Receptionist", registered: false }]))).toEqual([]);
  });

  it("a clinician without a qualification (and its country) is an error", () => {
    const found = after(team([{ ...CLINICIAN, qualifications: undefined }]));
    expect(found.map((p) => [p.rule, p.severity])).toEqual([["gdc-qualifications", "error"]]);
    expect(found[0]!.message).toContain("Dr Rowan Test has no qualification");
    site.remove();
    // The schema itself asks for the country of each qualification.
    expect(after(team([{ ...CLINICIAN, qualifications: [{ name: "BDS" }] }])).some((p) => p.severity === "error" && /country/.test(p.message))).toBe(true);
  });

  it('"specialist" without a GDC specialist list is an error; with one of the lists, none', () => {
    const bio = { ...CLINICIAN, bio: ["Rowan is a specialist in orthodontics."] };
    const found = after(team([bio]));
    expect(found.map((p) => [p.rule, p.severity, p.where])).toEqual([["gdc-specialist-title", "error", expect.stringMatching(/members\[0\]\.bio\[0\]$/)]]);
    site.remove();
    expect(after(team([{ ...CLINICIAN, role: "Specialist Orthodontist" }])).map((p) => p.rule)).toEqual(["gdc-specialist-title"]);
    site.remove();
    expect(after(team([{ ...bio, specialistList: "Orthodontics" }]))).toEqual([]);
    site.remove();
    expect(after(team([{ ...bio, specialistList: "Smile design" }])).map((p) => p.rule)).toEqual(["gdc-specialist-title"]);
    site.remove();
    // A member's own words about someone they send patients to do not call them a specialist.
    expect(after(team([{ ...CLINICIAN, bio: ["Rowan refers complex cases to a specialist.", "Rowan may ask you to see a specialist."] }]))).toEqual([]);
    site.remove();
    expect(after(paragraph("Our Specialist Orthodontist will see you.")).map((p) => p.rule)).toEqual(["gdc-specialist-claim"]);
    site.remove();
    expect(after(paragraph("We use specialist equipment for every scan."))).toEqual([]);
  });

  it('a page text that calls the practice\'s people specialists is an error, unless the team shows someone on a GDC specialist list', () => {
    for (const text of ["Our specialist team will advise you.", "Our specialists will see you.", "We are specialists in implants.", "Ask our specialist staff."]) {
      const found = after(paragraph(text));
      expect(found.map((p) => [p.rule, p.severity, p.file]), text).toEqual([["gdc-specialist-claim", "error", "pages/veneers.json"]]);
      site.remove();
    }
    // The page's title and description are texts of the page too.
    expect(after((s) => s.edit("pages/veneers.json", (page) => (page.description = "Veneers fitted by our specialist team, with a consultation first."))).map((p) => [p.rule, p.where])).toEqual([["gdc-specialist-claim", "description"]]);
    site.remove();
    // Someone else's specialists, and things, are not the practice's people.
    for (const text of ["We may refer you to a specialist orthodontist at the hospital.", "Your dentist can arrange a referral to a specialist.", "You may need to see a specialist.", "We use specialist equipment for every scan."]) {
      expect(after(paragraph(text)), text).toEqual([]);
      site.remove();
    }
    // A team that shows a dentist on a GDC specialist list, with their GDC number, has specialists.
    const listed = { ...CLINICIAN, role: "Specialist Orthodontist", specialistList: "Orthodontics" };
    expect(after((s) => { team([CLINICIAN, listed])(s); paragraph("Our specialist team will advise you.")(s); })).toEqual([]);
    site.remove();
    // A list that is not one of the GDC's does not make anyone a specialist.
    expect(after((s) => { team([{ ...listed, specialistList: "Smile design" }])(s); paragraph("Our specialist team will advise you.")(s); }).map((p) => p.rule).sort()).toEqual(["gdc-specialist-claim", "gdc-specialist-title"]);
  });

  it("Botox with a price is an error, and so are its brand names and anti-wrinkle injections", () => {
    const found = after(paragraph("Botox from £200 this month."));
    expect(found.map((p) => [p.rule, p.severity])).toEqual([["pom-advert", "error"]]);
    expect(found[0]!.message).toMatch(/prescription-only medicine \("botox", with a price\)/);
    expect(found[0]!.guidance).toMatch(/^https:\/\/www\.asa\.org\.uk\//);
    for (const text of ["Azzalure for frown lines.", "Anti-wrinkle injections now available."]) {
      site.remove();
      expect(after(paragraph(text)).map((p) => p.rule), text).toEqual(["pom-advert"]);
    }
  });

  it("fillers with a price are a warning; white fillings with a price are nothing", () => {
    expect(after(paragraph("Lip fillers from £150.")).map((p) => [p.rule, p.severity])).toEqual([["filler-price", "warning"]]);
    site.remove();
    expect(after(paragraph("White fillings from £150."))).toEqual([]);
  });

  it('"the best dentist" is a suggestion (a notice that never stops the site); "do our best" is nothing', () => {
    const found = after(paragraph("The best dentist in Coventry, and the leading dental practice in town."));
    expect(found.map((p) => [p.rule, p.severity])).toEqual([["comparative-claim", "notice"]]);
    site.remove();
    expect(after(paragraph("We will do our best to see you, and give your child the best start."))).toEqual([]);
  });

  it("patient finance is flagged as needing the practice's FCA wording, once per page", () => {
    const found = after((s) => {
      paragraph("0% finance available.")(s);
      paragraph("Or pay monthly over a year.")(s);
    });
    expect(found.map((p) => [p.rule, p.file])).toEqual([["patient-finance", "pages/veneers.json"]]);
    expect(found[0]!.message).toContain("FCA wording");
  });

  it("the practice's e-mail, the GDC link, the NHS or private offer and the complaints page are each required", () => {
    expect(after((s) => s.edit("site.config.json", (c) => (c.contact.email = null))).map((p) => [p.rule, p.where])).toEqual([["gdc-practice-email", "contact.email"]]);
    site.remove();
    expect(after((s) => s.edit("site.config.json", (c) => delete c.practice.register)).map((p) => p.rule)).toEqual(["gdc-link"]);
    site.remove();
    expect(after((s) => s.edit("site.config.json", (c) => (c.practice.register.href = "https://www.example.org/"))).map((p) => p.rule)).toEqual(["gdc-link"]);
    site.remove();
    expect(after((s) => s.edit("site.config.json", (c) => delete c.practice.careOffered)).map((p) => p.rule)).toEqual(["gdc-nhs-or-private"]);
    site.remove();
    expect(after((s) => s.edit("site.config.json", (c) => delete c.practice.complaintsPage)).map((p) => p.rule)).toEqual(["gdc-complaints"]);
  });

  it("the complaints page is reached from the footer and says where to go next for each kind of care offered", () => {
    const unlinked = after((s) => s.edit("site.config.json", (c) => (c.navigation.footer = c.navigation.footer.filter((l: { path: string }) => l.path !== "/complaints"))));
    expect(unlinked.map((p) => [p.rule, p.where])).toEqual([["gdc-complaints", "navigation.footer"]]);
    site.remove();
    const silent = after((s) => s.edit("pages/complaints.json", (page) => (page.blocks[1].sections = [{ body: ["Speak to the practice manager."] }])));
    expect(silent.map((p) => p.rule)).toEqual(["gdc-complaints"]);
    expect(silent[0]!.message).toMatch(/integrated care board .* and the Parliamentary and Health Service Ombudsman .* and the Dental Complaints Service/);
    site.remove();
    // A wholly private practice needs only the Dental Complaints Service.
    expect(after((s) => {
      s.edit("site.config.json", (c) => (c.practice.careOffered.kinds = ["private"]));
      s.edit("pages/complaints.json", (page) => (page.blocks[1].sections = [{ body: ["Then the Dental Complaints Service."] }]));
    })).toEqual([]);
  });

  it("reports a shared block's words once, in its own file", () => {
    const found = after((s) => {
      s.write("pages/_shared/offer.json", { $schema: "../../schemas/shared-block.schema.json", type: "richText", sections: [{ body: ["Botox today."] }] });
      s.edit("pages/veneers.json", (page) => page.blocks.push({ ref: "shared/offer" }));
      s.edit("pages/fillings.json", (page) => page.blocks.push({ ref: "shared/offer" }));
    });
    expect(found.map((p) => [p.rule, p.file])).toEqual([["pom-advert", "pages/_shared/offer.json"]]);
  });
});
