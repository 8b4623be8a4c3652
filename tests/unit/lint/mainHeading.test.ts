import { describe, expect, it } from "vitest";
import { mainHeading } from "../../../engine/content/lint/mainHeading";
import { lint } from "./support";

describe("lint: one main heading (h1) per page", () => {
  it("flags a page without a hero, and a second hero", () => {
    expect(
      lint(mainHeading, (s) => {
        s.edit("pages/veneers.json", (p) => p.blocks.shift());
        s.edit("pages/fillings.json", (p) => p.blocks.push({ type: "hero", heading: "Another banner" }));
      }),
    ).toEqual([
      "pages/fillings.json › blocks[1]: warning: block 2 (Hero): a page has one main heading, and this is a second one; use an imageText block for a second banner",
      "pages/veneers.json › blocks: warning: this page has no main heading; start it with a hero block, whose heading is the page's title on screen",
    ]);
  });

  it("accepts one hero, or the not-found block on the 404 page", () => {
    expect(lint(mainHeading)).toEqual([]);
  });
});
