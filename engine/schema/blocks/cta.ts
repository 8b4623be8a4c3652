import { z } from "zod";
import { describe, text, type SchemaContext } from "../common";
import { linkSchema } from "../link";

/** A closing box that invites the visitor to act. */
export const ctaBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("cta"),
    heading: text("The box's heading.", ["Ready to Transform Your Smile?"]),
    text: text("A sentence under the heading.").optional(),
    actions: describe(z.array(linkSchema(ctx)).min(1).max(4), "The buttons, in order."),
  });
