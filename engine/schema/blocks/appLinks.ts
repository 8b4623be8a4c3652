import { z } from "zod";
import { describe, text, type SchemaContext } from "../common";

/** Links to apps in the app stores. */
export const appLinksBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: z.literal("appLinks"),
    heading: text("The section's heading."),
    intro: text("A sentence under the heading.").optional(),
    apps: describe(
      z.array(
        z.strictObject({
          name: text("The app's name."),
          platform: describe(z.enum(["ios", "android"]), "Which store: ios (App Store) or android (Google Play)."),
          link: describe(z.string().regex(/^https:\/\/\S+$/, { message: "url-scheme" }), "The app's page in the store."),
        }),
      ).min(1),
      "The apps.",
    ),
  });
