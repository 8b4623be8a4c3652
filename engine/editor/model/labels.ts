/**
 * A field's name in words, made from its key ("imageSide" -> "Image side"). The schema's description, shown
 * under each field, says what it is for; a few keys read badly on their own and are named here instead.
 */
import type { FieldSpec } from "./formModel";

const NAMED: Record<string, string> = {
  to: "Page",
  href: "Address",
  src: "File",
  alt: "What the picture shows",
  ref: "Shared block",
  tel: "Number as dialled",
  namepopup: "Name in the details panel",
  url: "Web address",
  email: "E-mail",
  cta: "Call to action",
  eyebrow: "Line above the heading",
  faq: "FAQ",
  ios: "App Store (iOS)",
  android: "Google Play (Android)",
  // Words a practice manager did not understand (issue 47): a map's "geo", an abbreviation spelt as a word.
  geo: "Place on the map",
  timeoutMs: "Time to wait for the form service (milliseconds)",
  // A location's "id" (site.config.json, locations): the short name its page's address is made from.
  id: "Short name",
};

/** "imageSide" -> "Image side", "teamPerRow" -> "Team per row", "popupDelayMs" -> "Popup delay (milliseconds)". */
export function labelFor(key: string): string {
  if (NAMED[key]) return NAMED[key];
  const milliseconds = /Ms$/.test(key);
  const words = key
    .replace(/Ms$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim()
    // A word without a vowel is an abbreviation, written in capitals ("nhs" -> "NHS"), never "Nhs".
    .replace(/\b[b-df-hj-np-tv-xz]{2,5}\b/g, (abbreviation) => abbreviation.toUpperCase());
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return milliseconds ? `${label} (milliseconds)` : label;
}

/** How one shape of a union is named where the schema gives no title: by its fixed value, its help or its kind. */
export function optionLabel(spec: FieldSpec, value: string | undefined): string {
  if (value !== undefined) return labelFor(value);
  const sentence = spec.description?.split(/(?<=\.)\s/)[0]?.replace(/\.$/, "");
  if (sentence && sentence.length <= 40) return sentence;
  switch (spec.kind) {
    case "text":
      return "Text";
    case "list":
      return `Several ${spec.noun === "entry" ? "entries" : `${spec.noun}s`}`;
    case "object": {
      const first = spec.fields.find((field) => field.required && !field.hidden);
      return first ? first.label : "Group of fields";
    }
    default:
      return labelFor(spec.kind);
  }
}
