import { z } from "zod";
import { describe, text, routePath, blockType, type SchemaContext } from "../common";

/** A plain list of links to pages of this site, such as the sitemap. */
export const linkListBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("linkList"),
    heading: text("The section's heading.").optional(),
    links: describe(z.array(z.strictObject({ name: text("The words shown.", ["Contact us"]), path: routePath(ctx) })).min(1), "The links, in order."),
  }).meta({ description: "A plain list of links to pages of this site, such as the sitemap." });
