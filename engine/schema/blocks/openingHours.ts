import { z } from "zod";
import { text, type SchemaContext } from "../common";

/** The opening hours table from site.config.json. */
export const openingHoursBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("openingHours"),
    heading: text("The section's heading.", ["Opening hours"]).default("Opening hours"),
  });
