import { describe, expect, it } from "vitest";
import { tempSite } from "../../support/tempSite";
import { validateProject } from "../../../engine/content/validate";
import { lintContent, LINT_RULES } from "../../../engine/content/lint";
import { formatProblem } from "../../../engine/content/validate/problem";
import { lint } from "./support";
import { faqQuestions } from "../../../engine/content/lint/faqQuestions";

describe("editorial lint", () => {
  it("finds nothing in the clean base every rule test starts from", () => {
    for (const rule of LINT_RULES) expect(lint(rule), rule.name).toEqual([]);
  });

  it("reports warnings by default and errors in strict mode, sorted by file", () => {
    const site = tempSite();
    try {
      const result = validateProject(site.root);
      const warnings = lintContent(result);
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((w) => w.severity === "warning")).toBe(true);
      expect(lintContent(result, { strict: true }).every((w) => w.severity === "error")).toBe(true);
      expect(warnings.map((w) => w.file)).toEqual([...warnings.map((w) => w.file)].sort());
      expect(formatProblem(warnings[0]!)).toMatch(/^pages\/404\.json › description: warning: the description is \d+ characters long/);
    } finally {
      site.remove();
    }
  });

  it("reports a shared block's findings once, in its own file, not in every page that uses it", () => {
    const shared = { $schema: "../../schemas/shared-block.schema.json", type: "faq", heading: "Questions", items: [{ question: "Is it shared", answer: "Yes." }] };
    expect(
      lint(faqQuestions, (s) => {
        s.write("pages/_shared/common-faq.json", shared);
        s.edit("pages/veneers.json", (p) => p.blocks.push({ ref: "shared/common-faq" }));
        s.edit("pages/fillings.json", (p) => p.blocks.push({ ref: "shared/common-faq" }));
      }),
    ).toEqual([
      'pages/_shared/common-faq.json › items[0].question: warning: shared block (FAQ), question 1: the question should end with a question mark: "Is it shared?"',
    ]);
  });
});
