/**
 * What each form holds, how it is checked in the browser and what it sends.
 * The checks are those of contract.ts (checkSubmission), worded per field so
 * the patient sees each problem under the field it belongs to.
 */
import {
  FORM_FIELDS,
  isValidEmail,
  type ContactSubmission,
  type FeedbackSubmission,
  type FormType,
} from "./contract";

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export interface FeedbackValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  privacyConsent: boolean;
}

export type FormValues = Record<string, string | boolean>;

/** One message per field that needs attention; a field without a problem is absent. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormDefinition<V extends FormValues, S extends Record<string, string>> {
  kind: FormType;
  /** The values of an empty form, in the order the fields are shown (the order errors are visited in). */
  empty: V;
  validate(values: V): FieldErrors<V>;
  /** The contract's fields, in contract order, ready to post. */
  toSubmission(values: V): S;
}

const blank = (value: string) => value.trim() === "";

function emailProblem(value: string): string | undefined {
  if (blank(value)) return "Please enter your email address.";
  if (!isValidEmail(value)) return "Please enter a valid email address, like name@example.com.";
  return undefined;
}

/** Drops the fields whose check passed, so `Object.keys(errors)` lists only real problems. */
function compact<V>(errors: Record<string, string | undefined>): FieldErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<V>;
}

/** Places the values in the contract's order, trimmed (the receivers trim too). */
function inContractOrder<T extends FormType>(kind: T, fields: Record<string, string>): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const name of FORM_FIELDS[kind]) ordered[name] = (fields[name] ?? "").trim();
  return ordered;
}

export const contactForm: FormDefinition<ContactValues & FormValues, ContactSubmission> = {
  kind: "contact",
  empty: { firstName: "", lastName: "", email: "", phone: "", service: "", message: "" },
  validate: (v) =>
    compact({
      firstName: blank(v.firstName) ? "Please enter your first name." : undefined,
      lastName: blank(v.lastName) ? "Please enter your last name." : undefined,
      email: emailProblem(v.email),
      message: blank(v.message) ? "Please enter your message." : undefined,
    }),
  toSubmission: (v) => inContractOrder("contact", { ...v, formType: "contact" }) as ContactSubmission,
};

export const feedbackForm: FormDefinition<FeedbackValues & FormValues, FeedbackSubmission> = {
  kind: "feedback",
  empty: { name: "", email: "", subject: "", message: "", privacyConsent: false },
  validate: (v) =>
    compact({
      name: blank(v.name) ? "Please enter your name." : undefined,
      email: emailProblem(v.email),
      subject: blank(v.subject) ? "Please enter a subject." : undefined,
      message: blank(v.message) ? "Please enter your feedback." : undefined,
      privacyConsent: v.privacyConsent ? undefined : "Please tick this box so that we can store your details and reply to you.",
    }),
  toSubmission: (v) =>
    inContractOrder("feedback", {
      name: v.name,
      email: v.email,
      subject: v.subject,
      message: v.message,
      privacyConsent: v.privacyConsent ? "Yes" : "No",
      formType: "feedback",
    }) as FeedbackSubmission,
};
