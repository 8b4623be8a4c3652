import { z } from "zod";
import { text, blockType, locationChoice, type SchemaContext } from "../common";

/** The opening hours table from site.config.json. */
export const openingHoursBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("openingHours"),
    heading: text("The section's heading.", ["Opening hours"]).default("Opening hours"),
    location: locationChoice(ctx, "For a practice with several locations (site.config.json, \"locations\"): the one whose hours to show, by its short name, or \"all\" for each location's. Leave out for the practice's own hours.").optional(),
  }).meta({ description: "The opening hours table from site.config.json." });
