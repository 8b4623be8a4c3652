/**
 * What a practice's advertising may not say: prescription-only medicines (Botox and its brand names,
 * "anti-wrinkle injections"), fillers offered on price, claims to be better than other dentists, and patient
 * finance without the practice's FCA wording. Each finding says why and links the guidance; nothing is rewritten.
 */
import type { Rule } from "../types";
import { hitAt, writtenTexts, type WrittenText } from "../texts";
import { hasPrice, phraseFinder } from "../words";
import { ASA_PRESCRIPTION_MEDICINES, FCA_CONSUMER_CREDIT, GDC_ADVERTISING } from "./guidance";

/** Botulinum toxin by its names and brands, and the treatments that stand for it. */
const prescriptionOnly = phraseFinder([
  "botox", "botulinum", "vistabel", "azzalure", "bocouture", "dysport", "xeomin", "letybo", "alluzience", "relfydess",
  "anti wrinkle injection", "anti wrinkle injections", "antiwrinkle injections", "wrinkle relaxing injections", "line relaxing injections",
]);
const fillers = phraseFinder(["dermal fillers", "dermal filler", "lip fillers", "lip filler", "fillers", "filler"]);
const finance = phraseFinder(["0% finance", "0% interest", "interest free", "pay monthly", "monthly payments", "spread the cost"]);

const textRule = (rule: Omit<Rule, "check">, find: (text: WrittenText) => string | undefined): Rule => ({
  ...rule,
  reach: "page",
  check: (input) => writtenTexts(input).flatMap((text) => {
    const reason = find(text);
    return reason ? [hitAt(text, reason)] : [];
  }),
});

export const prescriptionOnlyMedicines = textRule({ id: "pom-advert", level: "error", guidance: ASA_PRESCRIPTION_MEDICINES }, ({ words }) => {
  const found = prescriptionOnly(words);
  return found && `the text advertises a prescription-only medicine ("${found}"${hasPrice(words) ? ", with a price" : ""}): prescription-only medicines may not be advertised to the public. Describe the consultation instead, without the medicine's name or price`;
});

export const fillersWithPrice = textRule({ id: "filler-price", level: "warning", guidance: GDC_ADVERTISING }, ({ words }) => {
  const found = fillers(words);
  return found && hasPrice(words)
    ? `the text offers "${found}" with a price: cosmetic injectables offered on price invite a choice before any assessment. Describe the treatment and the consultation, without a price offer`
    : undefined;
});

const COMPARATIVES = new Map([["best", 1], ["leading", 1], ["top", 1], ["finest", 1], ["greatest", 1], ["number", 2], ["no", 2], ["#1", 1], ["no1", 1]]);
const PRACTITIONERS = new Set(["dentist", "dentists", "dental", "dentistry", "practice", "clinic", "surgery", "orthodontist", "orthodontists", "hygienist", "hygienists", "implantologist"]);

/** "the best dentist", "Coventry's leading dental practice", "number one clinic": a comparative within three words of a practitioner. */
export const comparativeClaims = textRule({ id: "comparative-claim", level: "suggestion", guidance: GDC_ADVERTISING }, ({ words }) => {
  for (let i = 0; i < words.length; i++) {
    const length = COMPARATIVES.get(words[i]!);
    if (!length) continue;
    // "number one" and "no 1" are two words; "number" or "no" alone compare nothing.
    if (length === 2 && !((words[i] === "number" && words[i + 1] === "one") || (words[i] === "no" && words[i + 1] === "1"))) continue;
    const after = words.slice(i + length, i + length + 3);
    const practitioner = after.find((word) => PRACTITIONERS.has(word));
    if (practitioner) {
      return `the text claims to be better than others ("${words.slice(i, i + length).join(" ")} … ${practitioner}"): the GDC's guidance asks a practice not to compare its dentists' skills or qualifications with others'. Say what the practice offers instead`;
    }
  }
  return undefined;
});

const financeRule = textRule({ id: "patient-finance", level: "suggestion", guidance: FCA_CONSUMER_CREDIT }, ({ words }) => {
  const found = finance(words);
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
