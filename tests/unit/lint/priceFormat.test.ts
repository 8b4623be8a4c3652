import { describe, expect, it } from "vitest";
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
});
