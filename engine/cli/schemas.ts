/**
 * npm run schemas            writes schemas/site.schema.json, page.schema.json and shared-block.schema.json
 * npm run schemas -- --check exits 1 when the committed files are out of date
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateJsonSchemas, serialiseSchema } from "../content/jsonSchemas";
import { projectPaths } from "../content/files";

/** The schemas depend on the engine alone, never on content: a content edit cannot leave them out of date. */
export function expectedSchemaFiles(root: string): Record<string, string> {
  const paths = projectPaths(root);
  const { site, page, sharedBlock } = generateJsonSchemas();
  return {
    [join(paths.schemasDir, "site.schema.json")]: serialiseSchema(site),
    [join(paths.schemasDir, "page.schema.json")]: serialiseSchema(page),
    [join(paths.schemasDir, "shared-block.schema.json")]: serialiseSchema(sharedBlock),
  };
}

function main() {
  const root = process.cwd();
  const files = expectedSchemaFiles(root);
  if (process.argv.includes("--check")) {
    const stale = Object.entries(files).filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text);
    for (const [file] of stale) console.error(`${file.slice(root.length + 1)} is out of date: run "npm run schemas" and commit the result.`);
    process.exit(stale.length ? 1 : 0);
  }
  mkdirSync(projectPaths(root).schemasDir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  console.log(`Wrote ${Object.keys(files).map((f) => f.slice(root.length + 1)).join(", ")}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
