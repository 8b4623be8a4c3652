/**
 * The one written contract between the site's forms and whatever receives them: the local collector
 * (engine/forms/collector) and the production Google Apps Script (engine/forms/apps-script/Code.gs, which
 * repeats these rules by hand, and a test runs it against them). The rules are general; what each form
 * holds comes from its definition (engine/forms/definition.ts), which the build publishes as
 * dist/forms/<name>.json, so a field added in the content needs no change here or in a receiver.
 *
 * Pure data and functions only: this file is imported by browser code too, so it must not import anything from Node.
 */

/** What kinds of field there are (the content's form blocks choose one per field). */
export type FieldKind = "text" | "email" | "tel" | "textarea" | "select" | "rating" | "consent";

/** What a receiver needs to know about one field. */
export interface ReceiverField {
  name: string;
  kind: FieldKind;
  /** Names the field in a receiver's error messages. */
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** The values a select or a rating may send (a select may also be left empty unless it is required). */
  choices?: string[];
}

/** A form as its receivers see it: dist/forms/<name>.json. */
export interface ReceiverDefinition {
  /** The form's name; submissions are filed under it (the sheet, the .jsonl file). */
  name: string;
  fields: ReceiverField[];
}

/** The field every form sends with its own name, so a receiver knows which definition applies. */
export const FORM_TYPE_FIELD = "formType";

/** A consent box is sent as one of these. */
export const CONSENT_YES = "Yes";
export const CONSENT_NO = "No";

/** A rating's values. */
export const RATING_CHOICES = ["1", "2", "3", "4", "5"];

/** What the receiver answers, as JSON. The site only looks at `result`. */
export type FormResponse = { result: "success" } | { result: "error"; error: string };

export type CheckResult = { ok: true; formType: string; record: Record<string, string> } | { ok: false; error: string };

// Deliberately simple: something@something.something, no spaces. The real check is the reply.
// Written so that each character can be read one way only (after the @: a first character, then up to
// the first full stop after it, then the rest); "[^\s@]+\.[^\s@]+" took the square of a long address's length.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * How long a value is, as every side counts it: trimmed, each line break one character. Multipart form
 * data turns a textarea's line breaks into CR LF on the way, so without this a receiver would count a
 * message longer than the browser did.
 */
export function measuredLength(value: string): number {
  return value.trim().replace(/\r\n?/g, "\n").length;
}

const blank = (value: string) => value === "";

/**
 * Checks one submission against its form's definition. On success returns the record to store: exactly
 * the definition's fields, trimmed, in its order, then formType (unknown fields are dropped, missing
 * optional ones become "", an unticked optional consent box "No"). On failure returns one plain-English reason.
 */
export function checkSubmission(definition: ReceiverDefinition, fields: Record<string, string>): CheckResult {
  const record: Record<string, string> = {};
  for (const field of definition.fields) {
    const value = own(fields, field.name).trim();
    record[field.name] = field.kind === "consent" && value === "" ? CONSENT_NO : value;
  }
  record[FORM_TYPE_FIELD] = definition.name;

  // A consent box gets its own, clearer message below.
  const missing = definition.fields.filter((field) => field.required && field.kind !== "consent" && blank(record[field.name]!));
  if (missing.length > 0) {
    const labels = missing.map((field) => field.label).join(", ");
    return { ok: false, error: `Please fill in the required ${missing.length === 1 ? "field" : "fields"}: ${labels}.` };
  }
  for (const field of definition.fields) {
    const value = record[field.name]!;
    const problem = field.kind === "consent" ? consentProblem(field, value) : blank(value) ? undefined : valueProblem(field, value);
    if (problem) return { ok: false, error: problem };
  }
  return { ok: true, formType: definition.name, record };
}

function valueProblem(field: ReceiverField, value: string): string | undefined {
  if (field.kind === "email" && !isValidEmail(value)) return `${field.label} must be a valid e-mail address, like name@example.com.`;
  if (field.choices && !field.choices.includes(value)) return `${field.label} must be one of the choices the form offers.`;
  const length = measuredLength(value);
  if (field.minLength !== undefined && length < field.minLength) return `${field.label} is too short: at least ${field.minLength} characters.`;
  if (field.maxLength !== undefined && length > field.maxLength) return `${field.label} is too long: at most ${field.maxLength} characters.`;
  return undefined;
}

function consentProblem(field: ReceiverField, value: string): string | undefined {
  if (value !== CONSENT_YES && value !== CONSENT_NO) return `${field.label}: the box is sent as "${CONSENT_YES}" or "${CONSENT_NO}".`;
  if (field.required && value !== CONSENT_YES) return `Please tick the box "${field.label}": it must be ticked to send this form.`;
  return undefined;
}

/**
 * Which definition a submission names (its formType), then its check. `definitionOf` answers undefined
 * for a form the site does not have, which is refused.
 */
export function checkFormSubmission(definitionOf: (name: string) => ReceiverDefinition | undefined, fields: Record<string, string>): CheckResult {
  const formType = own(fields, FORM_TYPE_FIELD).trim();
  if (formType === "") return { ok: false, error: "The form type is missing, so the submission cannot be filed." };
  const definition = FORM_NAME_PATTERN.test(formType) ? definitionOf(formType) : undefined;
  if (!definition) return { ok: false, error: `Unknown form type '${formType.slice(0, 40)}': this site has no form of that name.` };
  return checkSubmission(definition, fields);
}

/**
 * The fields of a submission its form does not have (besides formType and the spam checks' own): a receiver that
 * keeps nothing it was not asked for refuses them rather than dropping them silently.
 */
export function unknownFieldsOf(definition: ReceiverDefinition, fields: Record<string, string>): string[] {
  const known = new Set([...definition.fields.map((field) => field.name), FORM_TYPE_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD]);
  return Object.keys(fields).filter((name) => !known.has(name));
}

/** A form's name (the form block's "name"): also part of a file name and an address, so nothing else gets through. */
export const FORM_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A field of the submission itself, never one inherited from Object.prototype ("toString", "__proto__"). */
function own(fields: Record<string, string>, name: string): string {
  return Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name] ?? "") : "";
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
