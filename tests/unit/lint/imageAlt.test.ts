import { describe, expect, it } from "vitest";
import { imageAlt } from "../../../engine/content/lint/imageAlt";
import { lint, picture } from "./support";

const imageText = (image: object) => ({ type: "imageText", heading: "About veneers", paragraphs: ["Thin shells."], image });

// A picture with neither a description nor the decorative mark is a validator error (tests/unit/pictureDescriptions.test.ts).
describe("lint: a decorative picture has no description", () => {
  it('flags a picture marked "decorative" that has a description', () => {
    expect(lint(imageAlt, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(imageText(picture("The logo", { decorative: true })))))).toEqual([
      'pages/veneers.json › blocks[2].image.decorative: warning: block 3 (Image and text), "image": the picture is marked "decorative" but has a text alternative; remove "decorative" if the text matters, or empty "alt" if it does not',
    ]);
  });

  it('accepts a described picture, and an empty alt with "decorative": true', () => {
    expect(lint(imageAlt, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(imageText(picture("A smile after veneers")), imageText(picture("", { decorative: true })))))).toEqual([]);
  });
});
