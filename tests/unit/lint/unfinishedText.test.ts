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

  it("accepts finished text", () => {
    expect(lint(unfinishedText)).toEqual([]);
  });
});
