// @vitest-environment node
/** The receivers' rules (engine/forms/contract.ts), driven by each form's definition: the fixture forms, the third one included. */
import { describe, expect, it } from "vitest";
import { checkFormSubmission, checkSubmission, errorResponse, isSuccessResponse, isValidEmail, measuredLength, successResponse } from "../../../engine/forms/contract";
import { DEFINITIONS, validContact, validFeedback, validNewPatient } from "./support";

const definition = (name: string) => DEFINITIONS.get(name)!;
const check = (fields: Record<string, string>) => checkFormSubmission((name) => DEFINITIONS.get(name), fields);

describe("checkSubmission", () => {
  it.each([
    ["contact", validContact],
    ["feedback", validFeedback],
    ["new-patient", validNewPatient],
  ] as const)("accepts a full %s form and returns the record in its definition's order, then formType", (name, fields) => {
    const result = check(fields);
    expect(result).toEqual({ ok: true, formType: name, record: fields });
    if (result.ok) expect(Object.keys(result.record)).toEqual([...definition(name).fields.map((field) => field.name), "formType"]);
  });

  it("stores optional fields left out as empty, and an optional consent box left out as 'No'", () => {
    const { phone: _phone, service: _service, ...required } = validContact;
    expect(check(required)).toMatchObject({ ok: true, record: { phone: "", service: "" } });
    const withoutConsent = definition("new-patient");
    const optional = { ...withoutConsent, fields: withoutConsent.fields.map((field) => ({ ...field, required: false })) };
    expect(checkSubmission(optional, { formType: "new-patient" })).toMatchObject({ ok: true, record: { privacyConsent: "No", confidence: "" } });
  });

  it("trims values and drops fields the definition does not know", () => {
    const result = check({ ...validFeedback, name: "  Grace  ", extra: "ignored", website: "", elapsedMs: "9000" });
    expect(result).toEqual({ ok: true, formType: "feedback", record: { ...validFeedback, name: "Grace" } });
  });

  it.each(definition("contact").fields.filter((field) => field.required).map((field) => field.name))("refuses a contact form without %s", (name) => {
    expect(check({ ...validContact, [name]: "   " })).toEqual({ ok: false, error: expect.stringMatching(/required field/) as unknown });
  });

  it("names every missing field in one message, by its label", () => {
    expect(check({ formType: "contact" })).toEqual({ ok: false, error: "Please fill in the required fields: First Name, Last Name, Email Address, Message." });
  });

  it.each(["No", "", "yes", "true"])("refuses a required consent box sent as %j", (privacyConsent) => {
    const result = check({ ...validFeedback, privacyConsent });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^Please tick the box "I understand that .*|the box is sent as "Yes" or "No"/);
  });

  it.each(["ada", "ada@", "ada@example", "ada example@x.com", "@example.com"])("refuses the e-mail %j", (email) => {
    expect(check({ ...validContact, email })).toEqual({ ok: false, error: "Email Address must be a valid e-mail address, like name@example.com." });
  });

  it("refuses a choice the form does not offer, in a list and in a rating", () => {
    expect(check({ ...validContact, service: "brain-surgery" })).toEqual({ ok: false, error: "Service of Interest must be one of the choices the form offers." });
    expect(check({ ...validNewPatient, bestTimeToCall: "Midnight" }).ok).toBe(false);
    expect(check({ ...validNewPatient, confidence: "6" }).ok).toBe(false);
    expect(check({ ...validNewPatient, confidence: "" }).ok).toBe(true);
  });

  it("keeps to the length limits, counting a line break once however it was sent", () => {
    expect(check({ ...validNewPatient, dateOfBirth: "1/1/1" })).toEqual({ ok: false, error: "Date of Birth is too short: at least 6 characters." });
    expect(check({ ...validNewPatient, notes: "x".repeat(501) })).toEqual({ ok: false, error: "Anything we should know? is too long: at most 500 characters." });
    // 500 characters in the browser, 250 line breaks sent as CR LF: still 500.
    expect(check({ ...validNewPatient, notes: "x\r\n".repeat(250).trim() + "x" }).ok).toBe(true);
    expect(measuredLength(" a\r\nb\rc\n ")).toBe(5);
  });

  it("refuses a missing form type, or a form the site does not have", () => {
    const { formType: _formType, ...noType } = validContact;
    expect(check(noType)).toEqual({ ok: false, error: "The form type is missing, so the submission cannot be filed." });
    expect(check({ ...validContact, formType: "newsletter" })).toEqual({ ok: false, error: "Unknown form type 'newsletter': this site has no form of that name." });
    for (const formType of ["__proto__", "toString", "constructor", "../contact", "Contact"]) expect(check({ ...validContact, formType }).ok, formType).toBe(false);
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
