import { describe, expect, it } from "vitest";
import { headingOrder, headingLevels } from "../../../engine/content/lint/headingLevels";
import { lint } from "./support";

describe("lint: heading levels never skip", () => {
  it("flags a headed block above the hero (its h2 would come before the page's h1)", () => {
    expect(
      lint(headingOrder, (s) => s.edit("pages/veneers.json", (p) => p.blocks.unshift({ type: "faq", heading: "Questions first", items: [{ question: "Why?", answer: "Because." }] }))),
    ).toEqual([
      "pages/veneers.json › blocks[0]: warning: block 1 (FAQ): this block's heading comes before the page's main heading; move the hero block to the top of the page",
    ]);
  });

  it("accepts the hero first, and a popup (a dialog with its own outline) anywhere", () => {
    const popup = { type: "popup", heading: "An offer", text: "Details.", action: { kind: "booking", label: "Book" } };
    expect(lint(headingOrder, (s) => s.edit("pages/veneers.json", (p) => p.blocks.unshift(popup)))).toEqual([]);
  });

  it("models rich text the way its renderer draws it: section headings are h2 without a block heading, h3 under one", () => {
    const sections = [{ heading: "A", body: ["x"] }, { body: ["y"] }];
    expect(headingLevels({ type: "richText", sections, showLastUpdated: false, actions: [] })).toEqual([2]);
    expect(headingLevels({ type: "richText", heading: "Policy", sections, showLastUpdated: false, actions: [] })).toEqual([2, 3]);
  });
});
