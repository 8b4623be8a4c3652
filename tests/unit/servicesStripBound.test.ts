/**
 * A services strip is bounded: staff who ask for too many cards are told so in words, and content written
 * before the bound (no count, no link) stays valid.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

function problems(strip: Record<string, unknown>): string[] {
  site = tempSite();
  site.edit("pages/index.json", (p) => p.blocks.push({ type: "servicesStrip", ...strip }));
  return validateProject(site.root).problems.filter((p) => p.severity === "error").map(formatProblem);
}

describe("a bounded services strip", () => {
  it("keeps a strip written before the bound valid, and takes a count and a link to every treatment", () => {
    expect(problems({ heading: "Explore our other treatments" })).toEqual([]);
    expect(problems({ heading: "Others", category: "general", count: 3, allTreatments: "/contact" })).toEqual([]);
  });

  it("refuses more than 24 cards in plain words", () => {
    const lines = problems({ count: 25 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("the count is too large; the highest allowed is 24");
    expect(problems({ count: 0 })[0]).toContain("the count is too small; the lowest allowed is 1");
    expect(problems({ count: 2.5 })[0]).toMatch(/count/);
  });

  it("refuses a list of more than 24 named treatments in plain words", () => {
    const lines = problems({ services: Array.from({ length: 25 }, () => "veneers") });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/services list is too long; at most 24 \S+ are allowed/);
  });

  it("refuses a link to every treatment that goes to no page", () => {
    const lines = problems({ allTreatments: "/servces" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("/servces");
  });
});
