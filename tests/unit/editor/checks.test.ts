/**
 * The editor's checks on a draft: a change that makes another page disagree (a price changed in the price table
 * that another page quotes) is reported as caused by the change, at the changed field, naming the other page.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { ProjectChecker } from "../../../engine/editor/server/checks";

let site: TempSite;
let practice = "";
const page = (title: string, blocks: object[]) => ({ $schema: "../schemas/page.schema.json", title: `${title} | ${practice}`, description: `The ${title.toLowerCase()} page of the checks' tests, long enough for search results.`, blocks });
const priceTable = (price: string) => ({ type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price }] });
const pricing = (price: string) => page("Pricing", [{ type: "hero", heading: "Prices" }, priceTable(price)]);

beforeEach(() => {
  site = tempSite();
  practice = site.read("site.config.json").name;
  site.write("pages/pricing.json", pricing("£55"));
  site.write("pages/hygiene.json", page("Hygiene", [{ type: "hero", heading: "Hygiene", text: ["A scale and polish is £55."] }, { type: "cta", heading: "Prices", actions: [{ kind: "internal", to: "/pricing", label: "Our prices" }] }]));
  site.edit("pages/index.json", (json) => json.blocks.push({ type: "cta", heading: "More", actions: [{ kind: "internal", to: "/hygiene", label: "Hygiene" }] }));
});
afterEach(() => site.remove());

describe("a change's effect on other pages", () => {
  test("a price changed in the table is traced to its field, naming the page that still quotes the old price", () => {
    const checker = new ProjectChecker(site.root);
    expect(checker.check("pages/pricing.json", JSON.stringify(pricing("£55"), null, 2)).caused).toEqual([]);
    const { caused, problems } = checker.check("pages/pricing.json", JSON.stringify(pricing("£60"), null, 2));
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(caused).toHaveLength(1);
    expect(caused[0]).toMatchObject({ file: "pages/hygiene.json", at: "blocks[1].rows[0].price", place: "Hygiene", severity: "warning" });
    expect(caused[0]!.message).toContain("£60");
  });

  test("a finding the other page already had is not the change's", () => {
    site.write("pages/hygiene.json", page("Hygiene", [{ type: "hero", heading: "Hygiene", text: ["A scale and polish is £50."] }]));
    const checker = new ProjectChecker(site.root);
    expect(checker.check("pages/pricing.json", JSON.stringify(pricing("£60"), null, 2)).caused.filter((problem) => problem.message.includes("£50"))).toEqual([]);
  });
});
