import { describe, expect, it } from "vitest";
import { faqQuestions } from "../../../engine/content/lint/faqQuestions";
import { lint } from "./support";

describe("lint: FAQ questions end with a question mark", () => {
  it("flags a question without one, suggesting the fix", () => {
    expect(lint(faqQuestions, (s) => s.edit("pages/index.json", (p) => p.blocks[1].items.push({ question: "How long do veneers last ", answer: "Ten years or more." })))).toEqual([
      'pages/index.json › blocks[1].items[1].question: warning: block 2 (FAQ), question 2: the question should end with a question mark: "How long do veneers last?"',
    ]);
  });

  it("accepts questions that end with a question mark", () => {
    expect(lint(faqQuestions)).toEqual([]);
  });
});
