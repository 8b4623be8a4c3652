import { z } from "zod";
import { describe, text, icon, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** A grid of short points: benefits of a treatment, our approach, what we offer. */
export const benefitsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("benefits"),
    heading: text("The section's heading.", ["Why choose a home visit?"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    items: describe(
      z.array(z.strictObject({ icon: icon.optional(), title: text("The point, in a few words.", ["Natural-looking results"]), text: inlineText(ctx, "A sentence or two explaining it.", ["Each plan is written for you, not copied from a leaflet."]).optional() })).min(1),
      "The points, in order.",
    ),
  }).meta({ description: "A grid of short points: benefits of a treatment, our approach, what we offer." });
