/** Lint tests start from a copy of the fixture site that every rule finds clean, then break one thing. */
import { expect } from "vitest";
import { validateProject } from "../../../engine/content/validate";
import { lintContent } from "../../../engine/content/lint";
import type { LintRule } from "../../../engine/content/lint/types";
import { formatProblem } from "../../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../../support/tempSite";

/** The fixture with titles and descriptions of editorial length (the fixture keeps them short). */
function cleanBase(site: TempSite) {
  site.edit("pages/index.json", (p) => {
    p.title = "Fixture home page | Test Practice";
    p.description = "The home page of the minimal fixture site used by the engine's tests, about teeth.";
  });
  site.edit("pages/404.json", (p) => (p.description = "The page you asked for does not exist on the minimal fixture site, sorry."));
}

/** What `rule` reports (as warnings, formatted like the CLI prints them) after `change`; the content must still be valid. */
export function lint(rule: LintRule, change: (site: TempSite) => void = () => {}, options: { strict?: boolean } = {}): string[] {
  const site = tempSite();
  try {
    cleanBase(site);
    change(site);
    const result = validateProject(site.root);
    expect(result.problems.map(formatProblem), "the change must keep the content valid").toEqual([]);
    return lintContent(result, { rules: [rule], strict: options.strict }).map(formatProblem);
  } finally {
    site.remove();
  }
}

export const picture = (alt: string, extra: object = {}) => ({ src: "/images/logo.svg", alt, ...extra });
