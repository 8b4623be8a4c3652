/**
 * The browser policy is written once, in package.json's "browserslist": the build's target is made from it and
 * the documentation's Browsers page (docs/browsers.md, linked from the README) states the same list, so the three never drift apart.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTargets, compareVersions, oldestSupported } from "../../engine/build/browserTargets";

const root = join(import.meta.dirname, "..", "..");
const policy = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { browserslist: string[] }).browserslist;
const browsersSection = readFileSync(join(root, "docs", "browsers.md"), "utf8");

describe("browser policy", () => {
  it("the Browsers page lists every query of package.json's browserslist", () => {
    expect(browsersSection.length).toBeGreaterThan(20);
    for (const query of policy) expect(browsersSection, query).toContain(`\`${query}\``);
  });

  it("the build targets the oldest supported version of each browser the bundler knows", () => {
    const oldest = oldestSupported(root);
    const targets = buildTargets(root);
    expect(targets).toContain(`safari${oldest.get("safari")}`);
    expect(targets).toContain(`ios${oldest.get("ios_saf")}`);
    expect(targets).toContain(`firefox${oldest.get("firefox")}`);
    expect(targets).toContain(`chrome${oldest.get("chrome")}`);
    // One target per browser: a second, newer one would let newer syntax through for it.
    expect(new Set(targets.map((t) => t.replace(/[\d.]+$/, ""))).size).toBe(targets.length);
  });

  it("compares versions as numbers, part by part", () => {
    expect(compareVersions("15.4", "15.10")).toBeLessThan(0);
    expect(compareVersions("16", "15.6")).toBeGreaterThan(0);
    expect(compareVersions("17.0", "17")).toBe(0);
  });
});
