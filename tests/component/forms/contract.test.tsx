/**
 * The browser's checks agree with the written contract (contract.ts), so a form never sends what a
 * receiver refuses, and never refuses what a receiver takes: for each fixture form, on any values.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkSubmission, FORM_TYPE_FIELD } from "../../../engine/forms/contract";
import { checkValues, toSubmission, type FormValues } from "../../../engine/forms/checks";
import { choicesOf, receiverDefinition } from "../../../engine/forms/definition";
import type { FormField } from "../../../engine/schema/blocks/form";
import { FIXTURE_FORMS, fixtureForm } from "../../support/forms";
import { site } from "./support";

const text = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 70, maxLength: 600 }),
  fc.constantFrom("ada@example.com", "a@b.c", "x@y", "no at sign", " pad@example.org ", "21/03/1980", "line\none", "line\r\ntwo"),
);

/** Any value a field could hold: its choices and blanks for a list or a rating, anything for text. */
function valueFor(field: FormField): fc.Arbitrary<string | boolean> {
  if (field.kind === "consent") return fc.boolean();
  const choices = choicesOf(field, site)?.map((choice) => choice.value);
  return choices ? fc.oneof(fc.constantFrom("", ...choices), text) : text;
}

describe.each(FIXTURE_FORMS)("the %s form's checks and the contract", (name) => {
  const block = fixtureForm(name);
  const definition = receiverDefinition(block, site);
  const values = fc.record(Object.fromEntries(block.fields.map((field) => [field.name, valueFor(field)]))) as fc.Arbitrary<FormValues>;

  it("passes exactly the values checkSubmission accepts", () => {
    fc.assert(
      fc.property(values, (v) => {
        const browserOk = Object.keys(checkValues(block.fields, v, site)).length === 0;
        expect(checkSubmission(definition, toSubmission(block, v)).ok).toBe(browserOk);
      }),
      { numRuns: 400 },
    );
  });

  it("sends exactly the definition's fields, in its order, trimmed, then formType", () => {
    const empty = Object.fromEntries(block.fields.map((field) => [field.name, field.kind === "consent" ? true : " x "]));
    const sent = toSubmission(block, empty);
    expect(Object.keys(sent)).toEqual([...definition.fields.map((field) => field.name), FORM_TYPE_FIELD]);
    expect(sent[FORM_TYPE_FIELD]).toBe(block.name);
    for (const field of block.fields) expect(sent[field.name]).toBe(field.kind === "consent" ? "Yes" : "x");
  });
});

describe("a consent box", () => {
  it("is sent as 'Yes' or 'No'", () => {
    const block = fixtureForm("feedback");
    const base = { name: "G", email: "g@example.com", subject: "S", message: "M" };
    expect(toSubmission(block, { ...base, privacyConsent: true }).privacyConsent).toBe("Yes");
    expect(toSubmission(block, { ...base, privacyConsent: false }).privacyConsent).toBe("No");
  });
});
