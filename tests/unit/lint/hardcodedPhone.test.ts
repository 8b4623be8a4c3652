import { describe, expect, it } from "vitest";
import { hardcodedPhone } from "../../../engine/content/lint/hardcodedPhone";
import { lint } from "./support";

describe("lint: the phone number only through site.config.json", () => {
  it("flags a typed copy of the configured number, however it is spaced, in text and in links", () => {
    expect(
      lint(hardcodedPhone, (s) =>
        s.edit("pages/veneers.json", (p) => {
          p.blocks[0].text = ["Call us on 02476 312256 today.", "Or +44 (0)24-7631-2256."];
          p.blocks[1].actions.push({ kind: "external", href: "tel:02476312256", label: "Call" });
        }),
      ),
    ).toEqual([
      'pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: the practice\'s phone number (024 7631 2256) is typed here; use a link of kind "phone" instead, so a change in site.config.json reaches every page',
      'pages/veneers.json › blocks[0].text[1]: warning: block 1 (Hero), paragraph 2: the practice\'s phone number (024 7631 2256) is typed here; use a link of kind "phone" instead, so a change in site.config.json reaches every page',
      'pages/veneers.json › blocks[1].actions[1].href: warning: block 2 (Call to action), button 2: the practice\'s phone number (024 7631 2256) is typed here; use a link of kind "phone" instead, so a change in site.config.json reaches every page',
    ]);
  });

  it("accepts a phone link, other numbers (111) and prices", () => {
    expect(
      lint(hardcodedPhone, (s) =>
        s.edit("pages/veneers.json", (p) => {
          p.blocks[0].text = ["Out of hours, call 111. Veneers from £2,650 in 2024."];
          p.blocks[1].actions.push({ kind: "phone" });
        }),
      ),
    ).toEqual([]);
  });
});
