/**
 * The editor is a tool for this computer, never part of the published site: no module the site's build
 * starts from (engine/app/) reaches engine/editor/, so none of its code can land in dist/.
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = join(import.meta.dirname, "..", "..", "..", "engine");
/** import … from "./x", export … from "./x", import "./x", import("./x"). */
const IMPORT = /\bfrom\s+"(\.[^"]+)"|\bimport\s*\(?\s*"(\.[^"]+)"/g;

/** Every engine module `entry` reaches through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveModule(resolve(dirname(file), (match[1] ?? match[2])!));
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

function resolveModule(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    try {
      if (readFileSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

describe("the editor stays out of the site", () => {
  it("is not reached from the site's browser entry or its server renderer", () => {
    for (const entry of ["app/entry-client.ts", "app/entry-server.tsx"]) {
      const modules = [...reachable(join(ENGINE, entry))].map((file) => relative(ENGINE, file));
      expect(modules.length, entry).toBeGreaterThan(10);
      expect(modules.filter((file) => file.startsWith("editor/")), entry).toEqual([]);
    }
  });
});
