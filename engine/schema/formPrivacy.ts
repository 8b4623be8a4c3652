/**
 * What each form tells visitors about the details they send (site.config.json, forms): who receives them, why,
 * how long they are kept, and where the privacy page is. The form shows it next to its button, the privacy page's
 * "formsPrivacy" block repeats it, and the enquiries inbox deletes by the same `retentionMonths`: one place for
 * each fact, so the notice and what the practice does cannot drift apart.
 */
import { z } from "zod";
import { describe, text, routePath, KEY_PATTERN, type SchemaContext } from "./common";

/** How many months submissions are kept: optional in the schema, as sites without forms need none (the rules ask for it). */
export const retentionMonths = (description: string) =>
  describe(z.number().int().min(1).max(120).optional(), description, [12]);

export const RECEIVER_ROLES = ["controller", "processor"] as const;

const receiver = describe(
  z.strictObject({
    name: text("Who receives and holds what visitors send: the business itself, or the service that holds it for the business.", ["Riverside Clinic", "Google Workspace"]),
    role: describe(
      z.enum(RECEIVER_ROLES),
      "\"controller\": the business itself, which decides how the details are used. \"processor\": a service that only holds them for the business, under a written contract (its \"contract\").",
      ["controller", "processor"],
    ),
    contract: text(
      "For a processor: the contract it holds the details under (a consumer account of a service usually has none).",
      ["Google Workspace's Cloud Data Processing Addendum"],
    ).optional(),
  }),
  "Who receives what the form sends, and in what role.",
);

function formPrivacyEntry(ctx: SchemaContext) {
  return z.strictObject({
    name: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "The form's name, as its form block gives it (\"name\").", ["contact"]),
    title: text("What the privacy page calls the form.", ["Callback requests"]),
    purpose: text("Why the form asks for the details, as the words after \"What you send goes to …,\".", ["to call you back about your enquiry"]),
    receiver,
    retentionMonths: retentionMonths("How many months this form's submissions are kept, then deleted; leave out to keep them as long as the months given for every form."),
    privacyPage: routePath(ctx, "This form's privacy page, when it is not the one given for every form.").optional(),
  });
}

/** Each form's entry, each form named once. */
export function formPrivacyList(ctx: SchemaContext) {
  const list = describe(
    z.array(formPrivacyEntry(ctx)),
    "For each form that asks for personal details: who receives them and in what role, why, and how long they are kept. The form shows it next to its button, and the privacy page's \"What the forms do with your details\" block lists it.",
  );
  if (!ctx.crossChecks) return list;
  return list.superRefine((entries, issue) => {
    entries.forEach((entry, i) => {
      const first = entries.findIndex((other) => other.name === entry.name);
      if (first < i) issue.addIssue({ code: "custom", path: [i, "name"], message: `entry ${first + 1} is already for the form "${entry.name}"; each form needs one entry` });
    });
  });
}

export type FormPrivacy = z.output<ReturnType<typeof formPrivacyEntry>>;

/**
 * An entry's retention, said by it or by forms.retentionMonths: a notice that cannot say how long the details are
 * kept tells the visitor nothing, whatever rules the site follows.
 */
export function retentionSaid(forms: { retentionMonths?: number; privacy: readonly FormPrivacy[] }, issue: z.RefinementCtx): void {
  if (forms.retentionMonths !== undefined) return;
  forms.privacy.forEach((entry, i) => {
    if (entry.retentionMonths === undefined) {
      issue.addIssue({ code: "custom", path: ["privacy", i, "retentionMonths"], message: `the form "${entry.name}" does not say how long its submissions are kept: give the months for this form (12 is common), or for every form` });
    }
  });
}
