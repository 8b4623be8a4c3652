/**
 * A group's build checks practice after practice in one process with the content schemas built once
 * (engine/content/validate/schemaShelf.ts): the second practice's check builds no schema again, and each practice's
 * links and pictures are still checked against its own pages, not the first's.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { SchemaShelf } from "../../engine/content/validate/schemaShelf";
import { tempSite, type TempSite } from "../support/tempSite";

class CountingShelf extends SchemaShelf {
  builds = 0;
  override reuse<T>(name: string, inputs: unknown[], build: () => T): T {
    return super.reuse(name, inputs, () => {
      this.builds++;
      return build();
    });
  }
}

const sites: TempSite[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) site.remove();
});

const errors = (root: string, shelf: SchemaShelf) => validateProject(root, { keepOnDisk: true, shelf }).problems.filter((problem) => problem.severity === "error");

describe("checks of several sites sharing their schemas", () => {
  it("builds the schemas for the first site only, and checks each site's links against its own pages", () => {
    const first = tempSite();
    const second = tempSite();
    sites.push(first, second);
    // The home page links to /veneers: a page of the first site only.
    rmSync(join(second.root, "pages", "veneers.json"));
    const shelf = new CountingShelf();
    expect(errors(first.root, shelf)).toEqual([]);
    const built = shelf.builds;
    expect(built).toBeGreaterThan(0);
    const found = errors(second.root, shelf);
    expect(shelf.builds).toBe(built);
    expect(found.map((problem) => problem.file)).toContain("pages/index.json");
    expect(found.some((problem) => problem.message.includes("/veneers"))).toBe(true);
    // And the first, checked again with nothing of its own changed, still has none.
    first.write("pages/fillings.json", { ...first.read("pages/fillings.json"), title: "Fillings, again" });
    expect(errors(first.root, shelf)).toEqual([]);
  });
});
