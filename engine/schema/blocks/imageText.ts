import { z } from "zod";
import { describe, text, image, blockType, placeholderMark, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineParagraphs, inlineText } from "../inline";

/** A section of text beside a picture, such as a treatment's introduction or a clinician's profile. */
export const imageTextBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("imageText"),
    eyebrow: text("A short line above the heading.").optional(),
    heading: text("The section's heading.", ["What happens on a home visit?"]),
    paragraphs: inlineParagraphs(ctx, "The section's text, one entry per paragraph.", [["Your first appointment takes about forty-five minutes."]]),
    list: describe(z.array(inlineText(ctx, "A line of the list.")).optional(), "An optional bulleted list after the paragraphs.", [["Natural-looking", "Stain resistant"]]),
    image: image(ctx),
    imageSide: describe(z.enum(["left", "right"]).default("right"), "Which side the picture sits on a wide screen."),
    actions: describe(z.array(linkSchema(ctx)).max(3).default([]), "Buttons after the text."),
    placeholder: placeholderMark(),
  }).meta({ description: "A section of text beside a picture, such as a treatment's introduction or a clinician's profile." });
