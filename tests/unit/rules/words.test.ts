/** How the rules read a text: as words, without a regular expression that could backtrack, in linear time. */
import { describe, expect, it } from "vitest";
import { hasPrice, phraseFinder, wordsOf } from "../../../engine/rules/words";
import { comparativeClaims } from "../../../engine/rules/ukDental/advertising";

describe("reading a text as words", () => {
  it("keeps letters, digits, £, % and #, in lower case; everything else separates", () => {
    expect(wordsOf("Anti-wrinkle injections from £200! 0% finance; #1 Café")).toEqual(["anti", "wrinkle", "injections", "from", "£200", "0%", "finance", "#1", "café"]);
    expect(wordsOf("**Botox**, [today](/offers)")).toEqual(["botox", "today", "offers"]);
  });

  it("finds phrases as whole words only: fillings are not fillers, 'topical' is not 'top'", () => {
    const find = phraseFinder(["lip fillers", "fillers"]);
    expect(find(wordsOf("White fillings from £90"))).toBeUndefined();
    expect(find(wordsOf("Lip fillers from £150"))).toBe("lip fillers");
    expect(hasPrice(wordsOf("from £1.60 a day"))).toBe(true);
    expect(hasPrice(wordsOf("£ signs and 200 pounds"))).toBe(false);
  });

  it('"number one dental clinic" and "No. 1 dentist" are comparative claims; "number of dentists" is not', () => {
    const said = (text: string) => comparativeClaims.check({
      site: { services: [] } as never, shared: [],
      pages: [{ file: "pages/a.json", route: "/a", page: { title: text, description: "", blocks: [] } as never }],
    });
    expect(said("The number one dental clinic")).toHaveLength(1);
    expect(said("Your No. 1 dentist")).toHaveLength(1);
    expect(said("The number of dentists here")).toEqual([]);
    expect(said("On top of that, the dentist explains")).toEqual([]);
  });

  it("reads a 1,000,000-character text in linear time (an attacker's paragraph does not stall the checks)", () => {
    const find = phraseFinder(["anti wrinkle injections", "botox"]);
    for (const text of ["anti ".repeat(200_000), "a".repeat(1_000_000), "£".repeat(1_000_000)]) {
      const started = performance.now();
      const words = wordsOf(text);
      find(words);
      hasPrice(words);
      expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(3000);
    }
  });
});
