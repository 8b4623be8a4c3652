/**
 * npm run validate              checks site.config.json, every page and shared block, reporting all problems at once,
 *                               plus the editorial checks (npm run lint:content) as warnings, which do not fail it,
 *                               and the stand-in content to replace before going live as notices
 * npm run validate -- --usage   also lists where each shared block (pages/_shared/) is used
 */
import { validateProject } from "../content/validate";
import { formatSharedUsage } from "../content/shared";
import { lintContent } from "../content/lint";
import { findPlaceholders } from "../content/placeholders";
import { formatReport } from "./report";

function main() {
  try {
    const result = validateProject(process.cwd());
    const problems = [...result.problems, ...lintContent(result, { root: process.cwd() }), ...findPlaceholders(result, process.cwd())];
    const { pages } = result;
    console.log(formatReport(problems));
    if (!problems.some((p) => p.severity === "error")) console.log(`  ${pages.length} pages checked.`);
    if (process.argv.includes("--usage")) console.log(`\n${formatSharedUsage(result.shared)}`);
    process.exit(problems.some((p) => p.severity === "error") ? 1 : 0);
  } catch (error) {
    // A crash here is a bug in the engine, not in the content: say so plainly, without a stack trace.
    console.error(`The validator stopped unexpectedly: ${error instanceof Error ? error.message : String(error)}. This is a bug in the engine; please report it.`);
    process.exit(2);
  }
}

main();
