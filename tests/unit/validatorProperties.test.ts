/**
 * Random mutations of valid pages never crash the validator, always come back
 * as located, readable problems, and zod and the generated JSON Schema (ajv)
 * always reach the same verdict.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageChecker } from "../../engine/content/validate";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";
import { pageSchema } from "../../engine/schema/page";
import type { Problem } from "../../engine/content/validate/problem";
import { FIXTURE } from "../support/tempSite";

const serviceKeys = new Set(["veneers", "fillings"]);
const routes = new Set(["/", "/veneers", "/fillings", "/contact"]);
const ctx = {
  crossChecks: {
    routeExists: (p: string) => routes.has(p),
    suggestRoute: () => undefined,
    assetExists: (p: string) => p.startsWith("/images/"),
    serviceExists: (key: string) => serviceKeys.has(key),
  },
};
const generated = generateJsonSchemas();
const ajv = compileJsonSchemas(generated.site, generated.page);
const check = pageChecker(ctx, ajv);
const structural = pageSchema({});

const richPage = {
  $schema: "../schemas/page.schema.json",
  title: "A rich page | Test Practice",
  description: "A page with many block types, used as the seed of random mutations.",
  blocks: [
    { type: "hero", heading: "Hello", text: ["One", "Two"], actions: [{ kind: "booking", label: "Book" }, { kind: "internal", to: "/contact", label: "Call back" }], highlights: [{ icon: "zap", text: "Fast" }] },
    { type: "faq", heading: "Questions", items: [{ question: "Why?", answer: ["Because", "Reasons"] }] },
    { type: "priceTable", heading: "Prices", rows: [{ label: "Band 1", price: "£27.40", description: "Exam" }] },
    { type: "teamGrid", heading: "Team", members: [{ name: "A", role: "Dentist", bio: ["", "Text"] }] },
    { type: "richText", sections: [{ heading: "S", body: ["p", { list: ["a", "b"] }] }] },
    { type: "servicesStrip", services: ["veneers"] },
    { type: "cta", heading: "Ready?", actions: [{ kind: "phone" }, { kind: "alert", label: "x", message: "y" }] },
  ],
};
const seeds = [richPage, ...["index.json", "veneers.json", "404.json"].map((f) => JSON.parse(readFileSync(join(FIXTURE, "pages", f), "utf8")))];

type Json = unknown;
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Paths to every node of a JSON value. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function mutate(doc: Json, path: (string | number)[], op: number, replacement: Json, key: string): Json {
  const copy = structuredClone(doc) as Record<string | number, any>;
  if (path.length === 0) return op === 0 ? replacement : copy;
  const parent = path.slice(0, -1).reduce((node: any, seg) => node[seg], copy);
  const last = path[path.length - 1]!;
  if (op === 0) parent[last] = replacement;
  else if (op === 1) Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
  else if (op === 2 && parent[last] && typeof parent[last] === "object" && !Array.isArray(parent[last])) parent[last][key] = replacement;
  else if (op === 3 && typeof parent[last] === "string") parent[last] = parent[last] + key;
  else parent[last] = replacement;
  return copy;
}

const mutation = fc
  .record({ seed: fc.integer({ min: 0, max: seeds.length - 1 }), pick: fc.nat(), op: fc.integer({ min: 0, max: 3 }), replacement: anyJson, key: fc.string({ maxLength: 8 }) })
  .map(({ seed, pick, op, replacement, key }) => {
    const doc = seeds[seed];
    const paths = pathsOf(doc);
    return mutate(doc, paths[pick % paths.length]!, op, replacement, key);
  });

describe("validator under random mutations", () => {
  it("the seeds are valid", () => {
    for (const seed of seeds) {
      const problems: Problem[] = [];
      expect(check(seed, "pages/seed.json", problems)).toBeDefined();
      expect(problems).toEqual([]);
    }
  });

  it("never crashes and always explains a rejection with a located, readable problem", () => {
    fc.assert(
      fc.property(mutation, (doc) => {
        const problems: Problem[] = [];
        const page = check(doc, "pages/mutated.json", problems);
        if (page) return problems.length === 0;
        expect(problems.length).toBeGreaterThan(0);
        for (const problem of problems) {
          expect(problem.file).toBe("pages/mutated.json");
          expect(problem.where.length).toBeGreaterThan(0);
          expect(problem.message).not.toMatch(/\[object Object\]|undefined:|\n\s+at /);
          expect(problem.message.length).toBeGreaterThan(10);
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it("zod and the generated JSON Schema (ajv) always agree", () => {
    fc.assert(
      fc.property(mutation, (doc) => structural.safeParse(doc).success === ajv.page(doc)),
      { numRuns: 400 },
    );
  });

  // Found by the property above (seed -567377728): zod trims before its length check, and the JSON
  // Schema had only minLength, so editors and ajv passed a price-table label of one space.
  it("both refuse text of only spaces, which trimming leaves empty", () => {
    const blank = (value: string) => ({
      ...richPage,
      blocks: [
        { type: "priceTable", heading: "Prices", rows: [{ label: value, price: "£27.40" }] },
        { type: "faq", heading: "Questions", items: [{ question: "Why?", answer: ["Because", value] }] },
        { type: "richText", sections: [{ heading: "S", body: ["p", { list: ["a", value] }] }] },
      ],
    });
    for (const value of [" ", "\t", "\u00a0 \n"]) {
      expect(structural.safeParse(blank(value)).success, JSON.stringify(value)).toBe(false);
      expect(ajv.page(blank(value)), JSON.stringify(value)).toBe(false);
    }
    expect(structural.safeParse(blank(" Band 1 ")).success).toBe(true);
    expect(ajv.page(blank(" Band 1 "))).toBe(true);
  });
});

describe("the mutation corpus", () => {
  it("holds both valid and invalid documents, so the agreement test compares both verdicts", () => {
    const sample = fc.sample(mutation, { numRuns: 300, seed: 42 });
    const valid = sample.filter((doc) => structural.safeParse(doc).success).length;
    expect(valid).toBeGreaterThan(10);
    expect(sample.length - valid).toBeGreaterThan(100);
  });
});
