/**
 * Help for the people who edit content: every field of the editor schemas has
 * hover text, and the block reference in pages/CONTENT_GUIDE.md is generated
 * from the schemas, up to date, and its examples are valid blocks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

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
