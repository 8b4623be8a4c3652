import { describe, expect, it } from "vitest";
import { uniqueTitles } from "../../../engine/content/lint/uniqueTitles";
import { lint } from "./support";

describe("lint: no two pages share a title or a description", () => {
  it("flags the second page with the same title, and the same description (ignoring case and spacing)", () => {
    expect(
      lint(uniqueTitles, (s) => {
        const veneers = s.read("pages/veneers.json");
        s.edit("pages/fillings.json", (p) => {
          p.title = veneers.title.toUpperCase();
          p.description = `  ${veneers.description}`;
        });
      }),
    ).toEqual([
      "pages/veneers.json › title: warning: pages/fillings.json has the same title; give each page its own, so search results tell them apart",
      "pages/veneers.json › description: warning: pages/fillings.json has the same description; give each page its own, so search results tell them apart",
    ]);
  });

  it("accepts pages with their own titles and descriptions", () => {
    expect(lint(uniqueTitles)).toEqual([]);
  });
});
