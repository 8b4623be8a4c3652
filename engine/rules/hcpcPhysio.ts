/**
 * A small rule set for a physiotherapy practice whose clinicians are registered with the Health and Care
 * Professions Council: each one listed shows their registration number, in the register's format. It proves
 * that rule sets are general: a site declares the one that fits its profession.
 */
import type { Rule, RuleSet } from "./types";
import { NOT_REGISTERED } from "./texts";
import { hitAtMember, registeredMembers } from "./texts";

const HCPC_STANDARDS = "https://www.hcpc-uk.org/standards/standards-of-conduct-performance-and-ethics/";

/** Physiotherapists' numbers on the HCPC register: "PH" and five or six digits. */
export function isHcpcPhysioNumber(value: string): boolean {
  const digits = value.slice(2);
  return value.slice(0, 2).toUpperCase() === "PH" && digits.length >= 5 && digits.length <= 6 && [...digits].every((c) => c >= "0" && c <= "9");
}

const hcpcNumber: Rule = {
  id: "hcpc-number",
  reach: "page",
  level: "error",
  guidance: HCPC_STANDARDS,
  check: (input) =>
    registeredMembers(input).flatMap((listed) => {
      const { name, registrationNumber } = listed.member;
      if (!registrationNumber) return [hitAtMember(listed, `${name} has no HCPC registration number: show it for every registered clinician the website names, so patients can check the register (or, for someone who is not registered, say they are not on a register)`, ["registrationNumber"])];
      if (!isHcpcPhysioNumber(registrationNumber)) return [hitAtMember(listed, `${name}'s HCPC number "${registrationNumber}" is not in the register's format for physiotherapists ("PH" and five or six digits, e.g. PH12345)`, ["registrationNumber"])];
      return [];
    }),
};

export const hcpcPhysio: RuleSet = {
  id: "hcpc-physio",
  title: "Physiotherapy practice (Health and Care Professions Council registration)",
  rules: [hcpcNumber],
  asks: [{ blockType: "teamGrid", path: ["members", "registrationNumber"], words: "Needed for every registered clinician on the website: the HCPC asks for their registration number (not for someone marked as not registered).", unless: NOT_REGISTERED }],
  examples: { registrationLabel: ["HCPC No."], "register.name": ["Health and Care Professions Council"], "register.href": ["https://www.hcpc-uk.org/"] },
};
