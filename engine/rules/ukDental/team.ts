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
        return [hitAtMember(listed, `${name} has no GDC number: the GDC asks for every dental professional the website names to be shown with their GDC registration number. Write it as their registration number (or, for someone who is not registered, such as a receptionist, say they are not on a register)`)];
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
      .map((listed) => hitAtMember(listed, `${listed.member.name} has no qualification: the GDC asks for every dental professional the website names to be shown with their professional qualifications and the country where each was obtained`)),
};

const LIST_NAMES = new Map(GDC_SPECIALIST_LIST_NAMES.map((name) => [name.toLowerCase(), name]));
const saysSpecialist = (text: string) => wordsOf(text).some((word) => word === "specialist" || word === "specialists");

/** "Specialist" in a team member's own words (name, role, bio) only for someone on one of the GDC's specialist lists. */
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

/** Elsewhere on the site, "specialist in …" or "Specialist Orthodontist" only when the team has someone on a list. */
export const specialistClaims: Rule = {
  id: "gdc-specialist-claim",
  level: "error",
  guidance: GDC_SPECIALIST_LISTS,
  reach: "page",
  // Whether anyone on the team, on any page, is on a list: a page's claims depend on it.
  context: (input) => teamMembers(input).some((listed) => listed.member.specialistList),
  check: (input, someoneListed = specialistClaims.context!(input)) => {
    if (someoneListed) return [];
    // A team member's own words are the rule above's (only team grids have "members").
    return writtenTexts(input)
      .filter((text) => !text.path.includes("members"))
      .filter(({ words }) => words.some((word, i) => (word === "specialist" || word === "specialists") && titleAfter(words[i + 1])))
      .map((text) => hitAt(text, `the text claims specialist status ("specialist …"), but no one on the team is marked as on a GDC specialist list: only a dentist on one of the GDC's specialist lists may be called a specialist`));
  },
};

export const TEAM_RULES = [gdcNumber, qualifications, specialistTitle, specialistClaims];
