import { z } from "zod";
import { describe, text, assetPath, blockType, placeholderMark, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Documents to download, such as the complaints procedure. */
export const downloadsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("downloads"),
    heading: text("The section's heading.", ["Documents"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    items: describe(
      z.array(z.strictObject({ label: text("The document's name.", ["Complaints procedure"]), description: text("What it contains.", ["How to raise a concern and what happens next."]).optional(), href: assetPath(ctx, "The document under public/, e.g. \"/documents/complaints-procedure.pdf\".", ["/documents/complaints-procedure.pdf"]), placeholder: placeholderMark() })).min(1),
      "The documents.",
    ),
  }).meta({ description: "Documents to download, such as the complaints procedure." });
