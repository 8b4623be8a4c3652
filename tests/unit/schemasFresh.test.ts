/** schemas/*.json are generated from the zod schemas; a stale copy would mislead editors, so it fails the tests. */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectedSchemaFiles } from "../../engine/cli/schemas";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";

const root = join(import.meta.dirname, "..", "..");

describe("generated JSON Schemas", () => {
  it.each(Object.entries(expectedSchemaFiles(root)))("%s is up to date (run npm run schemas if this fails)", (file, expected) => {
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });

  it("describe every field, so editors show hover hints", () => {
    const page = JSON.parse(readFileSync(join(root, "schemas/page.schema.json"), "utf8"));
    expect(JSON.stringify(page)).toContain("The browser tab title");
    expect(page.$defs ?? page.definitions ?? page.properties).toBeTruthy();
  });

  // Every first build compiles them (ajv, before the content is checked): a definition written twice is compiled twice.
  it.each(Object.entries(generateJsonSchemas()))("the %s schema holds each definition once", (_name, schema) => {
    const definitions = Object.values((schema as { $defs?: Record<string, unknown> }).$defs ?? {}).map((definition) => JSON.stringify(definition));
    expect(definitions.length).toBeGreaterThan(0);
    expect(new Set(definitions).size).toBe(definitions.length);
  });
});
