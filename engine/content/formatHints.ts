/**
 * What to write instead, for every text whose form is checked: one wording for the validator
 * (`"/Contact" is not a page path; …`) and for VS Code (`This is not a page path; …`), which reads
 * it from the generated JSON Schemas' patternErrorMessage. Keyed by the message code each schema's
 * check carries (engine/schema/).
 */
export const FORMAT_HINTS: Record<string, string> = {
  "route-format": 'is not a page path; write it like "/contact" (lower case, starting with /)',
  "asset-format": 'is not a file path; write it from the site root, like "/images/welcome.svg" or "/documents/form.pdf"',
  "url-scheme": "is not an allowed link; use an address starting with https:// (or mailto: / tel:). Other kinds such as javascript: or data: are not allowed",
  "time-format": 'is not a time; write it on the 24-hour clock, like "08:00" or "18:30"',
  "date-format": 'is not a date; write it as year-month-day, like "2026-12-25"',
  "key-format": 'is not a valid key; use lower-case letters, digits and hyphens, like "home-visits" or "opening-offer"',
  "tel-format": 'is not a phone number as dialled; write digits only, like "01632960000"',
  "shared-ref-format": 'is not a shared-block reference; write "shared/" and the file\'s name in pages/_shared/ without ".json", like "shared/closing-cta"',
  "field-name-format": 'is not a field name; use letters and digits only, starting with a letter, like "firstName" or "bestTimeToCall"',
  "autocomplete-format": 'is not an autocomplete value; write the HTML standard\'s words in lower case, like "given-name", "email" or "postal-code"',
  "price-format": 'is not a price in pounds and pence; write it like "£27.90"',
  "colour-format": 'is not a colour; write # and six hexadecimal digits, like "#0d5c63"',
  email: "is not an e-mail address",
  "control-character":
    "holds a line break, a tab or another invisible control character, which no text or address may hold: delete it (a new paragraph is a new entry of the list, never a line break inside a text)",
};

/** A text that must have words: the validator says "the heading is empty; write some text". */
export const EMPTY_TEXT_HINT = "is empty; write some text";

export const choiceHint = (options: readonly unknown[]) => `is not one of the choices here; choose one of: ${options.map(String).join(", ")}`;

export const blockTypeHint = (types: readonly string[]) => `is not a known block type; choose one of: ${types.join(", ")}`;
