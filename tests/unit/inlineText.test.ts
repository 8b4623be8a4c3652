/**
 * Links and emphasis inside a paragraph (engine/ui/inlineText.ts): the few markers it knows, the backslash that
 * turns one off, and the promise that a text without markers is left exactly as written.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeInline, linkTargetKind, parseInline, plainWords } from "../../engine/ui/inlineText";

describe("inline text parser", () => {
  it("leaves any text without markers as itself", () => {
    const noMarkers = fc.string({ unit: "grapheme", maxLength: 200 }).filter((text) => !/[\\*[]/.test(text));
    fc.assert(
      fc.property(noMarkers, (text) => {
        const { nodes, problems, links } = parseInline(text);
        expect(nodes).toEqual(text ? [text] : []);
        expect(problems).toEqual([]);
        expect(links).toEqual([]);
      }),
    );
  });

  it("shows any text as itself once its markers are escaped with a backslash", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const { nodes, problems } = parseInline(escapeInline(text));
        expect(problems).toEqual([]);
        expect(plainWords(nodes)).toBe(text);
        expect(nodes.every((node) => typeof node === "string")).toBe(true);
      }),
    );
  });

  it("reads links to a page, a phone number and another site, with their words", () => {
    const { nodes, problems, links } = parseInline("See [our prices](/pricing), [call us](tel:02476312256) or [the NHS](https://www.nhs.uk/).");
    expect(problems).toEqual([]);
    expect(links.map((link) => link.href)).toEqual(["/pricing", "tel:02476312256", "https://www.nhs.uk/"]);
    expect(nodes).toEqual([
      "See ",
      { kind: "link", href: "/pricing", children: ["our prices"] },
      ", ",
      { kind: "link", href: "tel:02476312256", children: ["call us"] },
      " or ",
      { kind: "link", href: "https://www.nhs.uk/", children: ["the NHS"] },
      ".",
    ]);
  });

  it("reads bold and emphasis, also inside a link", () => {
    expect(parseInline("A clean costs **£55** and *no more*.").nodes).toEqual([
      "A clean costs ",
      { kind: "strong", children: ["£55"] },
      " and ",
      { kind: "em", children: ["no more"] },
      ".",
    ]);
    expect(parseInline("[**Book** now](/contact)").nodes).toEqual([{ kind: "link", href: "/contact", children: [{ kind: "strong", children: ["Book"] }, " now"] }]);
  });

  it("keeps ordinary asterisks and brackets as they are", () => {
    for (const text of ["From £50* a visit", "5 * 3 = 15", "See note [1] below", "Prices (from April)", "A lone [ bracket"]) {
      const { nodes, problems } = parseInline(text);
      expect(problems).toEqual([]);
      expect(plainWords(nodes)).toBe(text);
    }
  });

  it("turns a marker off with a backslash", () => {
    expect(plainWords(parseInline("\\*Terms apply").nodes)).toBe("*Terms apply");
    expect(plainWords(parseInline("\\[not a link](/x)").nodes)).toBe("[not a link](/x)");
    expect(plainWords(parseInline("a \\\\ b").nodes)).toBe("a \\ b");
  });

  it("says where a marker is left open", () => {
    expect(parseInline("**Save £100 this month").problems).toEqual([{ code: "unclosed-bold", at: 0 }]);
    expect(parseInline("Only *today").problems).toEqual([{ code: "unclosed-emphasis", at: 5 }]);
    expect(parseInline("Read [our prices](/pricing").problems).toEqual([{ code: "unclosed-link", at: 5 }]);
    expect(parseInline("[](/pricing)").problems).toEqual([{ code: "empty-link-words", at: 0 }]);
    expect(parseInline("[prices]()").problems).toEqual([{ code: "empty-link-target", at: 0 }]);
  });

  it("tells a page of the site from another address, and refuses other schemes", () => {
    expect(linkTargetKind("/pricing")).toBe("internal");
    expect(linkTargetKind("https://www.nhs.uk/")).toBe("external");
    expect(linkTargetKind("tel:111")).toBe("external");
    expect(linkTargetKind("phone")).toBe("practicePhone");
    expect(linkTargetKind("mailto:info@example.com")).toBe("external");
    expect(linkTargetKind("javascript:alert(1)")).toBe("refused");
    expect(linkTargetKind("//evil.example")).toBe("refused");
    expect(linkTargetKind("http://example.com")).toBe("refused");
  });

  it("reads a long text of open markers in linear time", () => {
    const text = "*a [b ".repeat(20_000);
    const started = performance.now();
    const { problems } = parseInline(text);
    expect(problems.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
