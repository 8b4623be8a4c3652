/**
 * Links inside a paragraph are checked like every other link: a page that does not exist, an address the
 * site does not allow and a marker left open are each an error with the file, the JSON path and a plain reason.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

/** The fixture site with one FAQ answer (pages/index.json, block 2, question 1) written as given. */
function problemsWithAnswer(answer: string | string[]): string[] {
  site = tempSite();
  site.edit("pages/index.json", (page) => (page.blocks[1].items[0].answer = answer));
  return validateProject(site.root).problems.map(formatProblem);
}

describe("links inside a paragraph", () => {
  it("accepts links to a page of the site, a phone number and another site, with bold and emphasis", () => {
    expect(problemsWithAnswer("Call [our team](phone) or [NHS 111](tel:111), see [our prices](/veneers) or [the NHS](https://www.nhs.uk/). **Free** and *quick*.")).toEqual([]);
  });

  it("refuses a link to a page that does not exist, with its place and the page it probably meant", () => {
    const lines = problemsWithAnswer(["First line.", "See [our veneers](/veneer)."]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^pages\/index\.json:\d+:\d+ › blocks\[1\]\.items\[0\]\.answer\[1\]: /);
    expect(lines[0]).toContain('"/veneer" is not a page of this site; did you mean "/veneers"?');
  });

  it("refuses javascript: and other addresses the site does not link to", () => {
    for (const href of ["javascript:alert%281%29", "http://example.com", "data:text/html,hi"]) {
      const lines = problemsWithAnswer(`Press [here](${href}).`);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`links to "${href}", which is not allowed`);
    }
  });

  it("explains a marker left open, and where it starts", () => {
    const [bold] = problemsWithAnswer("Save **£100 this month.");
    expect(bold).toContain("starts bold text with ** but never ends it");
    expect(bold).toContain("(at character 6)");
    const [link] = problemsWithAnswer("Read [our prices](/veneers");
    expect(link).toContain("has a link whose address is not closed");
  });

  it("keeps ordinary asterisks and brackets valid", () => {
    expect(problemsWithAnswer("From £50* a visit, see note [1] (below).")).toEqual([]);
  });
});
