import { describe, expect, it } from "vitest";
import { descriptionLength } from "../../../engine/content/lint/descriptionLength";
import { lint } from "./support";

describe("lint: meta description length (70 to 160 characters)", () => {
  it("flags a description too short or too long", () => {
    expect(
      lint(descriptionLength, (s) => {
        s.edit("pages/veneers.json", (p) => (p.description = "Veneers."));
        s.edit("pages/fillings.json", (p) => (p.description = "Fillings. ".repeat(17)));
      }),
    ).toEqual([
      "pages/fillings.json › description: warning: the description is 169 characters long; keep it between 70 and 160 (shorten it, or search results will cut it off)",
      "pages/veneers.json › description: warning: the description is 8 characters long; keep it between 70 and 160 (add a sentence about what the page offers)",
    ]);
  });

  it("accepts a description of one or two sentences", () => {
    const description = "Thin porcelain veneers that change the shape and shade of your front teeth, fitted in Bedworth.";
    expect(lint(descriptionLength, (s) => s.edit("pages/veneers.json", (p) => (p.description = description)))).toEqual([]);
  });
});
