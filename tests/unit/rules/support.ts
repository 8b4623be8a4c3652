/** Fixture sites for the rule sets: the minimal site, made to pass a rule set, then broken one way per test. */
import { validateProject } from "../../../engine/content/validate";
import type { Problem } from "../../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../../support/tempSite";

export const COMPLAINTS_PAGE = {
  $schema: "../schemas/page.schema.json",
  title: "Complaints | Example Dental",
  description: "How to raise a concern about your care, how the practice answers it, and where to go next for either kind of care.",
  blocks: [
    { type: "hero", heading: "Complaints", text: ["How to tell us about a concern."] },
    {
      type: "richText",
      sections: [
        { heading: "Tell us first", body: ["Speak to the practice manager."] },
        { heading: "NHS care", body: ["Then the integrated care board, then the Parliamentary and Health Service Ombudsman."] },
        { heading: "Private care", body: ["Then the Dental Complaints Service."] },
      ],
    },
  ],
};

export const CLINICIAN = { name: "Dr Rowan Test", role: "Dentist", registrationNumber: "123456", qualifications: [{ name: "BDS", country: "United Kingdom" }] };

/** The minimal fixture site declaring the UK dental rules, with everything they ask for in place. */
export function dentalSite(): TempSite {
  const site = tempSite();
  site.edit("site.config.json", (config) => {
    config.rules = ["uk-dental"];
    config.contact.email = "reception@example.org";
    config.practice = {
      register: { name: "General Dental Council", href: "https://www.gdc-uk.org/" },
      complaintsPage: "/complaints",
      careOffered: { kinds: ["nhs", "private"], words: "NHS and private care" },
    };
    config.navigation.footer.push({ name: "Complaints", path: "/complaints" });
  });
  site.write("pages/complaints.json", COMPLAINTS_PAGE);
  site.edit("pages/fillings.json", (page) => page.blocks.push({ type: "teamGrid", heading: "Team", members: [CLINICIAN] }));
  return site;
}

/** The findings of the declared rules (and any other error), each as file › place: words. */
export function ruleProblems(site: TempSite): Problem[] {
  const result = validateProject(site.root, { jsonSchemas: null });
  return result.problems.filter((problem) => problem.rule || problem.severity === "error");
}
