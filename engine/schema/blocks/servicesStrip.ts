import { z } from "zod";
import { describe, text, routePath, serviceCategory, serviceKey, blockType, type SchemaContext } from "../common";
import { STRIP_DEFAULT_COUNT, STRIP_MAX_COUNT } from "../../ui/catalogue";

/** A strip of treatment cards from the catalogue that scrolls by itself and can be dragged. */
export const servicesStripBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("servicesStrip"),
    heading: text("The strip's heading.", ["Explore our other treatments"]).optional(),
    category: serviceCategory(ctx, "Only show this group of treatments, by its short name; leave out for all.").optional(),
    services: describe(z.array(serviceKey(ctx)).min(1).max(STRIP_MAX_COUNT).optional(), `Only these treatments, by their catalogue keys, in this order (at most ${STRIP_MAX_COUNT}); leave out for the catalogue's.`),
    count: describe(
      z.number().int().min(1).max(STRIP_MAX_COUNT).optional(),
      `How many treatment cards the strip shows at most, from 1 to ${STRIP_MAX_COUNT}; ${STRIP_DEFAULT_COUNT} if left out. The first ones of the catalogue (or of the group, or of the list above) are shown.`,
      [6],
    ),
    allTreatments: routePath(ctx, "The page that lists every treatment, such as \"/services\": linked under the cards, so a visitor can reach the ones the strip leaves out.").optional(),
  }).meta({ description: "A strip of treatment cards from the catalogue that scrolls by itself and can be dragged." });
