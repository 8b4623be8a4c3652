import { describe, expect, it } from "vitest";
import { pricesAgree, priceDisagreements, priceIndex } from "../../../engine/content/lint/pricesAgree";
import { pricedTreatments } from "../../../engine/content/lint/priceTables";
import { sentences } from "../../../engine/content/lint/priceWords";
import { validateProject } from "../../../engine/content/validate";
import { tempSite, type TempSite } from "../../support/tempSite";
import { lint } from "./support";

const ROWS = [
  { label: "Scale and polish", price: "£55" },
  { label: "Composite filling (1 surface)", price: "£150" },
  { label: "Composite filling (2 surfaces)", price: "£175" },
  { label: "Crown", price: "£475" },
  { label: "Extraction", price: "Price on consultation" },
  { label: "Surgical extraction", price: "£200" },
  { label: "Full arch implants (upper)", price: "From £9,999" },
  { label: "Clear aligners", price: "From £1.60 per day" },
];

/** A small price list page at `route` (pages/<route>.json), like /pricing on the practice's site. */
function addPriceList(site: TempSite, route = "/pricing", rows = ROWS) {
  site.write(`pages${route}.json`, {
    $schema: "../schemas/page.schema.json",
    title: "Fixture prices | Test Practice",
    description: "The price list of the minimal fixture site used by the engine's tests, with private fees.",
    blocks: [
      { type: "hero", heading: "Our prices" },
      { type: "priceTable", heading: "Private fees", rows, notes: ["Finance is available on treatment over £750."] },
    ],
  });
}

/** Writes `texts` as the paragraphs of the veneers page's hero. */
const heroText = (site: TempSite, ...texts: string[]) => site.edit("pages/veneers.json", (p) => (p.blocks[0].text = texts));

const setPrice = (site: TempSite, label: string, price: string) =>
  site.edit("pages/pricing.json", (p) => (p.blocks[1].rows.find((row: { label: string }) => row.label === label).price = price));

describe("lint: prices in page text agree with the price tables", () => {
  it("names the text when its price changes alone, saying what the table says and where prices live", () => {
    expect(
      lint(pricesAgree, (s) => {
        addPriceList(s);
        heroText(s, "A private Scale & Polish is £60. See our pricing page for our other fees.");
      }),
    ).toEqual([
      "pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: this text says Scale & Polish costs £60, but the price table on /pricing says £55; change one so they agree (prices live in pages/pricing.json)",
    ]);
  });

  it("names the text when the table's price changes alone", () => {
    expect(
      lint(pricesAgree, (s) => {
        addPriceList(s);
        heroText(s, "A private scale and polish is £55.");
        setPrice(s, "Scale and polish", "£60");
      }),
    ).toEqual([
      "pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: this text says scale and polish costs £55, but the price table on /pricing says £60; change one so they agree (prices live in pages/pricing.json)",
    ]);
  });

  it("finds the price tables on whichever page has them, and checks page descriptions too", () => {
    expect(
      lint(pricesAgree, (s) => {
        addPriceList(s, "/fees");
        s.edit("pages/veneers.json", (p) => (p.description = "Private composite fillings at our practice are £160 for one surface, with a written estimate."));
      }),
    ).toEqual([
      "pages/veneers.json › description: warning: this text says composite fillings cost £160, but the price table on /fees says £150 or £175; change one so they agree (prices live in pages/fees.json)",
    ]);
  });

  it("reads a price table kept as a shared block, and names the file that holds it", () => {
    expect(
      lint(pricesAgree, (s) => {
        s.write("pages/_shared/fees.json", { $schema: "../../schemas/shared-block.schema.json", type: "priceTable", heading: "Fees", rows: ROWS });
        s.edit("pages/contact.json", (p) => p.blocks.push({ ref: "shared/fees" }));
        heroText(s, "A crown is £500.");
      }),
    ).toEqual([
      "pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: this text says crown costs £500, but the price table on /contact says £475; change one so they agree (prices live in pages/_shared/fees.json)",
    ]);
  });

  it("compares a price per day only with the table's prices per day", () => {
    expect(
      lint(pricesAgree, (s) => {
        addPriceList(s);
        heroText(s, "Clear aligners from £2 per day.", "Full arch implants start from £9,999 per arch, which is from £8 per day with finance.");
      }),
    ).toEqual([
      "pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: this text says Clear aligners cost £2 per day, but the price table on /pricing says £1.60 per day; change one so they agree (prices live in pages/pricing.json)",
    ]);
  });

  it("accepts the ways the practice's pages write prices that agree, and leaves vague sentences alone", () => {
    expect(
      lint(pricesAgree, (s) => {
        addPriceList(s);
        heroText(
          s,
          // agreeing: several prices of one treatment, "from", pence written or not, the treatment after the price
          "Private composite fillings are £150 for one surface and £175 for two surfaces.",
          "Full arch implants start from £9,999 per arch, which is from £8 per day with our finance options.",
          "Clear aligner treatment is available from £1.60 per day.",
          "We charge £55.00 for a scale and polish.",
          "A surgical extraction is £200.",
          // vague: two treatments and one price; another kind of treatment; limits and savings; no price in the table
          "A crown and a scale and polish together cost £530.",
          "A scale and polish is £55, and white fillings £90.",
          "Save up to £1,000 on clear aligners.",
          "Finance is available on crowns over £750, and you could save £100 on a crown this month.",
          "An extraction is £90.",
          // a different sentence, or a treatment the tables do not list
          "Ask about a crown. Our whitening kit is £300.",
        );
        s.edit("pages/index.json", (p) => p.blocks[1].items.push({ question: "What does a scale and polish cost?", answer: "A private scale and polish is £55." }));
      }),
    ).toEqual([]);
  });

  it("reads amounts, sentences and periods the way prices are written", () => {
    const amounts = (text: string) =>
      sentences(text).map((sentence) => sentence.flatMap((t) => (t.kind === "amount" ? [`${t.pence}${t.per ? `/${t.per}` : ""}${t.notAPrice ? " (not a price)" : ""}`] : [])));
    expect(amounts("A check-up is £30.00. Implants: £2,650; aligners £1.60 a day")).toEqual([["3000"], ["265000"], ["160/day"]]);
    expect(amounts("Save up to £1,000, or pay £40 monthly, on treatment over £750 and £20 off.")).toEqual([
      ["100000 (not a price)", "4000/month", "75000 (not a price)", "2000 (not a price)"],
    ]);
  });

  it("lints a 1 MB paragraph in well under a second, whatever it holds", () => {
    const megabyte = (piece: string) => piece.repeat(Math.ceil(1_000_000 / piece.length));
    const site = tempSite();
    try {
      addPriceList(site);
      heroText(site, megabyte("A private scale and polish is £60, "));
      const result = validateProject(site.root, { jsonSchemas: null });
      const input = { site: result.site!, pages: result.pages, shared: result.shared };
      let started = performance.now();
      expect(pricesAgree.check(input)).toHaveLength(1); // the same disagreement is said once per text
      expect(performance.now() - started).toBeLessThan(1000);

      const index = priceIndex(pricedTreatments(input).values());
      for (const text of [
        megabyte("scale and polish "),
        megabyte("composite filling composite "),
        megabyte("££1,1,1"),
        megabyte("1,000,000,"),
        megabyte(". £"),
        megabyte("crown £60 surgical £"),
      ]) {
        started = performance.now();
        priceDisagreements(text, index);
        expect(performance.now() - started, text.slice(0, 30)).toBeLessThan(1000);
      }
    } finally {
      site.remove();
    }
  });
});
