/**
 * The one written contract between the site's forms and whatever receives them:
 * the local collector (engine/forms/collector) and the production Google Apps
 * Script (engine/forms/apps-script/Code.gs, which repeats these rules by hand).
 *
 * Pure data and functions only: this file is imported by browser code too, so it
 * must not import anything from Node.
 */

export const FORM_TYPES = ["contact", "feedback"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Every field each form sends, in the order they are stored (spreadsheet column order). */
export const FORM_FIELDS = {
  contact: ["firstName", "lastName", "email", "phone", "service", "message", "formType"],
  feedback: ["name", "email", "subject", "message", "privacyConsent", "formType"],
} as const satisfies Record<FormType, readonly string[]>;

/** Fields that must hold something other than white space (privacyConsent must be exactly "Yes"). */
export const REQUIRED_FIELDS = {
  contact: ["firstName", "lastName", "email", "message"],
  feedback: ["name", "email", "subject", "message", "privacyConsent"],
} as const satisfies { [T in FormType]: readonly (typeof FORM_FIELDS)[T][number][] };

export type FieldName<T extends FormType> = (typeof FORM_FIELDS)[T][number];

export type ContactSubmission = Record<Exclude<FieldName<"contact">, "formType">, string> & { formType: "contact" };
export type FeedbackSubmission = Record<Exclude<FieldName<"feedback">, "privacyConsent" | "formType">, string> & {
  privacyConsent: "Yes" | "No";
  formType: "feedback";
};
export type Submission = ContactSubmission | FeedbackSubmission;

/** Names the patient sees on the forms, used to word error messages. */
export const FIELD_LABELS: Record<FieldName<FormType>, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  service: "Service of Interest",
  message: "Message",
  name: "Name",
  subject: "Subject",
  privacyConsent: "Privacy consent",
  formType: "Form type",
};

/** What the receiver answers, as JSON. The site only looks at `result`. */
export type FormResponse = { result: "success" } | { result: "error"; error: string };

export type CheckResult =
  | { ok: true; formType: FormType; record: Submission }
  | { ok: false; error: string };

// Deliberately simple: something@something.something, no spaces. The real check is the reply.
// Written so that each character can be read one way only (after the @: a first character, then up to
// the first full stop after it, then the rest); "[^\s@]+\.[^\s@]+" took the square of a long address's length.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);
}

/**
 * Checks one submission's fields. On success returns the record to store: exactly
 * the form's fields, trimmed, in contract order (unknown extra fields are dropped,
 * missing optional ones become ""). On failure returns one plain-English reason.
 */
export function checkSubmission(fields: Record<string, string>): CheckResult {
  const formType = (fields.formType ?? "").trim();
  if (formType === "") return { ok: false, error: "The form type is missing, so the submission cannot be filed." };
  if (!isFormType(formType)) {
    return { ok: false, error: `Unknown form type '${formType.slice(0, 40)}'. Expected 'contact' or 'feedback'.` };
  }

  const record: Record<string, string> = {};
  for (const name of FORM_FIELDS[formType]) record[name] = (fields[name] ?? "").trim();
  record.formType = formType;

  // privacyConsent gets its own, clearer message below.
  const missing = REQUIRED_FIELDS[formType].filter((name) => name !== "privacyConsent" && record[name] === "");
  if (missing.length > 0) {
    const labels = missing.map((name) => FIELD_LABELS[name]).join(", ");
    return { ok: false, error: `Please fill in the required ${missing.length === 1 ? "field" : "fields"}: ${labels}.` };
  }
  if (!isValidEmail(record.email ?? "")) {
    return { ok: false, error: "Email Address must be a valid e-mail address, like name@example.com." };
  }
  if (formType === "feedback" && record.privacyConsent !== "Yes") {
    return {
      ok: false,
      error: "Please tick the privacy consent box: we need your agreement to store your contact details and respond.",
    };
  }
  return { ok: true, formType, record: record as Submission };
}

/**
 * Spam: a field no person fills (hidden from people and from assistive technology, but there for a
 * robot that fills every field), and the time since the form became usable, which no person types a
 * message in under MIN_FILL_MS. A submission that fails either is dropped, and answered as if accepted,
 * so a robot learns nothing.
 */
export const HONEYPOT_FIELD = "website";
export const ELAPSED_FIELD = "elapsedMs";
export const MIN_FILL_MS = 3000;

export function isSpam(fields: Record<string, string>): boolean {
  if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return true;
  const elapsed = Number((fields[ELAPSED_FIELD] ?? "").trim());
  return !Number.isFinite(elapsed) || (fields[ELAPSED_FIELD] ?? "").trim() === "" || elapsed < MIN_FILL_MS;
}

export function successResponse(): FormResponse {
  return { result: "success" };
}

export function errorResponse(error: string): FormResponse {
  return { result: "error", error };
}

/** How the site reads a reply: success only when `result` is exactly "success". */
export function isSuccessResponse(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { result?: unknown }).result === "success";
}
