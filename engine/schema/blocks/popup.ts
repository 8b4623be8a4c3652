import { z } from "zod";
import { describe, text, image, type SchemaContext } from "../common";
import { linkSchema } from "../link";

/** An offer that appears once, after a delay (site.config.json timings.popupDelayMs). */
export const popupBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("popup"),
    heading: text("The offer's heading."),
    text: text("The offer's text."),
    image: image(ctx).optional(),
    action: linkSchema(ctx).meta({ description: "The offer's button; pressing it also closes the popup." }),
    closeLabel: text("Read to screen-reader users on the close button.").default("Close offer"),
  });
