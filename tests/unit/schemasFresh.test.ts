/** schemas/*.json are generated from the zod schemas; a stale copy would mislead editors, so it fails the tests. */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectedSchemaFiles } from "../../engine/cli/schemas";

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
});
