/**
 * Links are typed values: each kind says where it goes, and the renderer knows
 * how to open it (new tab, tel:, toast, alert) without the page repeating facts.
 */
import { z } from "zod";
import { describe, text, routePath, assetPath, icon, plainString, type SchemaContext, placeholderMark } from "./common";

/** Schemes a page may link to directly. Anything else (javascript:, data:, http:) is refused. */
export const EXTERNAL_URL_PATTERN = /^(?:https:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ]+)$/;

const look = {
  variant: describe(z.enum(["primary", "secondary", "outline", "text"]).optional(), "How the link looks: a filled button (primary), a quieter button (secondary, outline) or plain text."),
  icon: icon.optional(),
};

export function linkSchema(ctx: SchemaContext) {
  const internal = z.strictObject({
    kind: z.literal("internal").meta({ description: "A page of this site." }),
    to: routePath(ctx),
    label: text("The words on the link.", ["Request a Callback"]),
    ...look,
  });
  const external = z.strictObject({
    kind: z.literal("external").meta({ description: "Another website (opens in a new tab), an e-mail address or a phone number." }),
    href: describe(plainString().regex(EXTERNAL_URL_PATTERN, { message: "url-scheme" }), "A full address starting with https://, mailto: or tel:.", ["https://www.gov.uk/"]),
    label: text("The words on the link.", ["Help with health costs"]),
    ...look,
  });
  const booking = z.strictObject({
    kind: z.literal("booking").meta({ description: "The online booking service from site.config.json (opens in a new tab)." }),
    label: text("The words on the link.", ["Book Free Consultation"]),
    ...look,
  });
  const phone = z.strictObject({
    kind: z.literal("phone").meta({ description: "Calls the practice's phone number from site.config.json." }),
    label: text("The words on the link; leave out to show the phone number.", ["Call Us"]).optional(),
    ...look,
  });
  const maps = z.strictObject({
    kind: z.literal("maps").meta({ description: "The practice on the maps service from site.config.json (opens in a new tab)." }),
    label: text("The words on the link; leave out to show the address.", ["Find Us"]).optional(),
    ...look,
  });
  const email = z.strictObject({
    kind: z.literal("email").meta({ description: "E-mails the practice at the address in site.config.json (hidden while none is set)." }),
    label: text("The words on the link; leave out to show the address.", ["E-mail Us"]).optional(),
    ...look,
  });
  const offer = z.strictObject({
    kind: z.literal("offer").meta({ description: "The clear-aligner offer site from site.config.json (opens in a new tab)." }),
    label: text("The words on the link.", ["Claim Your Offer"]),
    ...look,
  });
  const download = z.strictObject({
    kind: z.literal("download").meta({ description: "A document in public/ that the visitor downloads; a short notice confirms it." }),
    href: assetPath(ctx, "The document's file under public/, e.g. \"/documents/complaints-procedure.pdf\".", ["/documents/complaints-procedure.pdf"]),
    label: text("The words on the link.", ["Download our complaints procedure"]),
    placeholder: placeholderMark(),
    ...look,
  });
  const alert = z.strictObject({
    kind: z.literal("alert").meta({ description: "A button that shows a browser message instead of going anywhere." }),
    message: text("The message shown when the button is pressed.", ["Referral form download functionality to be implemented"]),
    label: text("The words on the button.", ["Download Referral Form"]),
    ...look,
  });
  return describe(
    z.discriminatedUnion("kind", [internal, external, booking, phone, maps, email, offer, download, alert]),
    "A link or button. \"kind\" says where it goes.",
  );
}

export type LinkSchema = ReturnType<typeof linkSchema>;
export type Link = z.output<LinkSchema>;
