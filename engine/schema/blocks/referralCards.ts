import { z } from "zod";
import { describe, text, image, routePath, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Cards for the referral services offered to other professionals. */
export const referralCardsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("referralCards"),
    heading: text("The section's heading.", ["Our referral services"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    items: describe(
      z.array(z.strictObject({ title: text("The service.", ["Specialist assessments"]), description: text("A sentence about it.", ["Complex cases seen within two weeks of referral."]), image: image(ctx), path: routePath(ctx, "Its page, e.g. \"/for-professionals/referrals\".") })).min(1),
      "The services.",
    ),
  }).meta({ description: "Cards for the referral services offered to other professionals." });
