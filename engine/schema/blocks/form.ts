import { z } from "zod";
import { describe, text, blockType, type SchemaContext } from "../common";

/** An enquiry form (contact) or a feedback form, sent to the endpoint in site.config.json. */
export const formBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("form"),
    kind: describe(z.enum(["contact", "feedback"]), "Which form: contact (Request a Callback) or feedback."),
    heading: text("The form's heading.", ["Request a Callback"]),
    intro: text("A sentence under the heading.").optional(),
  }).meta({ description: "An enquiry form (contact) or a feedback form, sent to the endpoint in site.config.json." });
