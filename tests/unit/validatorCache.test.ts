/**
 * The JSON Schema validators ajv generates are kept in a cache folder and used again while the
 * schemas are the same: a second run loads them instead of compiling for a second.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";

const repo = join(import.meta.dirname, "..", "..");
const schema = (name: string) => JSON.parse(readFileSync(join(repo, "schemas", `${name}.schema.json`), "utf8"));
const site = schema("site");
const page = schema("page");
const siteConfig = JSON.parse(readFileSync(join(repo, "site.config.json"), "utf8"));
const aboutPage = JSON.parse(readFileSync(join(repo, "pages", "about.json"), "utf8"));
const brokenPage = { ...aboutPage, blocks: [{ type: "no-such-block" }] };

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "validators-"));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const kept = () => readdirSync(cacheDir).filter((f) => f.endsWith(".cjs"));

describe("kept JSON Schema validators", () => {
  it("writes the validators once and loads them from the cache next time", () => {
    const first = compileJsonSchemas(site, page, undefined, cacheDir);
    expect(kept()).toHaveLength(1);
    expect([first.site(siteConfig), first.page(aboutPage), first.page(brokenPage)]).toEqual([true, true, false]);

    const second = compileJsonSchemas(site, page, undefined, cacheDir);
    expect([second.site(siteConfig), second.page(aboutPage), second.page(brokenPage)]).toEqual([true, true, false]);

    // Proof that the second run read the file: a stand-in module put in its place is what a third run uses.
    writeFileSync(join(cacheDir, kept()[0]!), "exports.site = () => false; exports.page = () => false;");
    expect(compileJsonSchemas(site, page, undefined, cacheDir).page(aboutPage)).toBe(false);
  });

  it("never runs V8's compiled form of another module, even one of the same length", () => {
    compileJsonSchemas(site, page, undefined, cacheDir);
    compileJsonSchemas(site, page, undefined, cacheDir);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith(".v8cache"))).toHaveLength(1);
    // A stand-in of exactly the module's length: V8 alone would take the kept compiled form for it.
    const module = join(cacheDir, kept()[0]!);
    const standIn = "exports.site = () => false; exports.page = () => false;";
    writeFileSync(module, standIn + " ".repeat(readFileSync(module, "utf8").length - standIn.length));
    expect(compileJsonSchemas(site, page, undefined, cacheDir).page(aboutPage)).toBe(false);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith(".v8cache"))).toHaveLength(1);
  });

  it("compiles again when a schema changes", () => {
    compileJsonSchemas(site, page, undefined, cacheDir);
    const stricter = { ...page, required: [...(page.required ?? []), "owner"] };
    const checks = compileJsonSchemas(site, stricter, undefined, cacheDir);
    expect(kept()).toHaveLength(2);
    expect(checks.page(aboutPage)).toBe(false);
  }, 20_000);

  it("makes a damaged file again instead of failing", () => {
    compileJsonSchemas(site, page, undefined, cacheDir);
    writeFileSync(join(cacheDir, kept()[0]!), "this is not JavaScript {");
    const checks = compileJsonSchemas(site, page, undefined, cacheDir);
    expect([checks.site(siteConfig), checks.page(aboutPage), checks.page(brokenPage)]).toEqual([true, true, false]);
    expect(readFileSync(join(cacheDir, kept()[0]!), "utf8")).toContain("exports");
    expect(compileJsonSchemas(site, page, undefined, cacheDir).page(brokenPage)).toBe(false);
  }, 20_000);

  it("keeps the eight most recently used modules and removes older ones", () => {
    const tiny = (n: number) => ({ type: "object", properties: { [`field${n}`]: { type: "string" } } });
    const fileOf: string[] = [];
    const use = (n: number) => {
      const before = kept();
      compileJsonSchemas(tiny(n), tiny(n), undefined, cacheDir);
      fileOf[n] ??= kept().find((f) => !before.includes(f))!;
    };
    for (let n = 0; n < 8; n++) use(n);
    expect(kept()).toHaveLength(8);
    use(0); // loaded again, so now the most recently used
    use(8);
    expect(kept().sort()).toEqual(fileOf.filter((_, n) => n !== 1).sort());
  });
});
