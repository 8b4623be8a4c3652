import { z } from "zod";
import { describe, text, blockType, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineText } from "../inline";

/** A closing box that invites the visitor to act. */
export const ctaBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("cta"),
    heading: text("The box's heading.", ["Ready to Book?"]),
    text: inlineText(ctx, "A sentence under the heading.", ["Book your free consultation today."]).optional(),
    actions: describe(z.array(linkSchema(ctx)).min(1).max(4), "The buttons, in order."),
  }).meta({ description: "A closing box that invites the visitor to act." });
