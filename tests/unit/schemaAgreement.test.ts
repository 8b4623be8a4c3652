/**
 * The validator's check that the editors' JSON Schemas (ajv) and the engine (zod) reach the same verdict, or says
 * to run "npm run schemas": the structural zod schema is made only when the full one refuses a document.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { check } from "../../engine/content/validate/check";
import type { Problem } from "../../engine/content/validate/problem";

const target = { file: "pages/x.json", schemaFile: "schemas/page.schema.json" };
const full = z.strictObject({ title: z.string().refine((title) => title !== "taken", "route-missing") });
const structural = z.strictObject({ title: z.string() });

function checked(raw: unknown, ajvSays: boolean) {
  const problems: Problem[] = [];
  let made = 0;
  check(full, () => (made++, structural), () => ajvSays, raw, target, problems);
  return { problems: problems.map((problem) => problem.message), made };
}

describe("the editor schema and the engine", () => {
  it("agree on a valid document without making the structural schema", () => {
    expect(checked({ title: "Fine" }, true)).toEqual({ problems: [], made: 0 });
  });

  it("disagree when the editor schema refuses what the engine accepts", () => {
    const { problems } = checked({ title: "Fine" }, false);
    expect(problems).toEqual([expect.stringContaining('run "npm run schemas"')]);
  });

  it("agree when only a cross-check refuses (the structure is fine for both)", () => {
    const { problems, made } = checked({ title: "taken" }, true);
    expect(made).toBe(1);
    expect(problems.some((message) => message.includes("npm run schemas"))).toBe(false);
  });

  it("disagree when the editor schema accepts a document the engine's structure refuses", () => {
    const { problems } = checked({ title: 3 }, true);
    expect(problems.some((message) => message.includes('run "npm run schemas"'))).toBe(true);
  });
});
