import { z } from "zod";
import { describe, text, serviceCategory, serviceKey, blockType, type SchemaContext } from "../common";

/** A strip of treatment cards from the catalogue that scrolls by itself and can be dragged. */
export const servicesStripBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("servicesStrip"),
    heading: text("The strip's heading.", ["Explore our other treatments"]).optional(),
    category: serviceCategory(ctx, "Only show this group of treatments, by its short name; leave out for all.").optional(),
    services: describe(z.array(serviceKey(ctx)).min(1).optional(), "Only these treatments, by their catalogue keys, in this order; leave out for all."),
  }).meta({ description: "A strip of treatment cards from the catalogue that scrolls by itself and can be dragged." });
