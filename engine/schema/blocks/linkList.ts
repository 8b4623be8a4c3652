import { z } from "zod";
import { describe, text, routePath, type SchemaContext } from "../common";

/** A plain list of links to pages of this site, such as the sitemap. */
export const linkListBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("linkList"),
    heading: text("The section's heading.").optional(),
    links: describe(z.array(z.strictObject({ name: text("The words shown."), path: routePath(ctx) })).min(1), "The links, in order."),
  });
