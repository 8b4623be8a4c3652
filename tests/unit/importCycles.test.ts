/**
 * The validator, the editorial checks and the rules of a profession stay layered: no module of
 * engine/content/validate, engine/content/lint or engine/rules is part of an import cycle (a type import
 * counts too), so each can be read and changed without the other two moving under it. The types they share
 * live below all three, in engine/content/types.ts. Nor is any route table of the editor (a file a route of
 * another table needs moves to a file of its own, as publish/publishSteps.ts did for publish/routes.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type ImportGraph } from "../support/importGraph";

const ROOT = join(import.meta.dirname, "..", "..");
const LAYERED = ["engine/content/validate/", "engine/content/lint/", "engine/rules/"];

describe("import cycles", () => {
  it("finds a cycle, a type import included, and only the modules in it", () => {
    const graph: ImportGraph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
    expect(importCycles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]]))).toEqual([]);
  });

  it("reads type imports, re-exports and import() as imports", () => {
    const root = mkdtempSync(join(tmpdir(), "import-graph-"));
    try {
      mkdirSync(join(root, "src", "inner"), { recursive: true });
      writeFileSync(join(root, "src", "a.ts"), 'import type { B } from "./inner";\nimport { readFileSync } from "node:fs";\n');
      writeFileSync(join(root, "src", "inner", "index.ts"), 'export * from "../c";\nexport type B = string;\n');
      writeFileSync(join(root, "src", "c.tsx"), 'export const later = () => import("./a");\n');
      const graph = importGraph(root, "src");
      expect(graph).toEqual(new Map([["src/a.ts", ["src/inner/index.ts"]], ["src/c.tsx", ["src/a.ts"]], ["src/inner/index.ts", ["src/c.tsx"]]]));
      expect(importCycles(graph)).toEqual([["src/a.ts", "src/c.tsx", "src/inner/index.ts"]]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("no module of the validator, the editorial checks or the rules is in an import cycle", () => {
    const graph = importGraph(ROOT, "engine");
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph);
    const layered = cycles.filter((cycle) => cycle.some((module) => LAYERED.some((folder) => module.startsWith(folder))));
    expect(layered).toEqual([]);
  });

  it("no route table of the editor is in an import cycle (what two routes need lives in a file of its own)", () => {
    const cycles = importCycles(importGraph(ROOT, "engine"));
    const withRoutes = cycles.filter((cycle) => cycle.some((module) => module.startsWith("engine/editor/server/") && /(^|\/)[a-z]*[rR]outes\.ts$/.test(module)));
    expect(withRoutes).toEqual([]);
  });
});
