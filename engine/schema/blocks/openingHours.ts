import { z } from "zod";
import { text, blockType, type SchemaContext } from "../common";

/** The opening hours table from site.config.json. */
export const openingHoursBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("openingHours"),
    heading: text("The section's heading.", ["Opening hours"]).default("Opening hours"),
  }).meta({ description: "The opening hours table from site.config.json." });
