/**
 * A page is checked against a schema of the kinds of block it uses (engine/content/validate/index.ts, pageChecker):
 * building the schema of every kind cost a one-page change more than the check itself. What it accepts, and every
 * problem it reports, must be what the full page schema gives.
 */
import { describe, expect, it, vi } from "vitest";
import type { BlockType } from "../../engine/schema/blocks";

const built: (readonly BlockType[] | "every kind")[] = [];
vi.mock("../../engine/schema/blocks", async (original) => {
  const blocks = await original<typeof import("../../engine/schema/blocks")>();
  return {
    ...blocks,
    blockSchema: (ctx: Parameters<typeof blocks.blockSchema>[0], types?: readonly BlockType[]) => {
      built.push(types ?? "every kind");
      return blocks.blockSchema(ctx, types);
    },
  };
});

const { pageChecker } = await import("../../engine/content/validate");
const { check } = await import("../../engine/content/validate/check");
const { pageSchema } = await import("../../engine/schema/page");

const routes = new Set(["/", "/contact"]);
const ctx = {
  crossChecks: { routeExists: (p: string) => routes.has(p), suggestRoute: () => undefined, assetExists: () => true, serviceExists: () => true },
};

const page = (blocks: unknown[]) => ({ title: "A page | Test Practice", description: "A page of the test practice, with a few blocks to check.", blocks });
const hero = { type: "hero", heading: "Hello", text: ["One"], actions: [{ kind: "internal", to: "/contact", label: "Write to us" }] };
const faq = { type: "faq", heading: "Questions", items: [{ question: "Why?", answer: ["Because"] }] };

describe("a page's check builds the schemas of the kinds of block it uses", () => {
  it("checking a page of a hero and a FAQ builds those two kinds, not every kind", () => {
    built.length = 0;
    const problems: unknown[] = [];
    expect(pageChecker(ctx, null)(page([hero, faq, { ref: "shared/cta" }]), "pages/index.json", problems as never)).toBeDefined();
    expect(problems).toEqual([]);
    expect(built).toEqual([["hero", "faq"]]);
  });

  it("accepts and refuses exactly as the full page schema does, with the same findings", () => {
    const documents = [
      page([hero, faq]),
      page([faq, { ref: "shared/cta" }, hero]),
      page([{ ...hero, heading: 3 }]),
      page([{ ...hero, actions: [{ kind: "internal", to: "/nowhere", label: "Lost" }] }]),
      page([hero, { type: "carousel", slides: [] }]),
      page([hero, { heading: "No type" }]),
      page([{ ...faq, extra: true }]),
      page([{ ref: "shared/cta" }]),
      page([]),
      { ...page([hero]), blocks: "not a list" },
    ];
    const full = pageSchema(ctx);
    const checkPage = pageChecker(ctx, null);
    for (const document of documents) {
      const target = { file: "pages/index.json", schemaFile: "schemas/page.schema.json" };
      const expectedProblems: unknown[] = [];
      const expected = check(full, () => pageSchema({}), undefined, document, target, expectedProblems as never);
      const problems: unknown[] = [];
      expect(checkPage(document, target.file, problems as never)).toEqual(expected);
      expect(problems).toEqual(expectedProblems);
    }
  });
});
