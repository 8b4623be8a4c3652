import { z } from "zod";
import { text, blockType, type SchemaContext } from "../common";
import { linkSchema } from "../link";

/** The body of the not-found page. */
export const notFoundBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("notFound"),
    code: text("The large code shown.", ["404"]),
    heading: text("The message.", ["Oops! Page not found"]),
    action: linkSchema(ctx),
  }).meta({ description: "The body of the not-found page." });
