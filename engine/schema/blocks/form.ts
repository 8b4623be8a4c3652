/**
 * A form, defined in the content: its fields in order, its button and its notices, and the address in
 * site.config.json it is sent to. The same definition drives the form on the page, the checks before
 * sending, and the receivers (engine/forms/definition.ts publishes what they need as dist/forms/<name>.json).
 */
import { z } from "zod";
import { describe, text, blockType, serviceKey, formAddress, KEY_PATTERN, type SchemaContext } from "../common";
import { formRules } from "./formRules";
import { inlineText } from "../inline";

/** A field's name as the form sends it: letters and digits, starting with a letter, like "firstName". */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

const fieldName = describe(
  z.string().regex(FIELD_NAME_PATTERN, { message: "field-name-format" }),
  "The field's name as the form sends it, and the column it is filed under: letters and digits, starting with a letter. Renaming it starts a new column.",
  ["firstName", "bestTimeToCall"],
);

/** What every field has. */
const common = {
  name: fieldName,
  label: text("The words beside the field. {phone} and {name} stand for the phone number and the site's name.", ["First Name"]),
  help: text("A sentence under the label that explains what to write.", ["We only use this to call you back."]).optional(),
  required: describe(z.boolean().optional(), "true: the form cannot be sent while this field is empty (or, for a consent box, unticked)."),
  requiredMessage: text("What the field says when it is required and left empty; leave out for the site's default (site.config.json strings).", ["Please enter your first name."]).optional(),
  wide: describe(z.boolean().optional(), "true: the field takes the whole width of the form on a wide screen (a message box and a consent box always do)."),
};

const length = {
  minLength: describe(z.number().int().min(1).max(10000).optional(), "The fewest characters accepted.", [10]),
  maxLength: describe(z.number().int().min(1).max(10000).optional(), "The most characters accepted.", [500]),
};

const autocomplete = describe(
  z.string().regex(/^[a-z][a-z0-9 -]*$/, { message: "autocomplete-format" }).optional(),
  "What the browser may fill in for the visitor, in the HTML standard's words: name, given-name, family-name, email, tel, street-address, postal-code, bday… (an e-mail field is \"email\" and a phone field \"tel\" unless you say otherwise).",
  ["given-name"],
);

const placeholder = text("A faint example inside the empty field; never instead of the label.", ["Tell us how we can help..."]).optional();

export function formFieldSchema(ctx: SchemaContext) {
  const textField = z.strictObject({
    kind: z.literal("text").meta({ description: "One line of text." }),
    ...common,
    placeholder,
    autocomplete,
    ...length,
  }).meta({ examples: [{ kind: "text", name: "fullName", label: "Full Name", required: true, autocomplete: "name" }] });
  const email = z.strictObject({
    kind: z.literal("email").meta({ description: "An e-mail address, checked to look like one." }),
    ...common,
    placeholder,
    autocomplete,
    ...length,
  }).meta({ examples: [{ kind: "email", name: "email", label: "Email Address", required: true }] });
  const tel = z.strictObject({
    kind: z.literal("tel").meta({ description: "A phone number (phones show the number keys)." }),
    ...common,
    placeholder,
    autocomplete,
    ...length,
  }).meta({ examples: [{ kind: "tel", name: "phone", label: "Phone Number" }] });
  const textarea = z.strictObject({
    kind: z.literal("textarea").meta({ description: "Several lines of text, such as a message." }),
    ...common,
    placeholder,
    autocomplete,
    ...length,
    rows: describe(z.number().int().min(2).max(20).optional(), "How many lines tall the box is; 4 if left out.", [4]),
  }).meta({ examples: [{ kind: "textarea", name: "message", label: "Message", required: true, rows: 4 }] });
  const select = z.strictObject({
    kind: z.literal("select").meta({ description: "One choice from a list: give \"options\" (texts) or \"services\" (from the catalogue)." }),
    ...common,
    placeholder: text("The list's first, empty choice; leave out for the site's default (\"Select...\").", ["Select a service..."]).optional(),
    autocomplete,
    options: describe(z.array(text("A choice, as shown and as sent.", ["Morning"])).min(1).optional(), "The choices, in order; each is shown and sent as written.", [["Morning", "Afternoon", "Evening"]]),
    services: describe(
      z.union([z.literal("all"), z.array(serviceKey(ctx)).min(1)]).optional(),
      "Treatments from the services catalogue (site.config.json), shown by their titles and sent by their keys: \"all\" (every one not marked \"inContactForm\": false, in catalogue order), or a list of keys in the order to show them.",
      ["all", ["home-visits", "consultations"]],
    ),
  }).meta({ examples: [{ kind: "select", name: "bestTimeToCall", label: "Best Time to Call", options: ["Morning", "Afternoon", "Evening"] }] });
  const rating = z.strictObject({
    kind: z.literal("rating").meta({ description: "A score from 1 to 5, chosen with buttons." }),
    ...common,
  }).meta({ examples: [{ kind: "rating", name: "rating", label: "How was your visit?" }] });
  const consent = z.strictObject({
    kind: z.literal("consent").meta({ description: "A box to tick, such as agreeing to how details are used; sent as \"Yes\" or \"No\"." }),
    ...common,
  }).meta({ examples: [{ kind: "consent", name: "privacyConsent", label: "I agree that {name} may keep my details to reply to me.", required: true }] });
  return describe(
    z.discriminatedUnion("kind", [textField, email, tel, textarea, select, rating, consent]),
    "One field of the form. \"kind\" says what it is; each kind has its own settings.",
  );
}

const toast = (what: string, examples: [string, string]) =>
  describe(
    z.strictObject({
      title: text("The notice's title.", [examples[0]]),
      description: text("Its text. {phone} stands for the phone number from site.config.json.", [examples[1]]),
    }),
    what,
  );

export const formBlock = (ctx: SchemaContext) => {
  const schema = z.strictObject({
    type: blockType("form"),
    heading: text("The form's heading.", ["Request a Callback"]),
    intro: inlineText(ctx, "A sentence under the heading.").optional(),
    name: describe(
      z.string().regex(KEY_PATTERN, { message: "key-format" }),
      "The form's name: what the receivers file its submissions under (a sheet of the spreadsheet, a file of the local collector). Lower-case letters, digits and hyphens. Two forms with one name must be the same form.",
      ["contact"],
    ),
    sendTo: formAddress(ctx, "Which address of site.config.json (forms, addresses) the form is sent to, by its name.", ["contact"]),
    fields: describe(z.array(formFieldSchema(ctx)).min(1), "The fields, in the order they are shown, sent and filed."),
    submitLabel: text("The button's words; leave out for the site's default (\"Send\").", ["Send Message"]).optional(),
    sendingLabel: text("The button's words while the form is being sent; leave out for the site's default (\"Sending...\").", ["Sending..."]).optional(),
    success: toast("The notice once the form has been received; leave out for the site's default.", ["Message Sent", "Thank you. We will get back to you soon."]).optional(),
    failure: toast("The notice when the form could not be sent (what was typed stays in the form); leave out for the site's default.", [
      "Message Not Sent",
      "Please try again, or call us on {phone}.",
    ]).optional(),
  });
  // Checks no JSON Schema can state (two fields with one name, a list without choices) are the validator's alone.
  return (ctx.crossChecks ? schema.superRefine(formRules) : schema).meta({
    description: "A form visitors fill in and send: its fields, button and notices are written here, and the receivers follow them.",
  });
};

export type FormBlock = z.output<ReturnType<typeof formBlock>>;
export type FormField = FormBlock["fields"][number];
