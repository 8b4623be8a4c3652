/** The browser's checks agree with the written contract (contract.ts), so the form never sends what a receiver refuses. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkSubmission, FORM_FIELDS } from "../../../engine/forms/contract";
import { contactForm, feedbackForm } from "../../../engine/forms/definitions";

const text = fc.oneof(fc.constant(""), fc.constant("   "), fc.string({ maxLength: 12 }), fc.constantFrom("ada@example.com", "a@b.c", "x@y", "no at sign", " pad@example.org "));

describe("form checks and the contract", () => {
  it("contact: the form passes exactly the values checkSubmission accepts", () => {
    fc.assert(
      fc.property(fc.record({ firstName: text, lastName: text, email: text, phone: text, service: text, message: text }), (values) => {
        const browserOk = Object.keys(contactForm.validate(values)).length === 0;
        expect(checkSubmission(contactForm.toSubmission(values)).ok).toBe(browserOk);
      }),
      { numRuns: 500 },
    );
  });

  it("feedback: the form passes exactly the values checkSubmission accepts", () => {
    fc.assert(
      fc.property(fc.record({ name: text, email: text, subject: text, message: text, privacyConsent: fc.boolean() }), (values) => {
        const browserOk = Object.keys(feedbackForm.validate(values)).length === 0;
        expect(checkSubmission(feedbackForm.toSubmission(values)).ok).toBe(browserOk);
      }),
      { numRuns: 500 },
    );
  });

  it("sends privacyConsent as 'Yes' or 'No'", () => {
    const base = { name: "G", email: "g@example.com", subject: "S", message: "M" };
    expect(feedbackForm.toSubmission({ ...base, privacyConsent: true }).privacyConsent).toBe("Yes");
    expect(feedbackForm.toSubmission({ ...base, privacyConsent: false }).privacyConsent).toBe("No");
  });

  it("submissions hold exactly the contract's fields, in its order, trimmed", () => {
    const contact = contactForm.toSubmission({ firstName: " Ada ", lastName: "L", email: "a@b.co", phone: "", service: "veneers", message: " hi\n" });
    expect(Object.keys(contact)).toEqual([...FORM_FIELDS.contact]);
    expect(contact).toMatchObject({ firstName: "Ada", message: "hi", formType: "contact" });
    const feedback = feedbackForm.toSubmission({ name: "G", email: "g@example.com", subject: "S", message: "M", privacyConsent: true });
    expect(Object.keys(feedback)).toEqual([...FORM_FIELDS.feedback]);
    expect(feedback.formType).toBe("feedback");
  });
});
