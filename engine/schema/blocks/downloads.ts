import { z } from "zod";
import { describe, text, assetPath, type SchemaContext } from "../common";

/** Documents to download, such as the complaints procedure. */
export const downloadsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("downloads"),
    heading: text("The section's heading."),
    intro: text("A sentence under the heading.").optional(),
    items: describe(
      z.array(z.strictObject({ label: text("The document's name."), description: text("What it contains.").optional(), href: assetPath(ctx, "The document under public/, e.g. \"/documents/complaints-procedure.pdf\".") })).min(1),
      "The documents.",
    ),
  });
