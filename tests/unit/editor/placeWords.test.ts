/** A field's place in the words the form shows, for the choice between two versions of it: no file names for things. */
import { describe, expect, test } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { placeWords } from "../../../engine/editor/model/placeWords";

const page = {
  title: "Veneers | Test Practice",
  description: "A page of the tests.",
  blocks: [
    { type: "hero", eyebrow: "Cosmetic dentistry", heading: "Veneers" },
    { type: "faq", heading: "Your questions", items: [{ question: "Does it hurt?", answer: "No." }, { question: "How long?", answer: "Years." }] },
  ],
};

describe("a place in words", () => {
  const { page: model } = buildFormModels();

  test("a block's field by the block's name and place, and the field's label", () => {
    const words = placeWords(model, page, ["blocks", 0, "eyebrow"]);
    expect(words).toMatch(/^Hero \(block 1\): /);
    expect(words).not.toContain("eyebrow");
    expect(placeWords(model, page, ["blocks", 1, "items", 1, "answer"])).toMatch(/^FAQ \(block 2\): question 2, /);
  });

  test("the page's own fields by their labels", () => {
    expect(placeWords(model, page, ["title"])).toBeTruthy();
    expect(placeWords(model, page, ["title"])).not.toBe("title");
  });

  test("no quotes, brackets or keys", () => {
    for (const path of [["blocks", 0, "heading"], ["blocks", 1, "items", 0, "question"], ["description"]] as const) {
      expect(placeWords(model, page, path)).not.toMatch(/["[\]{}]/);
    }
  });
});
