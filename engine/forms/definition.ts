/**
 * A form block read against the site: the choices a list offers (its options, or services from the
 * catalogue), the site's words in its texts ({phone}, {name}), and the definition its receivers check
 * submissions against. Imported by the browser's form and by the build and the collector alike, so it
 * holds no Node code.
 */
import type { SiteConfig } from "../schema/site";
import type { FormBlock, FormField } from "../schema/blocks/form";
import { fillIn } from "../ui/fillIn";
import { RATING_CHOICES, type ReceiverDefinition, type ReceiverField } from "./contract";

export interface Choice {
  value: string;
  label: string;
}

/** What a select or a rating offers, in order. A list of services follows its keys, labelled by the catalogue. */
export function choicesOf(field: FormField, site: SiteConfig): Choice[] | undefined {
  if (field.kind === "rating") return RATING_CHOICES.map((value) => ({ value, label: value }));
  if (field.kind !== "select") return undefined;
  if (field.options) return field.options.map((option) => ({ value: option, label: option }));
  const services =
    field.services === "all"
      ? site.services.filter((service) => service.inContactForm)
      : (field.services ?? []).flatMap((key) => site.services.filter((service) => service.key === key));
  return services.map((service) => ({ value: service.key, label: service.title }));
}

/** The address a form's "sendTo" names (site.config.json, forms.addresses), or undefined. */
export function formAddressOf(site: Pick<SiteConfig, "forms">, name: string): string | undefined {
  return site.forms.addresses.find((address) => address.name === name)?.url;
}

/** A form text with the site's facts in place: {phone} is the phone number as shown, {name} the site's name. */
export function withSiteWords(text: string, site: SiteConfig): string {
  return fillIn(text, { phone: site.contact.phone.display, name: site.name });
}

/** The field as its receivers see it. */
export function receiverField(field: FormField, site: SiteConfig): ReceiverField {
  const choices = choicesOf(field, site)?.map((choice) => choice.value);
  const limits = "maxLength" in field ? { minLength: field.minLength, maxLength: field.maxLength } : {};
  return {
    name: field.name,
    kind: field.kind,
    label: withSiteWords(field.label, site),
    required: field.required ?? false,
    ...(limits.minLength !== undefined ? { minLength: limits.minLength } : {}),
    ...(limits.maxLength !== undefined ? { maxLength: limits.maxLength } : {}),
    ...(choices ? { choices } : {}),
  };
}

/** What the receivers need of a form (published as dist/forms/<name>.json). */
export function receiverDefinition(block: Pick<FormBlock, "name" | "fields">, site: SiteConfig): ReceiverDefinition {
  return { name: block.name, fields: block.fields.map((field) => receiverField(field, site)) };
}
