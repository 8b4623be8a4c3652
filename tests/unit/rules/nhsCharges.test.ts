/**
 * NHS charges that cannot go stale (issue 50, point 5): a figure that looks like an NHS band charge but is not the
 * one in force on the day of the check is flagged, on a fixture site of its own, on days either side of 1 April.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TempSite } from "../../support/tempSite";
import { dentalSite, ruleProblems } from "./support";

let site: TempSite;
afterEach(() => {
  site?.remove();
  vi.unstubAllEnvs();
});

/** A period of the NHS schedule: Band 1, 2, 3 and urgent treatment's prices. */
const period = (from: string, [band1, band2, band3, urgent]: string[]) => ({
  from,
  charges: [{ charge: "band-1", price: band1 }, { charge: "band-2", price: band2 }, { charge: "band-3", price: band3 }, { charge: "urgent", price: urgent }],
});
const NEXT_YEAR = period("2027-04-01", ["£28.50", "£78.10", "£338.60", "£28.50"]);
const THIS_YEAR = period("2026-04-01", ["£27.90", "£76.60", "£332.10", "£27.90"]);

const nhsTable = (prices: [string, string, string]) => ({
  type: "priceTable",
  heading: "NHS charges",
  columns: ["Band", "Charge"],
  rows: prices.map((price, i) => ({ label: `Band ${i + 1}`, price, description: "Treatment." })),
});

/** The dental fixture on `day`, with `blocks` added to its veneers page, and what the NHS charges rules find. */
function on(day: string, blocks: object[], change: (s: TempSite) => void = () => {}) {
  vi.stubEnv("SITE_BUILD_DATE", day);
  site = dentalSite();
  site.edit("pages/veneers.json", (page) => page.blocks.push(...blocks));
  change(site);
  return ruleProblems(site).map((p) => [p.rule, p.severity, p.where, p.message]);
}

const paragraph = (text: string) => ({ type: "richText", sections: [{ body: [text] }] });

describe("NHS charges in force (uk-dental)", () => {
  it("a table of last year's band charges is a warning at each price, naming the charge in force", () => {
    const found = on("2026-11-28", [nhsTable(["£27.40", "£75.30", "£326.70"])]);
    expect(found.map(([rule, severity, where]) => [rule, severity, where])).toEqual([0, 1, 2].map((i) => ["nhs-charges-current", "warning", `blocks[2].rows[${i}].price`]));
    expect(found[0]![3]).toContain('"£27.40" is given as the NHS Band 1 charge, but the charge in England from 1 April 2026 is £27.90');
    expect(on("2026-11-28", [nhsTable(["£27.90", "£76.60", "£332.10"])])).toEqual([]);
  });

  it("the same figures are right until 31 March and stale from 1 April (UK days)", () => {
    expect(on("2026-03-31", [nhsTable(["£27.40", "£75.30", "£326.70"])])).toEqual([]);
    site.remove();
    expect(on("2026-03-31", [nhsTable(["£27.90", "£76.60", "£332.10"])])).toHaveLength(3);
    site.remove();
    expect(on("2026-04-01", [nhsTable(["£27.40", "£75.30", "£326.70"])])).toHaveLength(3);
  });

  it("in a sentence: a band's figure, or an old charge where NHS charges are spoken of", () => {
    expect(on("2026-11-28", [paragraph("On the NHS, Band 2 treatment costs £75.30.")]).map(([rule, , where]) => [rule, where])).toEqual([["nhs-charges-current", "blocks[2].sections[0].body[0]"]]);
    site.remove();
    expect(on("2026-11-28", [paragraph("NHS check-ups start at £27.40 per course of treatment.")])[0]![3]).toContain('"£27.40" looks like the NHS Band 1 charge from 1 April 2025');
    site.remove();
    expect(on("2026-11-28", [paragraph("Band 1 costs £27.90 and Band 3 £332.10 on the NHS.")])).toEqual([]);
  });

  it("prices that are no NHS charge are left alone", () => {
    const texts = [
      "A private urgent appointment is £30.00. NHS patients pay the NHS urgent treatment charge.",
      "A private examination is £27.40.",
      "Band 2 on the NHS is £76.60; a private white filling is £150.",
    ];
    expect(on("2026-11-28", texts.map(paragraph))).toEqual([]);
    site.remove();
    expect(on("2026-11-28", [{ type: "priceTable", heading: "Private fees", rows: [{ label: "Check-up", price: "£75.30" }] }])).toEqual([]);
  });

  it("next year's charges added to the site's NHS schedule replace this year's on their first day", () => {
    const added = (s: TempSite) => s.edit("site.config.json", (config) => (config.chargeSchedules = [{ key: "nhs-england", periods: [THIS_YEAR, NEXT_YEAR] }]));
    expect(on("2027-03-31", [nhsTable(["£27.90", "£76.60", "£332.10"])], added)).toEqual([]);
    site.remove();
    const found = on("2027-04-01", [nhsTable(["£27.90", "£76.60", "£332.10"])], added);
    expect(found).toHaveLength(3);
    expect(found[0]![3]).toContain("the charge in England from 1 April 2027 is £28.50");
  });

  it("a charges block of the NHS schedule is quiet whatever the day, as its figures are the ones in force", () => {
    const schedule = (s: TempSite) => s.edit("site.config.json", (config) => (config.chargeSchedules = [{ key: "nhs-england", periods: [THIS_YEAR, NEXT_YEAR] }]));
    const block = { type: "chargesInForce", heading: "NHS charges", schedule: "nhs-england", rows: [{ charge: "band-1", label: "Band 1" }] };
    for (const day of ["2026-11-28", "2027-04-01"]) {
      expect(on(day, [block], schedule), day).toEqual([]);
      site.remove();
    }
  });

  it("the site's NHS schedule must give the announced figures for the periods the rule set knows", () => {
    const typo = (s: TempSite) => s.edit("site.config.json", (config) => (config.chargeSchedules = [{ key: "nhs-england", periods: [period("2026-04-01", ["£27.90", "£76.60", "£323.10", "£27.90"])] }]));
    const found = on("2026-11-28", [], typo);
    expect(found.map(([rule, severity, where]) => [rule, severity, where])).toEqual([["nhs-charges-announced", "warning", "chargeSchedules[0].periods[0].charges[2].price"]]);
    expect(found[0]![3]).toContain("was announced as £332.10, not £323.10");
  });
});
