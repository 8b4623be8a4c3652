/**
 * The editor is a tool for this computer, never part of the published site: no module the site's build
 * starts from (engine/app/) reaches engine/editor/, so none of its code can land in dist/.
 */
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "../../support/importGraph";

const ENGINE = join(import.meta.dirname, "..", "..", "..", "engine");

/** Every engine module `entry` reaches through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of importsOf(file)) visit(target);
  };
  visit(entry);
  return seen;
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
