/** Advice on length at the field: the same limits as the checks' suggestions, said as a suggestion in plain words. */
import { describe, expect, test } from "vitest";
import { LENGTHS, lengthAdvice, measuredAs } from "../../../engine/editor/client/form/LengthAdvice";
import { TITLE_LENGTH } from "../../../engine/content/lint/titleLength";
import { DESCRIPTION_LENGTH } from "../../../engine/content/lint/descriptionLength";

describe("advice on length", () => {
  test("uses the same limits as the checks' suggestions", () => {
    expect(LENGTHS.title).toEqual(TITLE_LENGTH);
    expect(LENGTHS.description).toEqual(DESCRIPTION_LENGTH);
  });

  test("measures the page's title and description and every heading, nothing else", () => {
    expect(measuredAs(["title"])).toBe("title");
    expect(measuredAs(["description"])).toBe("description");
    expect(measuredAs(["blocks", 0, "heading"])).toBe("heading");
    expect(measuredAs(["blocks", 0, "items", 1, "title"])).toBeUndefined();
  });

  test("a 190-character heading pasted from Word gets a suggestion; a short one none", () => {
    const advice = lengthAdvice("heading", "x".repeat(190));
    expect(advice?.quiet).toBe(false);
    expect(advice?.words).toMatch(/^Suggestion: 190 characters\. On a phone/);
    expect(lengthAdvice("heading", "Veneers: your questions")).toBeUndefined();
  });

  test("a title says what search results show, too long or too short", () => {
    expect(lengthAdvice("title", "t".repeat(75))?.words).toContain("the end will be cut off");
    expect(lengthAdvice("title", "Veneers")?.words).toContain("a few more words");
    expect(lengthAdvice("title", "Veneers in Bedworth | Test Practice")).toEqual({ words: "35 characters; search results show about 60.", quiet: true });
  });
});
