/**
 * What data-protection law asks of a form that collects personal details (UK GDPR articles 13 and 28, and the
 * ICO's guidance on special category data): at the form, who receives the details and in what role, why, for how
 * long, and where the privacy notice is (site.config.json, forms); a processor only under a contract; and no
 * free-text box for a medical history on a public enquiry form, whose health details belong in the practice's
 * patient records, not an enquiries spreadsheet. Errors: a build refuses them.
 */
import type { Rule, RuleHit } from "../types";
import type { LintInput } from "../../content/types";
import { blocksAsWritten, type BlockSite } from "../../content/lint/locate";
import { personalDetail } from "../../forms/personalDetails";
import type { FormField } from "../../schema/blocks/form";
import { phraseFinder, wordsOf } from "../words";
import { ICO_SPECIAL_CATEGORY, ICO_RIGHT_TO_BE_INFORMED } from "./guidance";

const atBlock = (site: BlockSite, path: (string | number)[], reason: string): RuleHit => ({
  file: site.file, document: site.document, path: [...site.prefix, ...path], reason, sharedBlock: site.sharedBlock,
});

const formsIn = (input: LintInput) => blocksAsWritten(input, "form").flatMap((site) => (site.block.type === "form" ? [{ site, form: site.block }] : []));

/** An address of Google's Apps Script: what it receives is held in Google's systems, whoever wrote the script. */
function isAppsScript(url: string | undefined): boolean {
  try {
    const host = new URL(url ?? "").hostname;
    return host === "script.google.com" || host.endsWith(".googleusercontent.com");
  } catch {
    return false;
  }
}

/** A form asking for personal details says, next to its button, who receives them (and a form sent to Google says Google holds them). */
export const formPrivacyNotice: Rule = {
  id: "form-privacy-notice",
  level: "error",
  guidance: ICO_RIGHT_TO_BE_INFORMED,
  reach: "page",
  check: (input) =>
    formsIn(input).flatMap(({ site, form }) => {
      const details = form.fields.map(personalDetail).filter((label): label is string => label !== undefined);
      if (!details.length) return [];
      const entry = input.site.forms.privacy.find((candidate) => candidate.name === form.name);
      if (!entry) {
        return [atBlock(site, ["name"], `the form "${form.name}" asks for personal details (${details.join(", ")}) but does not say who receives them, why, for how long, or where the privacy page is: in the practice details, give the forms' privacy page and add privacy details for the form "${form.name}" (who receives it, why, and how many months it is kept); the form then says so next to its button`)];
      }
      const address = input.site.forms.addresses.find((candidate) => candidate.name === form.sendTo)?.url;
      if (isAppsScript(address) && entry.receiver.role !== "processor") {
        return [atBlock(site, ["sendTo"], `the form "${form.name}" is sent to a Google Apps Script, so Google holds what it sends for the practice, but its privacy details name ${entry.receiver.name} as the receiver: name Google Workspace as a processor, with its contract (Google's processor terms come only with a Google Workspace account, not a personal Google account), or send the form to the practice's own editor`)];
      }
      return [];
    }),
};

/** Each form's details in site.config.json are complete: a privacy page to link to, and a processor's contract. */
export const formPrivacyDetails: Rule = {
  id: "form-privacy-details",
  level: "error",
  guidance: ICO_RIGHT_TO_BE_INFORMED,
  check: (input) =>
    input.site.forms.privacy.flatMap((entry, i) => {
      const at = (path: (string | number)[], reason: string): RuleHit => ({ file: "site.config.json", document: input.site, path: ["forms", "privacy", i, ...path], reason });
      const hits: RuleHit[] = [];
      if (!(entry.privacyPage ?? input.site.forms.privacyPage)) {
        hits.push(at([], `the form "${entry.name}" has no privacy page to link to next to its button: give the privacy page for every form, or for this one`));
      }
      if (entry.receiver.role === "processor" && !entry.receiver.contract) {
        hits.push(at(["receiver"], `${entry.receiver.name} holds what the form "${entry.name}" sends as a processor, but no contract is named: a processor may hold the practice's patients' details only under a written contract (for Google, a Google Workspace account with Google's processor terms). Name it`));
      }
      return hits;
    }),
};

/** "medicalHistory" reads as "medical history". */
const splitName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2");

const healthHistory = phraseFinder([
  "medical history", "medical histories", "medical conditions", "medical condition", "health conditions", "health condition", "health history",
  "medical details", "health details", "medical questionnaire", "health questionnaire", "medications", "medication", "medicines you take",
  "allergies", "allergy",
]);

function healthWordsOf(field: FormField): string | undefined {
  const texts = [field.label, splitName(field.name), field.help ?? "", "placeholder" in field ? (field.placeholder ?? "") : ""];
  for (const text of texts) {
    const found = healthHistory(wordsOf(text));
    if (found) return found;
  }
  return undefined;
}

/** A public enquiry form asks for no medical history in a box of free text. */
export const formHealthHistory: Rule = {
  id: "form-medical-history",
  level: "error",
  guidance: ICO_SPECIAL_CATEGORY,
  reach: "page",
  check: (input) =>
    formsIn(input).flatMap(({ site, form }) =>
      form.fields.flatMap((field, i) => {
        if (field.kind !== "text" && field.kind !== "textarea") return [];
        const found = healthWordsOf(field);
        return found
          ? [atBlock(site, ["fields", i], `the field "${field.label}" asks for "${found}" in free text on a public enquiry form: health details are special category data, and a medical history belongs in the practice's patient records (its patient portal or the forms at the practice), not in an enquiry. Remove the field, or ask only what the enquiry needs`)]
          : [];
      }),
    ),
};

export const FORM_RULES = [formPrivacyNotice, formPrivacyDetails, formHealthHistory];
