import { z } from "zod";
import { text, blockType, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/**
 * The privacy page's words about the forms: each form's receiver, purpose and retention, from site.config.json's
 * forms (the same words each form shows next to its button), so the page and the forms never disagree.
 */
export const formsPrivacyBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("formsPrivacy"),
    heading: text("The section's heading.", ["Information you send through this website"]),
    intro: inlineText(ctx, "A sentence under the heading, before the forms.").optional(),
  }).meta({ description: "For a privacy page: what each form does with the details visitors send (who receives them, why, for how long), written from site.config.json's forms, as the forms say it next to their buttons." });
