import { z } from "zod";
import { describe, text, image, blockType, plainString, placeholderMark, type SchemaContext } from "../common";
import { linkSchema } from "../link";
import { inlineMeta, inlineText, withInlineChecks } from "../inline";

/** Staff cards, several per row; pressing a card opens its details under the row. */
export const teamGridBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("teamGrid"),
    heading: text("The section's heading.", ["Meet the team"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    registrationLabel: text("The words before a team member's registration number, e.g. the registering body's abbreviation and \"No.\"; leave out for \"Registration No.\" (site.config.json strings, registrationLabel).", ["Gas Safe No.", "HCPC No."]).optional(),
    members: describe(
      z.array(
        z.strictObject({
          name: text("Name on the card.", ["Alex Example"]),
          namepopup: text("Name in the details panel, if it differs (e.g. with letters after it).", ["Alex Example MSc"]).optional(),
          role: text("Role.", ["Practice Manager"]),
          registrationNumber: text("Their number on a professional register, shown after the grid's \"registrationLabel\".", ["123456"]).optional(),
          registered: describe(z.boolean().default(true), "Whether they are on a professional register (they treat or care for clients); \"registered\": false for someone who is not, such as a receptionist or a manager: the register's rules then ask nothing of them."),
          qualifications: describe(
            z.array(z.strictObject({
              name: text("The qualification, as letters or in words.", ["BSc (Hons)", "MSc"]),
              country: text("The country where it was obtained.", ["United Kingdom"]),
            })).optional(),
            "Their professional qualifications, each with the country where it was obtained, shown in their details.",
          ),
          specialistList: text("The name of the register's specialist list they are on, if they are on one. Only someone on a specialist list may be called a specialist.", ["Sports and exercise"]).optional(),
          image: image(ctx).optional().meta({ description: "Photo; leave out to show 'Photo Coming Soon'." }),
          bio: describe(z.array(withInlineChecks(ctx, plainString()).meta(inlineMeta("A paragraph."))).default([]), "Biography, one entry per paragraph (empty entries are skipped).", [["Qualified from Birmingham in 2010.", "Enjoys putting first-time visitors at ease."]]),
          placeholder: placeholderMark(),
        }),
      ).min(1),
      "The team, in order.",
    ),
    action: linkSchema(ctx).optional().meta({ description: "A button after the grid." }),
  }).meta({ description: "Staff cards, several per row; pressing a card opens its details under the row." });
