/**
 * A site's forms are checked like pages (engine/schema/blocks/formRules.ts, engine/content/validate/forms.ts,
 * engine/content/formNotices.ts): each mistake is reported in plain English with its file, line and place.
 * Fixture sites with the fixture forms; ajv takes part, so the editor's schema must agree on each.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";
import { formatProblem } from "../../engine/content/validate/problem";
import { formNotices } from "../../engine/content/formNotices";
import { tempSite, type TempSite } from "../support/tempSite";
import { fixtureFormJson } from "../support/forms";

const generated = generateJsonSchemas();
const jsonSchemas = compileJsonSchemas(generated.site, generated.page, generated.sharedBlock);

let site: TempSite;
afterEach(() => site?.remove());

/** The fixture site with the contact form on /contact (its block 2), changed by `change`; every problem, formatted. */
function problemsWith(change: (form: Record<string, any>, site: TempSite) => void = () => {}) {
  site = tempSite();
  const form = fixtureFormJson("contact");
  change(form, site);
  site.edit("pages/contact.json", (page) => page.blocks.push(form));
  return validateProject(site.root, { jsonSchemas }).problems.map(formatProblem);
}

describe("a form's own mistakes", () => {
  it("none in the fixture form", () => {
    expect(problemsWith()).toEqual([]);
  });

  it("two fields with one name", () => {
    expect(problemsWith((form) => (form.fields[3].name = "email"))).toEqual([
      'pages/contact.json:40:19 › blocks[1].fields[3].name: block 2 (Form), field 4: field 3 is already named "email"; each field needs a name of its own, as the receivers file what is sent under it',
    ]);
  });

  it("a list without choices, and a list with both kinds", () => {
    expect(problemsWith((form) => delete form.fields[4].services)).toEqual([
      'pages/contact.json:44:9 › blocks[1].fields[4]: block 2 (Form), field 5: this list has nothing to choose from: add "options" (a list of texts) or "services" ("all", or a list of keys from the services catalogue)',
    ]);
    expect(problemsWith((form) => (form.fields[4].options = ["Soon"]))).toEqual([
      'pages/contact.json:50:23 › blocks[1].fields[4].services: block 2 (Form), field 5: a list takes its choices from "options" or from "services", not both: delete one of them',
    ]);
  });

  it("a service that is not in the catalogue, with did-you-mean", () => {
    expect(problemsWith((form) => (form.fields[4].services = ["veneers", "filings"]))).toEqual([
      'pages/contact.json:52:13 › blocks[1].fields[4].services[1]: block 2 (Form), field 5, service 2: "filings" is not a treatment of the services catalogue (site.config.json, "services"); did you mean "fillings"?',
    ]);
  });

  it("a sendTo that is not one of site.config.json's form addresses", () => {
    expect(problemsWith((form) => (form.sendTo = "contacts"))).toEqual([
      'pages/contact.json:14:17 › blocks[1].sendTo: block 2 (Form): "contacts" is not a form address of site.config.json ("forms", "addresses"; it has: contact, feedback); did you mean "contact"?',
    ]);
  });

  it("two form addresses with one name in site.config.json", () => {
    const lines = problemsWith((_form, s) => s.edit("site.config.json", (config) => (config.forms.addresses[1].name = "contact")));
    expect(lines.filter((line) => line.startsWith("site.config.json"))).toEqual([
      'site.config.json:75:17 › forms.addresses[1].name: "forms", address 2: address 1 is already named "contact"; each address needs a name of its own, as forms choose one by it',
    ]);
  });

  it("a field named as the engine names what it sends itself", () => {
    expect(problemsWith((form) => (form.fields[3].name = "formType"))).toEqual([
      'pages/contact.json:40:19 › blocks[1].fields[3].name: block 2 (Form), field 4: "formType" is a name the engine sends itself (it carries the form\'s name); choose another name',
    ]);
  });

  it("an unknown kind of field, a field name with a space, fewer characters allowed than required", () => {
    expect(problemsWith((form) => (form.fields[3].kind = "phone"))).toEqual([
      'pages/contact.json:41:19 › blocks[1].fields[3].kind: block 2 (Form), field 4: "phone" is not a known "kind"; choose one of: text, email, tel, textarea, select, rating, consent',
    ]);
    expect(problemsWith((form) => (form.fields[3].name = "phone number"))).toEqual([
      'pages/contact.json:40:19 › blocks[1].fields[3].name: block 2 (Form), field 4: "phone number" is not a field name; use letters and digits only, starting with a letter, like "firstName" or "bestTimeToCall"',
    ]);
    expect(problemsWith((form) => Object.assign(form.fields[5], { minLength: 50, maxLength: 20 }))).toEqual([
      'pages/contact.json:60:24 › blocks[1].fields[5].minLength: block 2 (Form), field 6: the fewest characters (50) is more than the most (maxLength, 20), so nothing could be sent',
    ]);
  });
});

describe("forms across pages", () => {
  it("the same form on two pages, from one shared block, is one form", () => {
    expect(
      problemsWith((form, s) => {
        s.write("pages/_shared/forms/contact.json", { $schema: "../../../schemas/shared-block.schema.json", ...form });
        s.edit("pages/veneers.json", (page) => page.blocks.push({ ref: "shared/forms/contact" }));
      }),
    ).toEqual([]);
  });

  it("two forms with one name and different fields", () => {
    const lines = problemsWith((form, s) => s.edit("pages/veneers.json", (page) => page.blocks.push({ ...form, heading: "Ask about veneers", fields: form.fields.slice(0, 3) })));
    expect(lines).toEqual([
      'pages/veneers.json:24:15 › blocks[2].name: block 3 (Form): this form is named "contact" like the form in pages/contact.json (block 2), but the two differ ("fields"). A form\'s name files its submissions, so one name must be one form: keep the form once in pages/_shared/ and point both pages at it ({ "ref": "shared/<name>" }), or give this form a name of its own',
    ]);
  });
});

describe("a notice, never an error", () => {
  it("for a form that asks for personal details without a consent box", () => {
    problemsWith();
    const result = validateProject(site.root, { jsonSchemas });
    expect(formNotices(result, site.root).map(formatProblem)).toEqual([
      "pages/contact.json:15:17 › blocks[1].fields: notice: block 2 (Form): this form asks for personal details (First Name, Last Name, Email Address, Phone Number) but has no consent box: if the visitor should agree to how you will use them, add a field of kind \"consent\" that says so",
    ]);
  });

  it("not for a form with a consent box, nor for one that asks for nothing personal", () => {
    problemsWith((form) => form.fields.push({ name: "consent", kind: "consent", label: "I agree.", required: true }));
    expect(formNotices(validateProject(site.root, { jsonSchemas }), site.root)).toEqual([]);
    problemsWith((form) => (form.fields = form.fields.slice(4)));
    expect(formNotices(validateProject(site.root, { jsonSchemas }), site.root)).toEqual([]);
  });
});
