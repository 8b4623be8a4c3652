/**
 * What a practice's advertising may not say: prescription-only medicines (Botox and its brand names,
 * "anti-wrinkle injections"), fillers offered on price, claims to be better than other dentists, and patient
 * finance without the practice's FCA wording. Each finding says why and links the guidance; nothing is rewritten.
 */
import type { Rule } from "../types";
import { hitAt, writtenTexts, type WrittenText } from "../texts";
import { firstPhrase, hasPrice } from "../words";
import { ASA_PRESCRIPTION_MEDICINES, FCA_CONSUMER_CREDIT, GDC_ADVERTISING } from "./guidance";

/** Botulinum toxin by its names and brands, and the treatments that stand for it. */
const PRESCRIPTION_ONLY = [
  "botox", "botulinum", "vistabel", "azzalure", "bocouture", "dysport", "xeomin", "letybo", "alluzience", "relfydess",
  "anti wrinkle injection", "anti wrinkle injections", "antiwrinkle injections", "wrinkle relaxing injections", "line relaxing injections",
];

const textRule = (rule: Omit<Rule, "check">, find: (text: WrittenText) => string | undefined): Rule => ({
  ...rule,
  check: (input) => writtenTexts(input).flatMap((text) => {
    const reason = find(text);
    return reason ? [hitAt(text, reason)] : [];
  }),
});

export const prescriptionOnlyMedicines = textRule({ id: "pom-advert", level: "error", guidance: ASA_PRESCRIPTION_MEDICINES }, ({ words }) => {
  const found = firstPhrase(words, PRESCRIPTION_ONLY);
  return found && `the text advertises a prescription-only medicine ("${found}"${hasPrice(words) ? ", with a price" : ""}): prescription-only medicines may not be advertised to the public. Describe the consultation instead, without the medicine's name or price`;
});

export const fillersWithPrice = textRule({ id: "filler-price", level: "warning", guidance: GDC_ADVERTISING }, ({ words }) => {
  const found = firstPhrase(words, ["dermal fillers", "dermal filler", "lip fillers", "lip filler", "fillers", "filler"]);
  return found && hasPrice(words)
    ? `the text offers "${found}" with a price: cosmetic injectables offered on price invite a choice before any assessment. Describe the treatment and the consultation, without a price offer`
    : undefined;
});

const COMPARATIVES = ["best", "leading", "top", "finest", "greatest", "number one", "no 1", "#1", "no1"];
const PRACTITIONERS = new Set(["dentist", "dentists", "dental", "dentistry", "practice", "clinic", "surgery", "orthodontist", "orthodontists", "hygienist", "hygienists", "implantologist"]);

/** "the best dentist", "Coventry's leading dental practice", "number one clinic": a comparative within two words of a practitioner. */
export const comparativeClaims = textRule({ id: "comparative-claim", level: "suggestion", guidance: GDC_ADVERTISING }, ({ words }) => {
  for (const comparative of COMPARATIVES) {
    const phrase = comparative.split(" ");
    for (let i = 0; i + phrase.length <= words.length; i++) {
      if (!phrase.every((part, j) => words[i + j] === part)) continue;
      const after = words.slice(i + phrase.length, i + phrase.length + 3);
      if (after.some((word) => PRACTITIONERS.has(word))) {
        return `the text claims to be better than others ("${comparative} … ${after.find((word) => PRACTITIONERS.has(word))}"): the GDC's guidance asks a practice not to compare its dentists' skills or qualifications with others'. Say what the practice offers instead`;
      }
    }
  }
  return undefined;
});

const financeRule = textRule({ id: "patient-finance", level: "suggestion", guidance: FCA_CONSUMER_CREDIT }, ({ words }) => {
  const found = firstPhrase(words, ["0% finance", "0% interest", "interest free", "pay monthly", "monthly payments", "spread the cost"]);
  return found && `the page offers patient finance ("${found}"): credit offered to patients is regulated by the Financial Conduct Authority. Make sure the page carries the practice's FCA wording (its status as a credit broker and the lender's name)`;
});

/** Finance is said once per page: one reminder where it is first offered, not one per sentence. */
export const patientFinance: Rule = {
  ...financeRule,
  check: (input) => {
    const seen = new Set<string>();
    return financeRule.check(input).filter((hit) => !seen.has(hit.file) && seen.add(hit.file));
  },
};

export const ADVERTISING_RULES = [prescriptionOnlyMedicines, fillersWithPrice, comparativeClaims, patientFinance];
