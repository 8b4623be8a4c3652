/**
 * Help for the people who edit content: every field of the editor schemas has
 * hover text, and the block reference in pages/CONTENT_GUIDE.md is generated
 * from the schemas, up to date, and its examples are valid blocks.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectedGuide, GUIDE } from "../../engine/cli/docs";
import { minimalBlockExamples, REFERENCE_START, REFERENCE_END, withReference } from "../../engine/content/reference/markdown";
import { BLOCK_TYPES } from "../../engine/schema/blocks";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { allStrings } from "../../engine/content/lint/texts";
import { ASSET_PATTERN } from "../../engine/schema/common";
import { tempSite } from "../support/tempSite";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";

const root = join(import.meta.dirname, "..", "..");
type JsonSchema = Record<string, any>;

/** Every property of a JSON Schema, as "a.b[].c" paths with their schema, following $refs once each. */
function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  const defs: Record<string, JsonSchema> = schema.$defs ?? {};
  const target = (s: JsonSchema) => (s.$ref ? defs[String(s.$ref).split("/").pop()!]! : s);
  const out: [string, JsonSchema][] = [];
  const seen = new Set<JsonSchema>();
  const walk = (node: JsonSchema | undefined, path: string) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (node.$ref) return walk(target(node), path);
    for (const [key, value] of Object.entries<JsonSchema>(node.properties ?? {})) {
      out.push([`${path}.${key}`, value]);
      walk(value, `${path}.${key}`);
    }
    if (node.items && typeof node.items === "object") walk(node.items, `${path}[]`);
    for (const key of ["oneOf", "anyOf", "allOf", "prefixItems"]) for (const option of node[key] ?? []) walk(option, path);
    for (const key of ["then", "else"]) walk(node[key], path);
  };
  walk(schema, "");
  // A description may sit on the property or on any schema its $ref chain leads to.
  const described = (s: JsonSchema | undefined): boolean => !!s && (!!s.description || (!!s.$ref && described(defs[String(s.$ref).split("/").pop()!])));
  return out.map(([path, s]) => [path, { ...s, described: described(s) }]);
}

describe("editor schemas", () => {
  it.each(["site", "page", "shared-block"])("%s.schema.json describes every field, for the editor's hover text", (name) => {
    const schema = JSON.parse(readFileSync(join(root, "schemas", `${name}.schema.json`), "utf8"));
    const properties = propertiesOf(schema);
    expect(properties.length).toBeGreaterThan(20);
    expect(properties.filter(([, s]) => !s.described).map(([path]) => path)).toEqual([]);
  });

  it("offers every block type, link kind and icon as a choice", () => {
    const text = readFileSync(join(root, "schemas", "page.schema.json"), "utf8");
    for (const value of ['"const": "faq"', '"const": "booking"', '"sparkles"', '"const": "notFound"']) expect(text).toContain(value);
  });
});

describe("editor settings", () => {
  it("map pages, shared blocks and the site config to their schemas, without a page matching two", () => {
    const settings = JSON.parse(readFileSync(join(root, ".vscode", "settings.json"), "utf8"));
    const mapping = Object.fromEntries(settings["json.schemas"].map((m: { url: string; fileMatch: string[] }) => [m.url, m.fileMatch]));
    expect(mapping).toEqual({
      "./schemas/page.schema.json": ["/pages/**/*.json", "!/pages/_shared/**"],
      "./schemas/shared-block.schema.json": ["/pages/_shared/**/*.json"],
      "./schemas/site.schema.json": ["/site.config.json"],
    });
  });
});

describe("block reference in the content guide", () => {
  it(`${GUIDE} is up to date (run npm run docs if this fails)`, () => {
    const { current, expected } = expectedGuide(root);
    expect(current).toBe(expected);
  });

  it("documents every block type, with its fields and an example", () => {
    const guide = readFileSync(join(root, GUIDE), "utf8");
    const reference = guide.slice(guide.indexOf(REFERENCE_START), guide.indexOf(REFERENCE_END));
    for (const type of BLOCK_TYPES) expect(reference, type).toContain(`(\`"type": "${type}"\`)`);
    expect(reference).toContain("| `items[].answer` | text, or list of texts, at least 1 | yes |");
    expect(reference).toContain('#### `"kind": "booking"`');
  });

  it("replaces only what is between the markers, and asks for them when they are missing", () => {
    expect(withReference(`intro\n${REFERENCE_START}\nold\n${REFERENCE_END}\noutro`, "new")).toBe(`intro\n${REFERENCE_START}\nnew\n${REFERENCE_END}\noutro`);
    expect(() => withReference("no markers", "new")).toThrow(/needs the markers/);
  });

  it("gives every block type a smallest example that is itself valid (in a page of a real site: files, links and the editor schema checked)", () => {
    const site = tempSite();
    try {
      const examples = minimalBlockExamples();
      expect(examples.map((e) => e.type)).toEqual(BLOCK_TYPES);
      // Examples name files of this repository's public/ (a video, a PDF); the fixture site gets copies.
      for (const { text } of allStrings(examples)) {
        if (!ASSET_PATTERN.test(text) || existsSync(join(site.root, "public", text))) continue;
        mkdirSync(dirname(join(site.root, "public", text)), { recursive: true });
        copyFileSync(join(root, "public", text), join(site.root, "public", text));
      }
      // The find-us list shows the site's locations: the fixture gets one.
      site.edit("site.config.json", (config) => (config.locations = [{ id: "north", name: "North surgery", address: config.contact.address, phone: config.contact.phone, openingHours: config.openingHours }]));
      site.write("pages/examples.json", {
        $schema: "../schemas/page.schema.json",
        title: "Every block's smallest example | Test Practice",
        description: "One page holding the smallest valid example of each block type from the content guide.",
        blocks: examples.map((e) => e.example),
      });
      const generated = generateJsonSchemas();
      const jsonSchemas = compileJsonSchemas(generated.site, generated.page, generated.sharedBlock);
      expect(validateProject(site.root, { jsonSchemas }).problems.map(formatProblem)).toEqual([]);
    } finally {
      site.remove();
    }
  });
});

describe("the README and the developers' pages", () => {
  it("keeps the README to what a newcomer needs first: under 20 KB, the rest in docs/", () => {
    expect(statSync(join(root, "README.md")).size).toBeLessThan(20 * 1024);
    const readme = readFileSync(join(root, "README.md"), "utf8");
    for (const heading of ["## Quick start", "## How it fits together", "## Editing pages", "## The page editor", "## Testing", "## Deploying"]) expect(readme).toContain(heading);
    // Every page of docs/ is linked from the README, so nothing moved out of it is lost.
    for (const page of readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md"))) expect(readme, page).toContain(`](docs/${page})`);
  });

  it("links only to files that exist, from the README and every page of docs/", () => {
    const pages = ["README.md", ...readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => join("docs", name))];
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(join(root, page), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        if (!existsSync(join(root, dirname(page), target!))) broken.push(`${page} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
