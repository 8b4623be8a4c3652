/**
 * The editor's checks keep each file's findings between checks and look again only at what a change can
 * affect (engine/content/validate/fileCache.ts, engine/content/lint/cache.ts). After every edit of a series,
 * drafts and saves alike, what they report must be exactly what a fresh, full validation reports.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { validateProject } from "../../../engine/content/validate";
import { ValidationCache } from "../../../engine/content/validate/fileCache";
import { lintContent } from "../../../engine/content/lint";
import { LintCache } from "../../../engine/content/lint/cache";
import { loadJsonSchemaValidators } from "../../../engine/content/validate/ajv";

let site: TempSite;
let practice = "";
const page = (title: string, blocks: object[]) => ({ $schema: "../schemas/page.schema.json", title: `${title} | ${practice}`, description: `The ${title.toLowerCase()} page of the incremental checks' test, long enough for search results.`, blocks });
const pricing = (price: string) => page("Pricing", [{ type: "hero", heading: "Prices" }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price }] }]);
const hygiene = (text: string) => page("Hygiene", [{ type: "hero", heading: "Hygiene", text: [text] }, { ref: "shared/closing" }]);
const closing = (to: string) => ({ $schema: "../../schemas/shared-block.schema.json", type: "cta", heading: "Ready?", actions: [{ kind: "internal", to, label: "Prices" }] });
const text = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

beforeEach(() => {
  site = tempSite();
  practice = site.read("site.config.json").name;
  site.write("pages/pricing.json", text(pricing("£55")));
  site.write("pages/hygiene.json", text(hygiene("A scale and polish is £55.")));
  site.write("pages/_shared/closing.json", text(closing("/pricing")));
  site.edit("pages/index.json", (json) => json.blocks.push({ type: "cta", heading: "More", actions: [{ kind: "internal", to: "/hygiene", label: "Hygiene" }] }));
});
afterEach(() => site.remove());

test("after each edit, drafts and saved files alike, the kept findings equal a full validation's", () => {
  const jsonSchemas = loadJsonSchemaValidators(join(site.root, "schemas"));
  const files = new ValidationCache();
  const lint = new LintCache();
  const both = (overrides?: Map<string, string>) => {
    const incremental = validateProject(site.root, { jsonSchemas, overrides, cache: files });
    const full = validateProject(site.root, { jsonSchemas, overrides });
    expect([...incremental.problems, ...lint.lint(incremental)]).toEqual([...full.problems, ...lintContent(full)]);
    return { checked: files.lastRunChecked, findings: lintContent(full).length, errors: full.problems.length };
  };
  const draft = (file: string, value: object | string) => both(new Map([[file, typeof value === "string" ? value : text(value)]]));

  expect(both().checked).toBeGreaterThan(5);
  expect(both().checked).toBe(0); // nothing changed: nothing checked again
  // A draft of the price table: only that file is parsed again, and the other page's quote now disagrees.
  const priced = draft("pages/pricing.json", pricing("£60"));
  expect(priced.checked).toBe(1);
  expect(priced.findings).toBeGreaterThan(0);
  draft("pages/pricing.json", pricing("£65"));
  draft("pages/hygiene.json", hygiene("A scale and polish is £65."));
  // Saved, the site agrees again; then the text breaks as JSON, then is mended.
  site.write("pages/pricing.json", text(pricing("£65")));
  site.write("pages/hygiene.json", text(hygiene("A scale and polish is £65.")));
  both();
  draft("pages/hygiene.json", '{ "title": "Hygiene", ');
  // Drafts that trip the one-page editorial checks: a placeholder, a title far too long.
  expect(draft("pages/hygiene.json", hygiene("TODO: write about the scale and polish.")).findings).toBeGreaterThan(0);
  expect(draft("pages/hygiene.json", { ...hygiene("A scale and polish is £65."), title: "Hygiene ".repeat(12) }).findings).toBeGreaterThan(0);
  // The shared block links to a page that is not there; then that page is made; then removed again.
  site.write("pages/_shared/closing.json", text(closing("/offers")));
  expect(both().errors).toBeGreaterThan(0);
  site.write("pages/offers.json", text(page("Offers", [{ type: "hero", heading: "Offers" }])));
  expect(both().errors).toBe(0);
  rmSync(join(site.root, "pages/offers.json"));
  expect(both().errors).toBeGreaterThan(0);
  // The practice's facts change: a treatment leaves the catalogue, the phone number changes.
  site.edit("site.config.json", (json) => {
    json.services = json.services.filter((service: { key: string }) => service.key !== "fillings");
    json.contact.phone.display = "024 7600 0000";
  });
  both();
  draft("site.config.json", "{}");
  site.edit("site.config.json", (json) => json.services.push({ ...json.services[0], key: "extra", path: "/hygiene", title: "Hygiene visits" }));
  both();
});
