/**
 * A site's groups of treatments are its own (serviceCategories in site.config.json): their order and headings
 * make the menu's columns and the services grid's sections, and a treatment, a grid or a strip may only name a
 * group the site defines. The physiotherapy example has its own groups and validates clean, without any rules.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../../engine/content/validate";
import { headerMenus } from "../../../engine/layout/navigation";
import { gridCategories } from "../../../engine/ui/catalogue";
import { tempSite, type TempSite } from "../../support/tempSite";

const PHYSIO = join(import.meta.dirname, "..", "..", "..", "examples", "physio");

let site: TempSite | undefined;
afterEach(() => site?.remove());

const errorsOf = (root: string) => validateProject(root, { jsonSchemas: null }).problems.filter((p) => p.severity === "error" || p.rule);

describe("a site's own groups of treatments", () => {
  it("the physiotherapy example validates clean without the dental rules, its menu in its own groups", () => {
    const result = validateProject(PHYSIO, { jsonSchemas: null });
    expect(result.problems.filter((p) => p.severity !== "notice" || p.rule)).toEqual([]);
    expect(result.site!.rules).toEqual([]);
    const services = headerMenus(result.site!).find((menu) => menu.key === "services")!;
    expect(services.columns.map((column) => column.heading)).toEqual(["Sports injuries", "Rehabilitation"]);
    expect(gridCategories({}, result.site!)).toEqual(["sports-injuries", "rehabilitation"]);
  });

  it("a group's order is the menu's order", () => {
    site = tempSite();
    site.edit("site.config.json", (config) => config.serviceCategories.reverse());
    const menu = headerMenus(validateProject(site.root, { jsonSchemas: null }).site!).find((m) => m.key === "services")!;
    expect(menu.columns.map((column) => column.key)).toEqual(["general", "cosmetic"]);
  });

  it("a treatment, a grid or a strip naming a group the site does not define is an error with a hint", () => {
    site = tempSite();
    site.edit("site.config.json", (config) => (config.services[0].category = "cosmetics"));
    site.edit("pages/fillings.json", (page) => {
      page.blocks.push({ type: "servicesGrid", heading: "All", categories: ["generl"] });
      page.blocks.push({ type: "servicesStrip", category: "massage" });
    });
    const errors = errorsOf(site.root);
    expect(errors.map((p) => [p.file, p.where.replace(/blocks\[\d+\]/, "blocks[n]")])).toEqual([
      ["site.config.json", "services[0].category"],
      ["pages/fillings.json", "blocks[n].categories[0]"],
      ["pages/fillings.json", "blocks[n].category"],
    ]);
    expect(errors[0]!.message).toMatch(/"cosmetics" is not a group of treatments of this site .*did you mean "cosmetic"\?/);
  });

  it("two groups with one short name are refused", () => {
    site = tempSite();
    site.edit("site.config.json", (config) => config.serviceCategories.push({ key: "general", heading: "More" }));
    expect(errorsOf(site.root).map((p) => p.where)).toEqual(["serviceCategories[2].key"]);
  });
});
