import { describe, expect, it } from "vitest";
import { rewriteJson, serialise } from "../../../engine/editor/server/rewrite";

/** The lines of `after` that differ from `before`, as a diff would show them (removed with -, added with +). */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return [...a.slice(start, endA).map((line) => `-${line}`), ...b.slice(start, endB).map((line) => `+${line}`)];
}

const page = {
  $schema: "../schemas/page.schema.json",
  title: "Veneers | Practice",
  blocks: [
    { type: "hero", heading: "Veneers", text: ["Thin shells."] },
    { type: "faq", heading: "Questions", items: [{ question: "Does it hurt?", answer: "No." }] },
    { type: "cta", heading: "Ready?", actions: [{ kind: "booking", label: "Book" }] },
  ],
};
const text = serialise(page);
const clone = () => JSON.parse(JSON.stringify(page));

describe("rewriteJson", () => {
  it("changes one heading as one line", () => {
    const next = clone();
    next.blocks[0].heading = "Porcelain veneers";
    const out = rewriteJson(text, page, next);
    expect(changedLines(text, out)).toEqual(['-      "heading": "Veneers",', '+      "heading": "Porcelain veneers",']);
    expect(out.endsWith("}\n")).toBe(true);
  });

  it("keeps a hand-formatted file's own layout everywhere but the change", () => {
    const compact = '{ "title": "A",  "blocks": [ { "type": "hero", "heading": "X" }, { "type": "cta", "heading": "Y" } ] }\n';
    const before = JSON.parse(compact);
    const next = JSON.parse(compact);
    next.blocks[1].heading = "Z";
    expect(rewriteJson(compact, before, next)).toBe(compact.replace('"Y"', '"Z"'));
  });

  it("writes an added block in the project's formatting and leaves the others untouched", () => {
    const next = clone();
    next.blocks.splice(2, 0, { type: "faq", heading: "More", items: [{ question: "Q1?", answer: "A1." }, { question: "Q2?", answer: "A2." }] });
    const out = rewriteJson(text, page, next);
    expect(out).toBe(serialise(next));
    expect(changedLines(text, out).every((line) => line.startsWith("+"))).toBe(true);
  });

  it("moves a block, leaving the text before it as it was", () => {
    const next = clone();
    next.blocks = [next.blocks[0], next.blocks[2], next.blocks[1]];
    const out = rewriteJson(text, page, next);
    expect(out).toBe(serialise(next));
    // Everything before the moved block is the same text.
    const untouched = text.slice(0, text.indexOf('"type": "faq"'));
    expect(out.startsWith(untouched)).toBe(true);
  });

  it("removes a field and adds one where the document puts it", () => {
    const next = clone();
    delete next.blocks[0].text;
    next.blocks[0] = { type: "hero", eyebrow: "Cosmetic", heading: "Veneers" };
    const out = rewriteJson(text, page, next);
    expect(JSON.parse(out)).toEqual(next);
    expect(Object.keys(JSON.parse(out).blocks[0])).toEqual(["type", "eyebrow", "heading"]);
    expect(out).toBe(serialise(next));
  });

  it("keeps Windows line ends and tabs", () => {
    const windows = serialise(page, { insertSpaces: false, tabSize: 1, eol: "\r\n" });
    const next = clone();
    next.title = "New";
    const out = rewriteJson(windows, page, next);
    expect(out).toBe(serialise(next, { insertSpaces: false, tabSize: 1, eol: "\r\n" }));
  });

  it("edits an entry changed in place inside it", () => {
    const next = clone();
    next.blocks[1].items[0].answer = ["No.", "It is painless."];
    const out = rewriteJson(text, page, next);
    expect(out).toBe(serialise(next));
    expect(changedLines(text, out).filter((line) => line.startsWith("-"))).toEqual(['-          "answer": "No."']);
  });
});
