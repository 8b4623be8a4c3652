import { z } from "zod";
import { describe, text, image, assetPath, icon, blockType, placeholderMark, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineParagraphs } from "../inline";

/** The banner at the top of a page: heading, short text, buttons, optional background video. */
export const heroBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("hero"),
    eyebrow: text("A short line above the heading.", ["Care at home"]).optional(),
    heading: text("The page's main heading (there is one per page).", ["Home Visits in Riverside"]),
    text: inlineParagraphs(ctx, "One or more short paragraphs under the heading.").optional(),
    actions: describe(z.array(linkSchema(ctx)).max(4).default([]), "Buttons under the text."),
    image: image(ctx).optional(),
    video: z
      .strictObject({
        src: assetPath(ctx, "A looping, muted background video under public/ (.mp4 or .webm).", ["/media/hero.mp4"]),
        poster: assetPath(ctx, "A still picture shown until the video plays, and instead of it if it cannot load.", ["/images/hero-poster.svg"]),
        placeholder: placeholderMark(),
      })
      .optional()
      .meta({ description: "A silent looping background video; hidden if it fails to load or the visitor prefers reduced motion." }),
    highlights: describe(
      z.array(z.strictObject({ icon: icon.optional(), text: text("A short highlight.", ["Same Day Emergency Care"]) })).max(4).default([]),
      "Short highlights shown as badges.",
    ),
    details: describe(
      z.array(z.enum(["address", "openingHours", "phone"])).default([]),
      "Practice details from site.config.json to show in the banner.",
    ),
  }).meta({ description: "The banner at the top of a page: heading, short text, buttons, optional background video." });
