/**
 * A form's values in the browser, checked field by field before anything is sent, and turned into what
 * the form posts. The checks are the contract's (contract.ts, checkSubmission) worded per field, so the
 * visitor sees each problem under the field it belongs to; a test proves the two agree on any values.
 */
import type { SiteConfig } from "../schema/site";
import type { FormBlock, FormField } from "../schema/blocks/form";
import { fillIn } from "../ui/fillIn";
import { CONSENT_NO, CONSENT_YES, FORM_TYPE_FIELD, isValidEmail, measuredLength } from "./contract";
import { choicesOf } from "./definition";

/** What a visitor has typed or chosen: text for most fields, true/false for a consent box. */
export type FormValues = Record<string, string | boolean>;

/** One message per field that needs attention; a field without a problem is absent. */
export type FieldErrors = Partial<Record<string, string>>;

/** The values of an empty form, in the order the fields are shown (the order errors are visited in). */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === "consent" ? false : ""]));
}

/** Whether a value may stand in this field: a draft kept from an older form must not bring a choice it no longer offers. */
export function fitsField(field: FormField, value: unknown, site: SiteConfig): boolean {
  if (field.kind === "consent") return typeof value === "boolean";
  if (typeof value !== "string") return false;
  const choices = choicesOf(field, site);
  return !choices || value === "" || choices.some((choice) => choice.value === value);
}

/** What is wrong with one field's value, in the words the visitor reads under it; undefined when nothing is. */
export function fieldProblem(field: FormField, value: string | boolean, site: SiteConfig): string | undefined {
  const { strings } = site;
  if (field.kind === "consent") return field.required && value !== true ? (field.requiredMessage ?? strings.formRequiredConsent) : undefined;
  const text = String(value).trim();
  if (text === "") {
    if (!field.required) return undefined;
    return field.requiredMessage ?? (field.kind === "select" || field.kind === "rating" ? strings.formRequiredChoice : strings.formRequired);
  }
  if (field.kind === "email" && !isValidEmail(text)) return strings.formInvalidEmail;
  const choices = choicesOf(field, site);
  if (choices && !choices.some((choice) => choice.value === text)) return strings.formRequiredChoice;
  if ("maxLength" in field) {
    const length = measuredLength(text);
    if (field.minLength !== undefined && length < field.minLength) return fillIn(strings.formTooShort, { min: field.minLength });
    if (field.maxLength !== undefined && length > field.maxLength) return fillIn(strings.formTooLong, { max: field.maxLength });
  }
  return undefined;
}

/** Every field's problem, in field order. */
export function checkValues(fields: readonly FormField[], values: FormValues, site: SiteConfig): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name] ?? "", site);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The fields as the form posts them: in the definition's order, trimmed (the receivers trim too), a consent box as Yes or No, then formType. */
export function toSubmission(block: Pick<FormBlock, "name" | "fields">, values: FormValues): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of block.fields) {
    const value = values[field.name];
    sent[field.name] = field.kind === "consent" ? (value === true ? CONSENT_YES : CONSENT_NO) : String(value ?? "").trim();
  }
  sent[FORM_TYPE_FIELD] = block.name;
  return sent;
}
