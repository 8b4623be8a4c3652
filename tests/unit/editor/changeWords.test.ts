/**
 * Change lines say what changed with the words before and after (issue 48 point 3), as the Publish screen,
 * requests, History, the record and commit messages show them: a short field "Price: £27.40 → £27.90", a long text
 * trimmed to where the two versions differ, a toggle "on → off", a row added or removed by its name; the cap on
 * the number of lines stays. Fixture pages of the tests' own, not the practice's.
 */
import { describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { describeFile } from "../../../engine/editor/server/publish/words";

const models = buildFormModels();
const bytes = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
const INTRO = "Our friendly team sees new patients every weekday morning, and we keep two emergency appointments free each afternoon for anyone in pain.";

function page(rows: { label: string; price: string }[], intro = INTRO, heading = "Our prices") {
  return { title: "Fixture prices | Test Practice", description: "Prices of the fixture practice.", blocks: [{ type: "priceTable", heading, intro, rows }] };
}

const lines = (before: unknown, after: unknown, file = "pages/prices.json") => describeFile(models, "Test Practice", file, bytes(before), bytes(after)).lines;

describe("change lines with the words before and after", () => {
  it("shows a short field's value before and after, as the form shows it", () => {
    const rows = [{ label: "Examination", price: "£27.40" }];
    expect(lines(page(rows), page([{ label: "Examination", price: "£27.90" }]))).toEqual([expect.stringMatching(/^Price table \(block 1\): .*Price £27\.40 → £27\.90$/)]);
    expect(lines(page(rows, INTRO, "Our prices"), page(rows, INTRO, "Prices for 2027"))).toEqual(["Price table (block 1): Heading “Our prices” → “Prices for 2027”"]);
  });

  it("trims a long text to the words around where the two versions differ", () => {
    const rows = [{ label: "Examination", price: "£27.40" }];
    const [line] = lines(page(rows), page(rows, INTRO.replace("two emergency", "three emergency")));
    expect(line).toMatch(/^Price table \(block 1\): Intro(duction)? “…[^”]*two emergency[^”]*…” → “…[^”]*three emergency[^”]*…”$/);
    expect(line!.length).toBeLessThan(INTRO.length * 2);
  });

  it("names a row added or removed by its own words", () => {
    const rows = [{ label: "Examination", price: "£27.40" }];
    const more = [...rows, { label: "Scale and polish", price: "£55" }];
    expect(lines(page(rows), page(more))).toEqual(["Scale and polish: £55 added"]);
    expect(lines(page(more), page(rows))).toEqual(["Scale and polish: £55 removed"]);
  });

  it("shows a toggle as on → off, and keeps the cap on the number of lines", () => {
    const site = (inMenu: boolean) => ({ services: [{ key: "veneers", title: "Veneers", inMenu }] });
    expect(lines(site(true), site(false), "site.config.json")).toEqual([expect.stringMatching(/: on → off$/)]);
    const many = Array.from({ length: 12 }, (_, index) => ({ label: `Band ${index + 1}`, price: `£${index}` }));
    const raised = many.map((row, index) => ({ ...row, price: `£${index + 100}` }));
    const shown = lines(page(many), page(raised));
    expect(shown).toHaveLength(8);
    // (How a row is named, "row 1" or by its words, is the form's: placeWords.)
    expect(shown[0]).toMatch(/^Price table \(block 1\): .*Price £0 → £100$/);
    expect(shown.at(-1)).toBe("and 5 more changes");
  });
});
