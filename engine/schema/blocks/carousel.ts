import { z } from "zod";
import { describe, text, image, blockType, type SchemaContext } from "../common";

/** A carousel of pictures with captions that moves on by itself. */
export const carouselBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("carousel"),
    heading: text("The section's heading.").optional(),
    slides: describe(z.array(z.strictObject({ image: image(ctx), caption: text("A line under the picture.", ["Our reception"]).optional() })).min(1), "The pictures, in order."),
  }).meta({ description: "A carousel of pictures with captions that moves on by itself." });
