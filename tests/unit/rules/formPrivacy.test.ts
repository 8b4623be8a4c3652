/** Privacy at the form (issue 50): the UK dental rules refuse a form that does not say who receives its details, and a medical history in free text. */
import { afterEach, describe, expect, it } from "vitest";
import type { TempSite } from "../../support/tempSite";
import { dentalSite, ruleProblems } from "./support";

let site: TempSite;
afterEach(() => site?.remove());

const ENQUIRY_FORM = {
  type: "form",
  heading: "Ask us",
  name: "enquiry",
  sendTo: "contact",
  fields: [
    { kind: "text", name: "fullName", label: "Your name", required: true, autocomplete: "name" },
    { kind: "email", name: "email", label: "Email", required: true },
    { kind: "textarea", name: "message", label: "Message", required: true },
  ],
};

const PRIVACY_ENTRY = { name: "enquiry", title: "Enquiries", purpose: "to answer your question", receiver: { name: "Example Dental", role: "controller" }, retentionMonths: 6 };

/** The dental fixture with an enquiry form on its contact page, its privacy details as `forms` gives them. */
function withForm(forms: (config: any) => void, form: object = ENQUIRY_FORM) {
  site = dentalSite();
  site.edit("pages/contact.json", (page) => page.blocks.push(form));
  site.edit("site.config.json", (config) => {
    config.forms.addresses.forEach((address: { url: string }) => (address.url = "https://forms.example.org/submit"));
    forms(config);
  });
  return ruleProblems(site);
}

const complete = (config: any) => {
  config.forms.privacyPage = "/fillings";
  config.forms.privacy = [structuredClone(PRIVACY_ENTRY)];
};

describe("privacy at the form (uk-dental)", () => {
  it("finds nothing when the form's receiver, purpose, retention and privacy page are declared", () => {
    expect(withForm(complete)).toEqual([]);
  });

  it("a form asking for personal details without privacy details is an error at the form, naming what to add", () => {
    const found = withForm(() => {});
    expect(found.map((p) => [p.rule, p.severity, p.file])).toEqual([["form-privacy-notice", "error", "pages/contact.json"]]);
    expect(found[0]!.message).toMatch(/"enquiry" asks for personal details \(Your name, Email\) but does not say who receives them/);
    expect(found[0]!.line).toBeGreaterThan(1);
  });

  it("a form that asks for no personal details needs none", () => {
    const anonymous = { ...ENQUIRY_FORM, fields: [{ kind: "rating", name: "score", label: "How was your visit?" }] };
    expect(withForm(() => {}, anonymous)).toEqual([]);
  });

  it("without a privacy page, or a processor without its contract, the config entry is an error", () => {
    expect(withForm((c) => (complete(c), delete c.forms.privacyPage)).map((p) => [p.rule, p.where])).toEqual([["form-privacy-details", "forms.privacy[0]"]]);
    site.remove();
    // The form's own page is enough.
    expect(withForm((c) => (complete(c), delete c.forms.privacyPage, (c.forms.privacy[0].privacyPage = "/fillings")))).toEqual([]);
    site.remove();
    const processor = (c: any) => (complete(c), (c.forms.privacy[0].receiver = { name: "Hosted Forms Ltd", role: "processor" }));
    expect(withForm(processor).map((p) => [p.rule, p.where])).toEqual([["form-privacy-details", "forms.privacy[0].receiver"]]);
    site.remove();
    expect(withForm((c) => (processor(c), (c.forms.privacy[0].receiver.contract = "Hosted Forms' data processing agreement")))).toEqual([]);
  });

  it("without a retention, for the form or for every form, the validator refuses the entry (for any site)", () => {
    const found = withForm((c) => (complete(c), delete c.forms.privacy[0].retentionMonths));
    expect(found.map((p) => [p.severity, p.where])).toEqual([["error", "forms.privacy[0].retentionMonths"]]);
    expect(found[0]!.message).toMatch(/does not say how long its submissions are kept/);
    site.remove();
    expect(withForm((c) => (complete(c), delete c.forms.privacy[0].retentionMonths, (c.forms.retentionMonths = 12)))).toEqual([]);
  });

  it("a form sent to a Google Apps Script must name Google as a processor, not the practice as the receiver", () => {
    const toGoogle = (c: any) => (complete(c), (c.forms.addresses[0].url = "https://script.google.com/macros/s/AKfy123/exec"));
    expect(withForm(toGoogle).map((p) => [p.rule, p.where])).toEqual([["form-privacy-notice", expect.stringMatching(/sendTo$/)]]);
    site.remove();
    const workspace = (c: any) => (toGoogle(c), (c.forms.privacy[0].receiver = { name: "Google Workspace", role: "processor", contract: "Google Workspace's Cloud Data Processing Addendum" }));
    expect(withForm(workspace)).toEqual([]);
  });

  it("a free-text field for a medical history on a public enquiry form is an error, however it is labelled", () => {
    const asking = (field: object) => ({ ...ENQUIRY_FORM, fields: [...ENQUIRY_FORM.fields, field] });
    for (const field of [
      { kind: "textarea", name: "history", label: "Your medical history" },
      { kind: "text", name: "medicalHistory", label: "Anything else?" },
      { kind: "textarea", name: "notes", label: "Notes", help: "List any medications and allergies." },
    ]) {
      const found = withForm(complete, asking(field));
      expect(found.map((p) => [p.rule, p.severity, p.where]), field.label).toEqual([["form-medical-history", "error", "blocks[1].fields[3]"]]);
      site.remove();
    }
    // A list of treatments is no free text, and "history" alone is no medical history.
    expect(withForm(complete, asking({ kind: "text", name: "visitHistory", label: "When did you last visit a dentist?" }))).toEqual([]);
  });
});
