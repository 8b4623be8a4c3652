/**
 * The second example site (examples/physio), built as its guide says (npm run build -- --site examples/physio
 * --preview: its form address is a stand-in, which a production build refuses): it builds from its content
 * alone, and nothing a visitor receives (HTML, JavaScript, CSS, sitemap, robots, _headers, structured data, the
 * forms' definitions) carries a word of the dental practice's content or of dentistry. Nor do the words its
 * staff read from the engine: VS Code's hints (schemas/*.json) and the page editor's screens and templates.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { siteRootFrom } from "../../engine/cli/siteRoot";
import { siteSchema } from "../../engine/schema/site";
import { sourceStrings } from "../support/sourceStrings";

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

/** The practice's treatments, by key and by title, each also singular ("veneer" finds "veneers" and "veneer"). */
function treatmentWords(): string[] {
  const practice = siteSchema({}).parse(JSON.parse(readFileSync(join(ENGINE, "site.config.json"), "utf8")));
  return practice.services.flatMap((service) => [service.key, service.title]).map((name) => name.replace(/s$/, ""));
}

/** Finds each word from the start of a word: React's code says "accidental", which is no one's practice. */
function wordFinder(words: readonly string[]): (text: string) => string[] {
  const unique = [...new Map(words.map((word) => [word.toLowerCase(), word])).values()];
  const patterns = unique.map((word) => ({ word, pattern: new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i") }));
  return (text) => patterns.filter(({ pattern }) => pattern.test(text)).map(({ word }) => word);
}

/** Every text value of a JSON Schema, with where it is; the lists of choices (enum) apart. */
function schemaTexts(value: unknown, at: string, out: { at: string; text: string }[] = [], choices = new Set<string>()) {
  if (typeof value === "string") out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => schemaTexts(item, `${at}[${i}]`, out, choices));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "enum" && Array.isArray(item)) item.forEach((choice) => typeof choice === "string" && choices.add(choice));
      else schemaTexts(item, `${at}.${key}`, out, choices);
    }
  }
  return { texts: out, choices };
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

  it("styles a preview build's note from the first paint, as the pages below it (its rules are inline, not only in the shared file)", () => {
    const home = readFileSync(join(dist, "index.html"), "utf8");
    expect(home).toContain('class="preview-note"');
    const inline = /<style data-first-screen>([^<]*)<\/style>/.exec(home)?.[1] ?? "";
    expect(inline).toMatch(/(^|\})\.preview-note\{[^}]*background:/);
    expect(inline).toMatch(/(^|\})section:has\(> \.preview-note\)\{[^}]*position:sticky/);
  });

  it("speaks of itself in its own words: its business type, its register's label, the words it changed", () => {
    const home = readFileSync(join(dist, "index.html"), "utf8");
    expect(home).toMatch(/"@type":"Physiotherapy"/);
    expect(home).toContain('aria-label="Clinic details"');
    expect(JSON.stringify(JSON.parse(/<script type="application\/json" id="island-data">([\s\S]*?)<\/script>/.exec(home)![1]!))).toContain("HCPC No.");
  });

  it("sends a visitor not one word of the dental practice's content, nor of dentistry", () => {
    const find = wordFinder(practiceWords());
    const files = textFiles(dist);
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((file) => file.endsWith("_headers"))).toBe(true);
    const found: string[] = [];
    for (const file of files) for (const word of find(readFileSync(file, "utf8"))) found.push(`${relative(dist, file)}: "${word}"`);
    expect(found).toEqual([]);
  });
});

describe("the engine's words, as another site's staff read them", () => {
  const find = wordFinder([...practiceWords(), ...treatmentWords(), "gum", "veneer", "filling", "implant", "whitening"]);

  it("VS Code's hints (the generated schemas) give examples that fit any business", () => {
    const files = readdirSync(join(ENGINE, "schemas")).filter((file) => file.endsWith(".json"));
    expect(files).toEqual(expect.arrayContaining(["page.schema.json", "site.schema.json"]));
    const found: string[] = [];
    for (const file of files) {
      const { texts, choices } = schemaTexts(JSON.parse(readFileSync(join(ENGINE, "schemas", file), "utf8")), file);
      expect(texts.length, file).toBeGreaterThan(50);
      // The names of the choices on offer (an icon called "tooth", the schema.org type "Dentist") are options
      // a site may take, not the engine speaking of dentistry: they are left out wherever a text lists them.
      const named = [...choices].map((choice) => new RegExp(`(?<![\\w-])${choice.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "g"));
      for (const { at, text } of texts) {
        const words = named.reduce((rest, choice) => rest.replace(choice, " "), text);
        for (const word of find(words)) found.push(`${at}: "${word}" in ${JSON.stringify(text.slice(0, 120))}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("the page editor's screens, messages and page templates give examples that fit any business", () => {
    const strings = sourceStrings(ENGINE, ["engine/editor", "engine/content/templates"]);
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.some(({ where }) => where.startsWith("engine/editor/client/screens/PagesScreen.tsx"))).toBe(true);
    const found = strings.flatMap(({ where, text }) => find(text).map((word) => `${where}: "${word}" in ${JSON.stringify(text.trim().slice(0, 120))}`));
    expect(found).toEqual([]);
  });
});
