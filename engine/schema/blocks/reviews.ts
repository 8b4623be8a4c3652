import { z } from "zod";
import { describe, text, blockType, day, plainString, placeholderMark, type SchemaContext } from "../common";

/**
 * Patient reviews in a carousel that moves by itself. Each shows where and when it was written, and an average
 * shows where it comes from with a link to every review there: the Digital Markets, Competition and Consumers Act
 * bans reviews published in a misleading way (hidden sources, picked by rating). So there is no filter by rating.
 */
export const reviewsBlock = (_ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("reviews"),
    heading: text("The section's heading.", ["What our patients say"]),
    average: describe(
      z.strictObject({
        rating: describe(z.number().min(1).max(5), "The average stars there, 1 to 5, as the site shows it (one decimal place).", [4.8]),
        count: describe(z.number().int().min(1), "How many reviews the average is of.", [212]),
        source: text("Where the reviews are, as visitors know it.", ["Google"]),
        href: describe(plainString().regex(/^https:\/\/\S+$/, { message: "url-scheme" }), "The page that shows every review there, linked from the block.", ["https://g.page/r/example/review"]),
      }),
      "An average rating to show above the reviews: where it comes from, with a link to all the reviews there. Leave out to show no average.",
    ).optional(),
    items: describe(
      z.array(
        z.strictObject({
          name: text("Who wrote it.", ["Sarah J."]),
          text: text("The review.", ["Friendly staff, and every step explained."]),
          rating: describe(z.number().int().min(1).max(5).default(5), "Stars, 1 to 5.", [5]),
          source: text("Where it was written, as visitors know it: Google, a review site, the business's own feedback form…", ["Google"]).optional(),
          date: day("The day it was written, year-month-day.", ["2026-10-03"]).optional(),
          placeholder: placeholderMark(),
        }),
      ).min(1),
      "The reviews, each with where and when it was written.",
    ),
  }).meta({ description: "Patient reviews in a carousel that moves by itself, each with its source and date." });
