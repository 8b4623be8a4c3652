import { describe, expect, it } from "vitest";
import { unfinishedText } from "../../../engine/content/lint/unfinishedText";
import { lint } from "./support";

describe('lint: no "TODO:" placeholders from the page templates', () => {
  it("flags a placeholder left in the description and in a block", () => {
    expect(
      lint(unfinishedText, (s) =>
        s.edit("pages/veneers.json", (p) => {
          p.description = "TODO: one or two sentences about Veneers for search results (70 to 160 characters).";
          p.blocks[0].eyebrow = "TODO: a short line above the heading";
        }),
      ),
    ).toEqual([
      'pages/veneers.json › description: warning: this is still a placeholder from the page template (it starts with "TODO:"); write the real text',
      'pages/veneers.json › blocks[0].eyebrow: warning: block 1 (Hero): this is still a placeholder from the page template (it starts with "TODO:"); write the real text',
    ]);
  });

  it("flags a placeholder left in a treatment's catalogue entry in site.config.json", () => {
    expect(
      lint(unfinishedText, (s) => s.edit("site.config.json", (c) => (c.services[1].description = "TODO: one or two sentences about Fillings for its card."))),
    ).toEqual([
      'site.config.json › services[1].description: warning: service 2: this is still a placeholder from the page template (it starts with "TODO:"); write the real text',
    ]);
  });

  it("accepts finished text", () => {
    expect(lint(unfinishedText)).toEqual([]);
  });
});
