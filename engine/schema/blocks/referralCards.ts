import { z } from "zod";
import { describe, text, image, routePath, type SchemaContext } from "../common";

/** Cards for the referral services offered to other dentists. */
export const referralCardsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("referralCards"),
    heading: text("The section's heading."),
    intro: text("A sentence under the heading.").optional(),
    items: describe(
      z.array(z.strictObject({ title: text("The service."), description: text("A sentence about it."), image: image(ctx), path: routePath(ctx, "Its page, e.g. \"/for-dentists/implants\".") })).min(1),
      "The services.",
    ),
  });
