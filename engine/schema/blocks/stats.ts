import { z } from "zod";
import { describe, text, blockType, type SchemaContext } from "../common";

/** Key figures about the practice, e.g. "25+ years of experience". */
export const statsBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("stats"),
    heading: text("The section's heading.").optional(),
    items: describe(
      z.array(z.strictObject({ value: text("The figure.", ["25+"]), label: text("What it counts.", ["years of experience"]) })).min(1).max(6),
      "The figures.",
    ),
  }).meta({ description: "Key figures about the practice, e.g. \"25+ years of experience\"." });
