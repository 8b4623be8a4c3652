import { z } from "zod";
import { describe, text, blockType, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineText } from "../inline";

const bodyItem = (ctx: SchemaContext) => z.union([
  inlineText(ctx, "A paragraph.", ["We keep your records for ten years after your last visit."]),
  z.strictObject({
    list: describe(z.array(inlineText(ctx, "A line of the list.")).min(1), "The list's lines.", [["Cash", "Cheques", "Credit cards (not American Express)"]]),
    ordered: describe(z.boolean().default(false), "Number the lines instead of bullets."),
  }),
]);

/** Headed sections of paragraphs and lists: legal pages, advice, finance details. */
export const richTextBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("richText"),
    heading: text("The block's heading.").optional(),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    showLastUpdated: describe(z.boolean().default(false), "Show 'Last updated' with the visitor's date of today."),
    sections: describe(
      z.array(z.strictObject({ heading: text("The section's heading.", ["How we use your information"]).optional(), body: describe(z.array(bodyItem(ctx)).min(1), "Paragraphs (text) and lists ({ \"list\": [...] }).") })).min(1),
      "The sections, in order.",
    ),
    actions: describe(z.array(linkSchema(ctx)).max(3).default([]), "Buttons after the text."),
  }).meta({ description: "Headed sections of paragraphs and lists: legal pages, advice, finance details." });
