/** Text pasted into the editor's fields: paragraphs kept as paragraphs where a field holds several, one line elsewhere, invisible characters left out and said. */
import { describe, expect, test } from "vitest";
import { pasted } from "../../../engine/editor/client/form/paste";

describe("pasting", () => {
  test("two paragraphs from Word into a list of paragraphs become two", () => {
    expect(pasted("Our hygienists take their time.\r\n\r\nMost visits last\tthirty minutes.\r\n", true)).toEqual({
      pieces: ["Our hygienists take their time.", "Most visits last thirty minutes."],
      note: "Pasted as 2 paragraphs.",
    });
  });

  test("into a one-line box, line breaks and tabs become spaces, and the person is told", () => {
    const { pieces, note } = pasted("Gentle care\r\nfor\tnervous patients", false);
    expect(pieces).toEqual(["Gentle care for nervous patients"]);
    expect(note).toMatch(/line breaks .* became spaces/);
  });

  test("invisible characters the validator refuses are left out and counted", () => {
    const { pieces, note } = pasted("Scale\u0000 and polish\u0007", false);
    expect(pieces).toEqual(["Scale and polish"]);
    expect(note).toContain("2 invisible characters");
  });

  test("plain words are pasted as they are, with nothing to say", () => {
    expect(pasted("Book online", false)).toEqual({ pieces: ["Book online"], note: undefined });
  });
});
