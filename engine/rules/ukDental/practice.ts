/**
 * What the GDC asks every page of a practice's website to reach: the practice's name, address, telephone and
 * e-mail, a link to the GDC, the complaints procedure with where to go next, and whether the care is NHS,
 * private or both. The footer shows the name, address, telephone, e-mail, the GDC link and the care offered
 * on every page from site.config.json; the complaints page is reached from the footer's links.
 * (The date of the last update is stamped on every page by the build, so no one has to write it.)
 */
import type { Rule, RuleHit } from "../types";
import type { LintInput } from "../../content/types";
import type { PathSegment } from "../../content/validate/problem";
import { proseStrings } from "../../content/lint/texts";
import { indexOfPhrase, wordsOf } from "../words";
import { GDC_ADVERTISING, GDC_COMPLAINTS } from "./guidance";

const atConfig = (input: LintInput, path: PathSegment[], reason: string): RuleHit => ({ file: "site.config.json", document: input.site, path, reason });

export const practiceEmail: Rule = {
  id: "gdc-practice-email",
  level: "error",
  guidance: GDC_ADVERTISING,
  check: (input) =>
    input.site.contact.email
      ? []
      : [atConfig(input, ["contact", "email"], "the practice's e-mail address is not given: the GDC asks a practice's website to show its name, address, telephone number and e-mail address. Write it here; the footer then shows it on every page")],
};

const isGdcSite = (href: string) => {
  try {
    const host = new URL(href).hostname;
    return host === "gdc-uk.org" || host.endsWith(".gdc-uk.org");
  } catch {
    return false;
  }
};

export const gdcLink: Rule = {
  id: "gdc-link",
  level: "error",
  guidance: GDC_ADVERTISING,
  check: (input) => {
    const register = input.site.practice.register;
    if (!register) return [atConfig(input, ["practice"], 'there is no link to the General Dental Council: the GDC asks every practice\'s website to give its contact details or a link to its website. Add the register to the practice details, with its name, General Dental Council, and its website, https://www.gdc-uk.org/; the footer then links to it on every page')];
    if (!isGdcSite(register.href)) return [atConfig(input, ["practice", "register", "href"], `the register's link "${register.href}" is not the GDC's website (www.gdc-uk.org)`)];
    return [];
  },
};

export const careOffered: Rule = {
  id: "gdc-nhs-or-private",
  level: "error",
  guidance: GDC_ADVERTISING,
  check: (input) =>
    input.site.practice.careOffered
      ? []
      : [atConfig(input, ["practice"], 'the site does not say whether the practice offers NHS care, private care or both: the GDC asks every practice\'s advertising to make it clear. Add the care offered to the practice details: the kinds of care, and the words the footer shows on every page')],
};

/** Where a patient goes next when the practice's answer does not satisfy them, by the kind of care. */
const WHERE_NEXT: Record<"nhs" | "private", readonly { phrase: string; words: string }[]> = {
  nhs: [
    { phrase: "integrated care board", words: "the integrated care board (for NHS care)" },
    { phrase: "parliamentary and health service ombudsman", words: "the Parliamentary and Health Service Ombudsman (for NHS care)" },
  ],
  private: [{ phrase: "dental complaints service", words: "the Dental Complaints Service (for private care)" }],
};

export const complaints: Rule = {
  id: "gdc-complaints",
  level: "error",
  guidance: GDC_COMPLAINTS,
  check: (input) => {
    const path = input.site.practice.complaintsPage;
    if (!path) return [atConfig(input, ["practice"], 'no page is named for the complaints procedure: the GDC asks a practice\'s website to set out how to complain and who to contact when the answer does not satisfy. Write the page, then name it as the complaints page in the practice details')];
    const hits: RuleHit[] = [];
    if (!input.site.navigation.footer.some((link) => link.path === path)) {
      hits.push(atConfig(input, ["navigation", "footer"], `the complaints page ${path} is not among the footer links: add it, so that every page reaches it`));
    }
    const page = input.pages.find((entry) => entry.route === path);
    const kinds = input.site.practice.careOffered?.kinds ?? [];
    if (page) {
      // Every word the page shows, its shared blocks included.
      const all = page.page.blocks.flatMap((block) => proseStrings(block)).map((text) => wordsOf(text.text));
      const missing = kinds.flatMap((kind) => WHERE_NEXT[kind]).filter(({ phrase }) => !all.some((words) => indexOfPhrase(words, wordsOf(phrase)) >= 0));
      if (missing.length) {
        hits.push({ file: page.file, document: page.page, path: [], reason: `the complaints page does not say where a patient can go next if the practice's answer does not satisfy them: name ${missing.map((m) => m.words).join(" and ")}` });
      }
    }
    return hits;
  },
};

export const PRACTICE_RULES = [practiceEmail, gdcLink, careOffered, complaints];
