import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { priceFormat, badPrices } from "../../../engine/content/lint/priceFormat";
import { lint } from "./support";

const table = (rows: { label: string; price: string }[], intro?: string) => ({ type: "priceTable", heading: "Prices", ...(intro ? { intro } : {}), rows });

describe("lint: prices are written the site's way", () => {
  it("flags '£ 30', '30 pounds', '£2650' and one-digit pence, with the fix", () => {
    const rows = [{ label: "Examination", price: "£ 30" }, { label: "Implant", price: "£2650" }, { label: "Scale", price: "55 pounds" }, { label: "Band 1", price: "£27.4" }];
    expect(lint(priceFormat, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(table(rows, "Save up to £1000.00 this month."))))).toEqual([
      'pages/veneers.json › blocks[2].intro: warning: block 3 (Price table): write the price "£1000.00" as "£1,000.00", the way prices are written across the site',
      'pages/veneers.json › blocks[2].rows[0].price: warning: block 3 (Price table), row 1: write the price "£ 30" as "£30", the way prices are written across the site',
      'pages/veneers.json › blocks[2].rows[1].price: warning: block 3 (Price table), row 2: write the price "£2650" as "£2,650", the way prices are written across the site',
      'pages/veneers.json › blocks[2].rows[2].price: warning: block 3 (Price table), row 3: write the price "55 pounds" as "£55", the way prices are written across the site',
      'pages/veneers.json › blocks[2].rows[3].price: warning: block 3 (Price table), row 4: write the price "£27.4" as "£27.40", the way prices are written across the site',
    ]);
  });

  it("accepts '£27.40', '£2,650', 'From £9,999', '£8 per day' and prices at the end of a sentence", () => {
    const rows = [{ label: "Band 1", price: "£27.40" }, { label: "Implant", price: "£2,650" }, { label: "Full arch", price: "From £9,999" }, { label: "Plan", price: "Free" }];
    expect(lint(priceFormat, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(table(rows, "Full arch implants from £8 per day, or £1.60."))))).toEqual([]);
    expect(badPrices("Composite: £150, £175 or £200.")).toEqual([]);
  });

  it("reads a band name, a list number or a date before a price as words, not as part of the price", () => {
    expect(badPrices("From 1 April: Band 1 £27.90")).toEqual([]);
    expect(badPrices("Band 2a £75.30, Band 3 £326.70")).toEqual([]);
    expect(badPrices("1. £27.90 for an examination")).toEqual([]);
    expect(badPrices("From 1st April 2026 £27.90")).toEqual([]);
    // …and the price after them is still read: a badly written one is flagged on its own.
    expect(badPrices("From 1 April: Band 1 £27.9")).toEqual([{ found: "£27.9", fix: "£27.90" }]);
    expect(badPrices("Band 2 £ 75")).toEqual([{ found: "£ 75", fix: "£75" }]);
  });

  it("still flags a pound sign written after the amount", () => {
    expect(badPrices("A check-up costs 30£.")).toEqual([{ found: "30£", fix: "£30" }]);
    expect(badPrices("Whitening: 250 £")).toEqual([{ found: "250 £", fix: "£250" }]);
    expect(badPrices("Band 1 costs 27.90 £, band 2 costs more")).toEqual([{ found: "27.90 £", fix: "£27.90" }]);
  });

  // Any words that lead up to a price (a band, a numbered list, a date) leave the price as the only thing read.
  const lead = fc.oneof(
    fc.integer({ min: 1, max: 3 }).map((n) => `Band ${n}`),
    fc.constantFrom("Band 2a", "Band 2b", "Band 2c", "Urgent band"),
    fc.integer({ min: 1, max: 99 }).map((n) => `${n}.`),
    fc.integer({ min: 1, max: 99 }).map((n) => `${n})`),
    fc.tuple(fc.integer({ min: 1, max: 31 }), fc.constantFrom("", "st", "nd", "rd", "th"), fc.constantFrom("April", "May", "December"), fc.constantFrom("", " 2026", " 2027")).map(([d, s, m, y]) => `From ${d}${s} ${m}${y}:`),
  );
  const leads = fc.array(lead, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" "));
  const pounds = fc.integer({ min: 0, max: 99_999 });
  const pence = fc.integer({ min: 0, max: 99 });
  const wellWritten = fc.tuple(pounds, fc.option(pence)).map(([p, d]) => `£${p.toLocaleString("en-GB")}${d === null ? "" : `.${String(d).padStart(2, "0")}`}`);
  const badlyWritten = fc.oneof(
    pounds.filter((p) => p >= 1000).map((p) => ({ found: `£${p}`, fix: `£${p.toLocaleString("en-GB")}` })),
    pounds.map((p) => ({ found: `£ ${p.toLocaleString("en-GB")}`, fix: `£${p.toLocaleString("en-GB")}` })),
    fc.tuple(pounds, fc.integer({ min: 0, max: 9 })).map(([p, d]) => ({ found: `£${p.toLocaleString("en-GB")}.${d}`, fix: `£${p.toLocaleString("en-GB")}.${d}0` })),
  );

  it("never reports anything for words before a well-written price (property)", () => {
    fc.assert(fc.property(leads, wellWritten, (words, price) => {
      expect(badPrices(`${words} ${price}`)).toEqual([]);
    }));
  });

  it("reports exactly the badly written price after such words, with its fix (property)", () => {
    fc.assert(fc.property(leads, badlyWritten, (words, bad) => {
      expect(badPrices(`${words} ${bad.found}`)).toEqual([bad]);
    }));
  });
});
