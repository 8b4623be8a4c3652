// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  checkSubmission,
  errorResponse,
  FORM_FIELDS,
  isSuccessResponse,
  isValidEmail,
  REQUIRED_FIELDS,
  successResponse,
} from "../../../engine/forms/contract";
import { validContact, validFeedback } from "./support";

describe("checkSubmission", () => {
  it("accepts a full contact form and returns the record in contract order", () => {
    const result = checkSubmission(validContact);
    expect(result).toEqual({ ok: true, formType: "contact", record: validContact });
    if (result.ok) expect(Object.keys(result.record)).toEqual([...FORM_FIELDS.contact]);
  });

  it("accepts a contact form without the optional phone and service, storing them empty", () => {
    const { phone: _phone, service: _service, ...required } = validContact;
    const result = checkSubmission(required);
    expect(result.ok && result.record).toMatchObject({ phone: "", service: "" });
  });

  it("accepts a feedback form with privacy consent 'Yes'", () => {
    expect(checkSubmission(validFeedback)).toEqual({ ok: true, formType: "feedback", record: validFeedback });
  });

  it("trims values and drops fields the contract does not know", () => {
    const result = checkSubmission({ ...validFeedback, name: "  Grace  ", extra: "ignored" });
    expect(result.ok && result.record).toEqual({ ...validFeedback, name: "Grace" });
  });

  it.each([...REQUIRED_FIELDS.contact])("rejects a contact form without %s", (field) => {
    const result = checkSubmission({ ...validContact, [field]: "   " });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/required field/);
  });

  it.each(["name", "email", "subject", "message"])("rejects a feedback form without %s", (field) => {
    const fields: Record<string, string> = { ...validFeedback };
    delete fields[field];
    expect(checkSubmission(fields).ok).toBe(false);
  });

  it("names every missing field in one message", () => {
    const result = checkSubmission({ formType: "contact" });
    expect(result).toEqual({
      ok: false,
      error: "Please fill in the required fields: First Name, Last Name, Email Address, Message.",
    });
  });

  it.each(["No", "", "yes", "true"])("rejects feedback whose privacy consent is %j", (privacyConsent) => {
    const result = checkSubmission({ ...validFeedback, privacyConsent });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/privacy consent/);
  });

  it.each(["ada", "ada@", "ada@example", "ada example@x.com", "@example.com"])("rejects the e-mail %j", (email) => {
    const result = checkSubmission({ ...validContact, email });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/valid e-mail/) as unknown });
  });

  it("rejects a missing or unknown form type", () => {
    const { formType: _formType, ...noType } = validContact;
    expect(checkSubmission(noType)).toEqual({ ok: false, error: expect.stringMatching(/form type is missing/) as unknown });
    expect(checkSubmission({ ...validContact, formType: "newsletter" })).toEqual({
      ok: false,
      error: "Unknown form type 'newsletter'. Expected 'contact' or 'feedback'.",
    });
    expect(checkSubmission({ ...validContact, formType: "__proto__" }).ok).toBe(false);
  });
});

describe("contract helpers", () => {
  it("checks e-mails simply", () => {
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a.b+c@sub.example.org")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
  });

  it("builds and reads responses the way the site does", () => {
    expect(successResponse()).toEqual({ result: "success" });
    expect(errorResponse("why")).toEqual({ result: "error", error: "why" });
    expect(isSuccessResponse({ result: "success" })).toBe(true);
    expect(isSuccessResponse({ result: "error", error: "x" })).toBe(false);
    expect(isSuccessResponse({ result: "Success" })).toBe(false);
    expect(isSuccessResponse(null)).toBe(false);
    expect(isSuccessResponse("success")).toBe(false);
  });
});
