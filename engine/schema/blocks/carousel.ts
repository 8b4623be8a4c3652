import { z } from "zod";
import { describe, text, image, type SchemaContext } from "../common";

/** A carousel of pictures with captions that moves on by itself. */
export const carouselBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("carousel"),
    heading: text("The section's heading.").optional(),
    slides: describe(z.array(z.strictObject({ image: image(ctx), caption: text("A line under the picture.").optional() })).min(1), "The pictures, in order."),
  });
