/** npm run validate: checks site.config.json and every page, reporting all problems at once. */
import { validateProject } from "../content/validate";
import { formatReport } from "./report";

function main() {
  try {
    const { problems, pages } = validateProject(process.cwd());
    console.log(formatReport(problems));
    if (!problems.some((p) => p.severity === "error")) console.log(`  ${pages.length} pages checked.`);
    process.exit(problems.some((p) => p.severity === "error") ? 1 : 0);
  } catch (error) {
    // A crash here is a bug in the engine, not in the content: say so plainly, without a stack trace.
    console.error(`The validator stopped unexpectedly: ${error instanceof Error ? error.message : String(error)}. This is a bug in the engine; please report it.`);
    process.exit(2);
  }
}

main();
