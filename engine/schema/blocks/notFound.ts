import { z } from "zod";
import { text, type SchemaContext } from "../common";
import { linkSchema } from "../link";

/** The body of the not-found page. */
export const notFoundBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("notFound"),
    code: text("The large code shown.", ["404"]),
    heading: text("The message.", ["Oops! Page not found"]),
    action: linkSchema(ctx),
  });
