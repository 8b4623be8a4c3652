import { describe, expect, it } from "vitest";
import { imageAlt } from "../../../engine/content/lint/imageAlt";
import { lint, picture } from "./support";

const imageText = (image: object) => ({ type: "imageText", heading: "About veneers", paragraphs: ["Thin shells."], image });

describe("lint: pictures have a text alternative", () => {
  it('flags an empty alt unless the picture is marked "decorative", and a decorative picture that has one', () => {
    expect(
      lint(imageAlt, (s) =>
        s.edit("pages/veneers.json", (p) => p.blocks.push(imageText(picture("  ")), imageText(picture("The logo", { decorative: true })))),
      ),
    ).toEqual([
      'pages/veneers.json › blocks[2].image.alt: warning: block 3 (Image and text), "image": the picture has no text alternative; write what it shows in "alt", or, if it is only decoration, add "decorative": true',
      'pages/veneers.json › blocks[3].image.decorative: warning: block 4 (Image and text), "image": the picture is marked "decorative" but has a text alternative; remove "decorative" if the text matters, or empty "alt" if it does not',
    ]);
  });

  it('accepts a described picture, and an empty alt with "decorative": true', () => {
    expect(lint(imageAlt, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(imageText(picture("A smile after veneers")), imageText(picture("", { decorative: true })))))).toEqual([]);
  });
});
