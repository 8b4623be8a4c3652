/**
 * The second example site (examples/physio), built as its guide says (npm run build -- --site examples/physio
 * --preview: its form address is a stand-in, which a production build refuses): it builds from its content
 * alone, and nothing a visitor receives (HTML, JavaScript, CSS, sitemap, robots, _headers, structured data, the
 * forms' definitions) carries a word of the dental practice's content or of dentistry.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { siteRootFrom } from "../../engine/cli/siteRoot";
import { siteSchema } from "../../engine/schema/site";

const ENGINE = join(import.meta.dirname, "..", "..");
const EXAMPLE = join(ENGINE, "examples", "physio");

/** The practice's own words, from its content, and the words of its trade. */
function practiceWords(): string[] {
  const practice = siteSchema({}).parse(JSON.parse(readFileSync(join(ENGINE, "site.config.json"), "utf8")));
  const { address, phone } = practice.contact;
  const host = new URL(practice.url).hostname.replace(/^www\./, "").split(".")[0]!;
  const social = practice.links.social.map((link) => new URL(link.href).pathname.replace(/\//g, "")).filter(Boolean);
  return [practice.name, address.street, address.locality, address.region, address.postcode, phone.display, phone.tel, host, ...social,
    "dental", "dentist", "dentistry", "GDC", "NHS", "tooth", "teeth", "Invisalign", "hygienist", "orthodont"];
}

/** Every file a visitor can be sent as text. The .br and .gz copies say the same as their originals. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile() && /(\.(html|js|css|json|xml|txt|svg|webmanifest)|\/_headers)$/.test(file));
}

let root: string;
let dist: string;
beforeAll(async () => {
  // A copy two folders deep inside the engine, as examples/physio is, so its "$schema" lines lead to the engine's schemas.
  root = mkdtempSync(join(ENGINE, ".cache", "example-physio-"));
  cpSync(EXAMPLE, root, { recursive: true, filter: (src) => !/[\\/](dist|collector-data)([\\/]|$)/.test(relative(EXAMPLE, src)) });
  dist = join(root, "dist");
  expect(await buildSite(root, { quiet: true, mode: "preview" })).toBe(true);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the example physiotherapy site", () => {
  it("is chosen by --site, from the folder the command runs in", () => {
    expect(siteRootFrom(["--site", "examples/physio"], ENGINE)).toBe(EXAMPLE);
    expect(siteRootFrom(["--preview", "--site=examples/physio"], ENGINE)).toBe(EXAMPLE);
    expect(siteRootFrom([], ENGINE)).toBe(ENGINE);
    expect(() => siteRootFrom(["--site", "examples"], ENGINE)).toThrow(/there is no site.config.json/);
  });

  it("builds every page, and publishes its two forms for their receivers", () => {
    for (const file of ["index.html", "back-and-neck-pain.html", "sports-injuries.html", "contact.html", "new-patients.html", "404.html"]) {
      expect(statSync(join(dist, file)).isFile(), file).toBe(true);
    }
    expect(readdirSync(join(dist, "forms")).filter((f) => f.endsWith(".json")).sort()).toEqual(["contact.json", "new-patient.json"]);
    expect(JSON.parse(readFileSync(join(dist, "forms", "new-patient.json"), "utf8")).fields.map((f: { kind: string }) => f.kind)).toEqual([
      "text", "text", "email", "tel", "select", "rating", "textarea", "consent",
    ]);
  });

  it("speaks of itself in its own words: its business type, its register's label, the words it changed", () => {
    const home = readFileSync(join(dist, "index.html"), "utf8");
    expect(home).toMatch(/"@type":"Physiotherapy"/);
    expect(home).toContain('aria-label="Clinic details"');
    expect(JSON.stringify(JSON.parse(/<script type="application\/json" id="island-data">([\s\S]*?)<\/script>/.exec(home)![1]!))).toContain("HCPC No.");
  });

  it("sends a visitor not one word of the dental practice's content, nor of dentistry", () => {
    const words = practiceWords();
    const files = textFiles(dist);
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((file) => file.endsWith("_headers"))).toBe(true);
    // From the start of a word: React's code says "accidental", which is no one's practice.
    const patterns = words.map((word) => ({ word, pattern: new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i") }));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const { word, pattern } of patterns) if (pattern.test(text)) found.push(`${relative(dist, file)}: "${word}"`);
    }
    expect(found).toEqual([]);
  });
});
