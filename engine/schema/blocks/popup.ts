import { z } from "zod";
import { text, image, blockType, type SchemaContext } from "../common";
import { linkSchema } from "../link";

/** An offer that appears once, after a delay (site.config.json timings.popupDelayMs). */
export const popupBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("popup"),
    heading: text("The offer's heading.", ["Save up to £1,000 on clear aligners"]),
    text: text("The offer's text.", ["Book a free consultation this month."]),
    image: image(ctx)
      .optional()
      .meta({ description: "A picture above the heading. Usually best left out: a large picture arriving after the page has loaded counts, for search engines, as the page loading late." }),
    action: linkSchema(ctx).meta({ description: "The offer's button; pressing it also closes the popup." }),
    closeLabel: text("Read to screen-reader users on the close button.", ["Close offer"]).default("Close offer"),
  }).meta({ description: "An offer that appears once, after a delay (site.config.json timings.popupDelayMs)." });
