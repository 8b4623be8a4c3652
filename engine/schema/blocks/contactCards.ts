import { z } from "zod";
import { describe, text, blockType, locationChoice, type SchemaContext } from "../common";
import { inlineText } from "../inline";

/** Cards with the practice's address, phone, e-mail and hours, all from site.config.json. */
export const contactCardsBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("contactCards"),
    heading: text("The section's heading.", ["Get in Touch"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    cards: describe(z.array(z.enum(["address", "phone", "email", "openingHours"])).min(1), "Which cards to show, in order."),
    phoneNote: text("A line under the phone number.", ["For emergencies and appointments"]).optional(),
    location: locationChoice(ctx, "For a practice with several locations (site.config.json, \"locations\"): the one whose address, phone and hours to show, by its short name, or \"all\" for a card per location. Leave out for the practice's own details.").optional(),
  }).meta({ description: "Cards with the practice's address, phone, e-mail and hours, all from site.config.json." });
