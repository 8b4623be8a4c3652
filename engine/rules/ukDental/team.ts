/** What the GDC asks to be shown against every dental professional a practice's website names. */
import type { Rule } from "../types";
import type { PathSegment } from "../../content/validate/problem";
import { hitAtMember, registeredMembers, teamMembers, writtenTexts, hitAt } from "../texts";
import { wordsOf } from "../words";
import { GDC_ADVERTISING, GDC_SPECIALIST_LISTS, GDC_SPECIALIST_LIST_NAMES } from "./guidance";

/** The GDC register's numbers: digits only, up to six of them. */
export function isGdcNumber(value: string): boolean {
  return value.length >= 1 && value.length <= 6 && [...value].every((c) => c >= "0" && c <= "9");
}

export const gdcNumber: Rule = {
  id: "gdc-number",
  reach: "page",
  level: "error",
  guidance: GDC_ADVERTISING,
  check: (input) =>
    registeredMembers(input).flatMap((listed) => {
      const { name, registrationNumber } = listed.member;
      if (!registrationNumber) {
        // At the field, so that a new team entry lists it among what to fill in (and the editor labels it as needed).
        return [hitAtMember(listed, `${name} has no GDC number: the GDC asks for every dental professional the website names to be shown with their GDC registration number. Write it as their registration number (or, for someone who is not registered, such as a receptionist, say they are not on a register)`, ["registrationNumber"])];
      }
      if (!isGdcNumber(registrationNumber)) {
        return [hitAtMember(listed, `${name}'s GDC number "${registrationNumber}" is not in the register's format (digits only, up to six, as the GDC's online register shows it)`, ["registrationNumber"])];
      }
      return [];
    }),
};

export const qualifications: Rule = {
  id: "gdc-qualifications",
  reach: "page",
  level: "error",
  guidance: GDC_ADVERTISING,
  check: (input) =>
    registeredMembers(input)
      .filter((listed) => !listed.member.qualifications?.length)
      .map((listed) => hitAtMember(listed, `${listed.member.name} has no qualification: the GDC asks for every dental professional the website names to be shown with their professional qualifications and the country where each was obtained`, ["qualifications"])),
};

const LIST_NAMES = new Map(GDC_SPECIALIST_LIST_NAMES.map((name) => [name.toLowerCase(), name]));
const isSpecialist = (word: string) => word === "specialist" || word === "specialists";
/** In a team member's own words, any "specialist" but one the practice sends patients to ("refers complex cases to a specialist"). */
const saysSpecialist = (text: string) => {
  const words = wordsOf(text);
  return words.some((word, i) => isSpecialist(word) && !someoneOutside(words, i));
};

/**
 * "Specialist" in a team member's own words (name, role, bio) only for someone on one of the GDC's specialist lists:
 * there every "specialist" is about them ("Implant Specialist", "a specialist in implants", "specialist training"),
 * except someone they refer patients to.
 */
export const specialistTitle: Rule = {
  id: "gdc-specialist-title",
  reach: "page",
  level: "error",
  guidance: GDC_SPECIALIST_LISTS,
  check: (input) =>
    teamMembers(input).flatMap((listed) => {
      const { member } = listed;
      if (member.specialistList) {
        if (LIST_NAMES.has(member.specialistList.trim().toLowerCase())) return [];
        return [hitAtMember(listed, `${member.name}'s specialist list "${member.specialistList}" is not one of the GDC's specialist lists (${GDC_SPECIALIST_LIST_NAMES.join(", ")})`, ["specialistList"])];
      }
      const fields: { path: PathSegment[]; text: string | undefined }[] = [
        { path: ["name"], text: member.name }, { path: ["namepopup"], text: member.namepopup }, { path: ["role"], text: member.role },
        ...member.bio.map((text, i) => ({ path: ["bio", i], text })),
      ];
      const found = fields.find(({ text }) => text !== undefined && saysSpecialist(text));
      if (!found) return [];
      const field = found.path;
      return [hitAtMember(listed, `${member.name} is called a specialist, but is not marked as on a GDC specialist list: only a dentist on one of the GDC's specialist lists may be called a specialist or "specialist in …". Name their list under "specialist list", or describe their interest without the word`, field)];
    }),
};

/** Words after "specialist" that make it a title ("specialist in …", "Specialist Orthodontist"). */
const titleAfter = (word: string | undefined) => word !== undefined && (word === "in" || word.endsWith("ist") || word.endsWith("ists") || word.endsWith("dontics"));
/** Words after "specialist" that name people or the practice itself: "our specialist team", "specialist staff". */
const PEOPLE_AFTER = new Set(["team", "teams", "staff", "clinician", "clinicians", "practitioner", "practitioners", "nurse", "nurses", "doctor", "doctors", "surgeon", "surgeons", "people", "colleagues", "practice", "clinic", "centre"]);
/** Someone outside the practice: "refer you to a specialist", "a referral to a specialist", "see a specialist". */
const OUTSIDE_BEFORE = new Set(["see", "to", "from", "by", "with"]);

/**
 * Whether the "specialist" at `i` calls the practice's people specialists. A claim: a title ("specialist in
 * implants", "Specialist Orthodontist"), people or the practice ("our specialist team", "specialist staff"), or
 * the practice's own ("our specialists", "we are specialists"). Not a claim: someone the practice sends patients
 * to ("referral to a specialist", "refer you to a specialist orthodontist", "see a specialist"), and things
 * ("specialist equipment", "specialist care" or "specialist advice" on their own): the GDC keeps the title
 * "specialist" for people on its lists, it does not forbid the word.
 */
function callsPeopleSpecialists(words: readonly string[], i: number): boolean {
  if (someoneOutside(words, i)) return false;
  const after = words[i + 1];
  if (titleAfter(after) || (after !== undefined && PEOPLE_AFTER.has(after))) return true;
  return words[i - 1] === "our" || (words[i - 2] === "we" && (words[i - 1] === "are" || words[i - 1] === "re"));
}

/** The "specialist" at `i` is someone the practice sends patients to: "referral to a specialist", "see a specialist". */
function someoneOutside(words: readonly string[], i: number): boolean {
  if (words.slice(Math.max(0, i - 5), i).some((word) => word.startsWith("refer"))) return true;
  return (words[i - 1] === "a" || words[i - 1] === "an") && OUTSIDE_BEFORE.has(words[i - 2] ?? "");
}

/** The team shows a dentist on one of the GDC's specialist lists, with their GDC number. */
const teamHasListedSpecialist = (input: Parameters<Rule["check"]>[0]) =>
  registeredMembers(input).some(({ member }) => member.specialistList !== undefined && LIST_NAMES.has(member.specialistList.trim().toLowerCase()) && member.registrationNumber !== undefined && isGdcNumber(member.registrationNumber));

/**
 * Everywhere else on the site (page titles, descriptions, every block, the services catalogue), a text that calls
 * the practice's people specialists ("Our specialist team will advise you.") only when the team shows someone on
 * a GDC specialist list with their GDC number: then the claim can be checked on the team page.
 */
export const specialistClaims: Rule = {
  id: "gdc-specialist-claim",
  level: "error",
  guidance: GDC_SPECIALIST_LISTS,
  reach: "page",
  // Whether anyone on the team, on any page, is on a list: a page's claims depend on it.
  context: (input) => teamHasListedSpecialist(input),
  check: (input, someoneListed = specialistClaims.context!(input)) => {
    if (someoneListed) return [];
    // A team member's own words are the rule above's (only team grids have "members").
    return writtenTexts(input)
      .filter((text) => !text.path.includes("members"))
      .flatMap((text) => {
        const at = text.words.findIndex((word, i) => isSpecialist(word) && callsPeopleSpecialists(text.words, i));
        if (at < 0) return [];
        const phrase = text.words.slice(Math.max(0, at - 1), at + 2).join(" ");
        return [hitAt(text, `the text calls the practice's people specialists ("${phrase}"), but no one on the team is shown on a GDC specialist list with their GDC number: only a dentist on one of the GDC's specialist lists may be called a specialist. Name their list on the team page, or describe the team's experience without the word`)];
      });
  },
};

export const TEAM_RULES = [gdcNumber, qualifications, specialistTitle, specialistClaims];
