import { z } from "zod";
import { describe, text, blockType, plainString, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Links to apps in the app stores. */
export const appLinksBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("appLinks"),
    heading: text("The section's heading.", ["Fun apps for brushing"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    apps: describe(
      z.array(
        z.strictObject({
          name: text("The app's name.", ["Brush DJ"]),
          platform: describe(z.enum(["ios", "android"]), "Which store: ios (App Store) or android (Google Play)."),
          link: describe(plainString().regex(/^https:\/\/\S+$/, { message: "url-scheme" }), "The app's page in the store.", ["https://apps.apple.com/gb/app/brush-dj/id1147993935"]),
        }),
      ).min(1),
      "The apps.",
    ),
  }).meta({ description: "Links to apps in the app stores." });
