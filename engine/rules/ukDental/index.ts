/** The UK dental rule set: the General Dental Council's guidance on advertising, for a practice's website. */
import type { RuleSet } from "../types";
import { TEAM_RULES } from "./team";
import { PRACTICE_RULES } from "./practice";
import { ADVERTISING_RULES } from "./advertising";
import { GDC_SPECIALIST_LIST_NAMES } from "./guidance";

export const ukDental: RuleSet = {
  id: "uk-dental",
  title: "UK dental practice (the General Dental Council's guidance on advertising)",
  rules: [...TEAM_RULES, ...PRACTICE_RULES, ...ADVERTISING_RULES],
  examples: {
    registrationLabel: ["GDC No."],
    specialistList: GDC_SPECIALIST_LIST_NAMES.filter((name) => name === "Orthodontics" || name === "Periodontics"),
    "register.name": ["General Dental Council"],
    "register.href": ["https://www.gdc-uk.org/"],
  },
};
