import { z } from "zod";
import { describe, text, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Questions and answers in an accordion: one open at a time, and the open one can be closed. */
export const faqBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("faq"),
    heading: text("The section's heading.", ["Frequently asked questions"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    items: describe(
      z
        .array(
          z.strictObject({
            question: text("The question, ending with a question mark.", ["How long is a first appointment?"]),
            answer: describe(
              z.union([inlineText(ctx, "The answer."), z.array(inlineText(ctx, "A line of the answer.")).min(1)]),
              "The answer: one text, or a list of lines shown one under another.",
              ["Most patients benefit from a visit every three to six months."],
            ),
            openingHours: describe(
              z.boolean().optional(),
              "Show the practice's opening hours from site.config.json under the answer, so they are written once and never go out of date.",
              [true],
            ),
          }),
        )
        .min(1),
      "The questions, in order.",
    ),
  }).meta({ description: "Questions and answers in an accordion: one open at a time, and the open one can be closed." });
