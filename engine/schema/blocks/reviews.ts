import { z } from "zod";
import { describe, text, blockType, placeholderMark, type SchemaContext } from "../common";

/** Patient reviews in a carousel that moves by itself. */
export const reviewsBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("reviews"),
    heading: text("The section's heading.", ["What our patients say"]),
    items: describe(
      z.array(z.strictObject({ name: text("Who wrote it.", ["Sarah J."]), text: text("The review.", ["Friendly staff, and every step explained."]), rating: describe(z.number().int().min(1).max(5).default(5), "Stars, 1 to 5.", [5]), placeholder: placeholderMark() })).min(1),
      "The reviews.",
    ),
  }).meta({ description: "Patient reviews in a carousel that moves by itself." });
