import { z } from "zod";
import { describe, text, blockType, filledString, KEY_PATTERN, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineText } from "../inline";

/**
 * Charges someone else sets, in a table whose figures are never typed: each row names a charge of a schedule in
 * site.config.json ("chargeSchedules"), and the block shows the figure of the period in force on the day the site
 * is built, with the day that period started.
 */
export const chargesInForceBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("chargesInForce"),
    heading: text("The table's heading.", ["Set fees"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    schedule: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "Which schedule of the practice details' charge schedules the figures come from, by its short name.", ["national-fees"]),
    columns: describe(z.tuple([filledString(), filledString()]).default(["Band", "Charge"]), "The two column headings."),
    rows: describe(
      z.array(z.strictObject({
        charge: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "Which charge of the schedule the row shows, by its short name; its figure comes by itself.", ["band-1"]),
        label: text("The row's name.", ["Band 1"]),
        description: text("What it covers.", ["A first assessment and advice"]).optional(),
      })).min(1),
      "The rows, each naming a charge; the figures are the ones in force.",
    ),
    notes: describe(z.array(inlineText(ctx, "A line under the table.")).default([]), "Lines under the table, after the one that says since when the charges apply.", [["One charge per course of treatment."]]),
    actions: describe(z.array(linkSchema(ctx)).max(3).default([]), "Buttons under the table."),
  }).meta({ description: "Charges someone else sets (national fees that change each year), with the figures in force on the day the site is published, never typed by hand." });
