/** The UK dental rule set: the General Dental Council's guidance on advertising, for a practice's website. */
import type { RuleSet } from "../types";
import { NOT_REGISTERED } from "../texts";
import { TEAM_RULES } from "./team";
import { PRACTICE_RULES } from "./practice";
import { ADVERTISING_RULES } from "./advertising";
import { FORM_RULES } from "./forms";
import { NHS_CHARGE_RULES } from "./nhsCharges";
import { CONSUMER_RULES, ukConsumer } from "../ukConsumer";
import { GDC_SPECIALIST_LIST_NAMES } from "./guidance";

export const ukDental: RuleSet = {
  id: "uk-dental",
  title: "UK dental practice (the General Dental Council's guidance on advertising)",
  rules: [...TEAM_RULES, ...PRACTICE_RULES, ...ADVERTISING_RULES, ...FORM_RULES, ...NHS_CHARGE_RULES, ...CONSUMER_RULES],
  asks: [
    { blockType: "teamGrid", path: ["members", "registrationNumber"], words: "Needed for every dental professional on the website: the GDC asks for their GDC number (not for someone marked as not registered, such as a receptionist).", unless: NOT_REGISTERED },
    { blockType: "teamGrid", path: ["members", "qualifications"], words: "Needed for every dental professional on the website: the GDC asks for their qualifications, each with the country where it was obtained (not for someone marked as not registered).", unless: NOT_REGISTERED },
    ...(ukConsumer.asks ?? []),
  ],
  examples: {
    registrationLabel: ["GDC No."],
    specialistList: GDC_SPECIALIST_LIST_NAMES.filter((name) => name === "Orthodontics" || name === "Periodontics"),
    "register.name": ["General Dental Council"],
    "register.href": ["https://www.gdc-uk.org/"],
  },
};
