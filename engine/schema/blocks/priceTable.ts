import { z } from "zod";
import { describe, text, blockType, type SchemaContext, filledString } from "../common";
import { linkSchema } from "../link";
import { inlineText } from "../inline";

/** A table of prices: bands with descriptions, or treatments and their prices. */
export const priceTableBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("priceTable"),
    heading: text("The table's heading.", ["Our prices"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    columns: describe(z.tuple([filledString(), filledString()]).default(["Treatment", "Price"]), "The two column headings."),
    rows: describe(
      z.array(z.strictObject({ label: text("The treatment or band.", ["Band 1"]), price: text("The price, e.g. \"£27.40\" or \"From £9,999\".", ["£27.40", "From £9,999"]), description: text("What it covers.", ["Examination, diagnosis and advice"]).optional() })).min(1),
      "The rows.",
    ),
    notes: describe(z.array(inlineText(ctx, "A line under the table.")).default([]), "Lines under the table.", [["One charge per complete course of treatment."]]),
    actions: describe(z.array(linkSchema(ctx)).max(3).default([]), "Buttons under the table."),
  }).meta({ description: "A table of prices: bands with descriptions, or treatments and their prices." });
