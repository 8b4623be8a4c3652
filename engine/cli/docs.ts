/**
 * npm run docs            writes the block reference (generated from the schemas) into
 *                         pages/CONTENT_GUIDE.md, between its block-reference markers
 * npm run docs -- --check exits 1 when the guide's reference is out of date
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { blockReferenceMarkdown, withReference } from "../content/reference/markdown";

export const GUIDE = "pages/CONTENT_GUIDE.md";

/** The guide as it should be: its hand-written parts as they are, the reference freshly generated. */
export function expectedGuide(root: string): { file: string; current: string; expected: string } {
  const file = join(root, GUIDE);
  const current = readFileSync(file, "utf8");
  return { file, current, expected: withReference(current, blockReferenceMarkdown()) };
}

function main() {
  const { file, current, expected } = expectedGuide(process.cwd());
  if (process.argv.includes("--check")) {
    if (current !== expected) {
      console.error(`${GUIDE}: the block reference is out of date; run "npm run docs" and commit the result.`);
      process.exit(1);
    }
    console.log(`${GUIDE}: the block reference is up to date.`);
    return;
  }
  if (current !== expected) writeFileSync(file, expected);
  console.log(current === expected ? `${GUIDE} was already up to date.` : `Wrote the block reference into ${GUIDE}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
