/** Consumer law's rules (issue 50, point 4): a review shown without its source or date is flagged, for any site that declares them. */
import { afterEach, describe, expect, it } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { dentalSite, ruleProblems } from "./support";
import { validateProject } from "../../../engine/content/validate";

let site: TempSite;
afterEach(() => site?.remove());

const REVIEW = { name: "Jo P.", text: "Kind and quick.", rating: 4, source: "Google", date: "2026-10-03" };

/** A site declaring `rules`, with a reviews block of `items` on its veneers page. */
function withReviews(rules: string[], items: object[], make: () => TempSite = tempSite) {
  site = make();
  site.edit("site.config.json", (config) => (config.rules = [...new Set([...(config.rules ?? []), ...rules])]));
  site.edit("pages/veneers.json", (page) => page.blocks.push({ type: "reviews", heading: "Reviews", items }));
  return ruleProblems(site);
}

describe("consumer rules on reviews (uk-consumer, and in uk-dental)", () => {
  it("finds nothing when every review gives its source and date", () => {
    expect(withReviews(["uk-consumer"], [REVIEW, { ...REVIEW, name: "Sam" }])).toEqual([]);
  });

  it("a review without its source or its date is a warning at the review, naming what is missing", () => {
    const found = withReviews(["uk-consumer"], [REVIEW, { ...REVIEW, source: undefined }, { ...REVIEW, name: "Al", date: undefined, source: undefined }]);
    expect(found.map((p) => [p.rule, p.severity, p.where])).toEqual([
      ["review-source-date", "warning", expect.stringMatching(/^blocks\[\d\]\.items\[1\]\.source$/)],
      ["review-source-date", "warning", expect.stringMatching(/^blocks\[\d\]\.items\[2\]\.source$/)],
    ]);
    expect(found[0]!.message).toContain("Jo P.'s review does not say where it was written (its source)");
    expect(found[1]!.message).toContain("where it was written (its source) or when (its date)");
    expect(found[0]!.guidance).toMatch(/cma208/);
  });

  it("the UK dental rule set includes it, and a site declaring both sets is told once", () => {
    const undated = [{ ...REVIEW, date: undefined }];
    expect(withReviews([], undated, dentalSite).map((p) => [p.rule, p.where])).toEqual([["review-source-date", expect.stringMatching(/^blocks\[\d\]\.items\[0\]\.date$/)]]);
    site.remove();
    expect(withReviews(["uk-consumer"], undated, dentalSite).map((p) => p.rule)).toEqual(["review-source-date"]);
  });

  it("a site that declares neither is not told", () => {
    expect(withReviews([], [{ name: "Al", text: "Fine." }])).toEqual([]);
  });

  it("a stand-in review is left to the stand-in notice (it is never published)", () => {
    expect(withReviews(["uk-consumer"], [{ name: "Sample", text: "Sample.", placeholder: true }])).toEqual([]);
  });

  it("the reviews block offers no filter by rating, and an average must say where it comes from and link to it", () => {
    site = tempSite();
    const errorsWith = (block: object) => {
      site.edit("pages/veneers.json", (page) => (page.blocks = [page.blocks[0], { type: "reviews", heading: "Reviews", items: [REVIEW], ...block }]));
      return validateProject(site.root, { jsonSchemas: null }).problems.filter((p) => p.severity === "error").map((p) => `${p.where} ${p.message}`);
    };
    expect(errorsWith({ minRating: 4 })).toEqual([expect.stringMatching(/^blocks\[1\] .*"minRating"/)]);
    expect(errorsWith({ average: { rating: 4.6, count: 120 } })).toEqual([expect.stringMatching(/^blocks\[1\]\.average\.source /), expect.stringMatching(/^blocks\[1\]\.average\.href /)]);
    expect(errorsWith({ average: { rating: 4.6, count: 120, source: "Google", href: "https://g.page/r/example" } })).toEqual([]);
  });
});
