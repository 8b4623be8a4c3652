/**
 * A text of 1,000,000 characters is checked in linear time: validation (zod, ajv's JSON Schemas) and
 * the editorial checks together take about as long as on the unchanged site. Before issue 24, a long
 * run of one letter took minutes (a pattern in the booking-address check tried it from every letter),
 * and a long misspelt value would have been compared with every route character by character.
 * The bound is generous for a crowded CI machine; npm run bench:adversarial measures the real site.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateProject } from "../../../engine/content/validate";
import { loadJsonSchemaValidators, type JsonSchemaValidators } from "../../../engine/content/validate/ajv";
import { lintContent } from "../../../engine/content/lint";
import { ADVERSARIAL_LENGTH, ADVERSARIAL_TEXTS, pageWithParagraph } from "../../../engine/bench/adversarialText";
import { tempSite, type TempSite } from "../../support/tempSite";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..");
const MARGIN_MS = 6_000;

let site: TempSite;
let jsonSchemas: JsonSchemaValidators | null;
let baselineMs: number;

/** validate + lint, as npm run validate does; returns the time taken and the problems. */
function check() {
  const started = performance.now();
  const result = validateProject(site.root, { jsonSchemas });
  const problems = [...result.problems, ...lintContent(result, { root: site.root })];
  return { ms: performance.now() - started, problems };
}

beforeAll(() => {
  site = tempSite();
  jsonSchemas = loadJsonSchemaValidators(join(ENGINE_ROOT, "schemas"));
  check(); // warm-up: modules, zod's first parse
  baselineMs = Math.min(check().ms, check().ms);
});
afterAll(() => site.remove());

describe("a text of 1,000,000 characters", () => {
  it.each(Object.entries(ADVERSARIAL_TEXTS))("of %s is valid, and checked as fast as the unchanged site", (_name, paragraph) => {
    expect(paragraph).toHaveLength(ADVERSARIAL_LENGTH);
    site.write("pages/long-page.json", pageWithParagraph(paragraph));
    const { ms, problems } = check();
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(ms - baselineMs).toBeLessThan(MARGIN_MS);
  });

  // Values a suggestion ("did you mean …?") is made for: the edit distance is never computed over them.
  const long = "a".repeat(ADVERSARIAL_LENGTH - 10);
  const cases: [string, object, RegExp][] = [
    ["a page path", { type: "cta", heading: "Ready?", actions: [{ kind: "internal", to: `/${long}`, label: "Go" }] }, /is not a page of this site; check pages\/ for the right path$/],
    ["a field name", { type: "hero", heading: "Hi", [long]: "x" }, /is not a field of this block; allowed fields: /],
    ["a block type", { type: long, heading: "Hi" }, /is not a known block type; choose one of: /],
  ];
  it.each(cases)("as %s is refused without a suggestion, as fast", (_name, block, reason) => {
    site.write("pages/long-page.json", { ...(pageWithParagraph("Short.") as object), blocks: [block] });
    const { ms, problems } = check();
    const errors = problems.filter((p) => p.severity === "error" && p.file === "pages/long-page.json");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(reason);
    expect(ms - baselineMs).toBeLessThan(MARGIN_MS);
  });
});
