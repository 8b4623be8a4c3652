import { z } from "zod";
import { text, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Every location of the practice (site.config.json, "locations"), each with its address, hours and a link to its page. */
export const findUsBlock = (ctx: SchemaContext) => {
  const block = z.strictObject({
    type: blockType("findUs"),
    heading: text("The section's heading.", ["Find us"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
  }).meta({ description: "Every location of the practice (site.config.json, \"locations\"), each with its address, hours and a link to its page." });
  const checks = ctx.crossChecks;
  if (!checks?.locationIds) return block;
  // A list of no locations would show an empty section.
  return block.superRefine((_, issue) => {
    if (!checks.locationIds!().length) issue.addIssue({ code: "custom", path: ["type"], message: "no-locations" });
  });
};
