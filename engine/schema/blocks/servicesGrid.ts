import { z } from "zod";
import { describe, text, serviceCategory, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Treatments from the services catalogue, one group per category, as carousels (home) or a grid (/services). */
export const servicesGridBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("servicesGrid"),
    heading: text("The section's heading.", ["Our services"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    layout: describe(z.enum(["carousel", "grid"]).default("grid"), "Carousels that move by themselves, or a plain grid of all cards."),
    categories: describe(z.array(serviceCategory(ctx)).min(1).optional(), "Which groups of treatments to show, by their short names, in order; leave out for all of the site's groups."),
    menuOnly: describe(z.boolean().default(false), "Only the treatments marked inMenu in the catalogue."),
  }).meta({ description: "Treatments from the services catalogue, one group per category, as carousels (home) or a grid (/services)." });
