import { z } from "zod";
import { describe, text, image, blockType, type SchemaContext } from "../common";

/** Two pictures on top of each other with a handle to drag between them. */
export const beforeAfterBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("beforeAfter"),
    heading: text("The section's heading.").optional(),
    before: image(ctx),
    after: image(ctx),
    width: describe(z.number().int().min(100).max(2000).default(600), "Width in pixels (narrower screens shrink it)."),
    height: describe(z.number().int().min(100).max(2000).default(320), "Height in pixels at full width."),
  }).meta({ description: "Two pictures on top of each other with a handle to drag between them." });
