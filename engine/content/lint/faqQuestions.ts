/** An FAQ's questions are questions: each ends with a question mark. */
import type { LintRule } from "./types";
import { blocksAsWritten, findingInBlock } from "./locate";

export const faqQuestions: LintRule = {
  name: "faq-question-mark",
  check: (input) =>
    blocksAsWritten(input).flatMap((site) =>
      site.block.type !== "faq"
        ? []
        : site.block.items.flatMap((item, index) =>
            item.question.trim().endsWith("?") ? [] : [findingInBlock(site, ["items", index, "question"], `the question should end with a question mark: "${item.question.trim()}?"`)],
          ),
    ),
};
