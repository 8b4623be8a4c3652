/**
 * npm run validate              checks site.config.json, every page and shared block, reporting all problems at once,
 *                               with the findings of the rule sets the site declares (engine/rules/: errors fail it,
 *                               warnings and suggestions are listed, each with a "Why:" link to its guidance),
 *                               plus the editorial checks (npm run lint:content) as warnings, which do not fail it,
 *                               and, as notices, forms that ask for personal details without a consent box and
 *                               the stand-in content to replace before going live, and pictures in public/ nothing uses
 * npm run validate -- --usage   also lists where each shared block (pages/_shared/) is used
 * npm run validate -- --site <folder>   checks another site's content
 * In GitHub Actions (GITHUB_ACTIONS=true) each problem is also printed as an annotation on its file's line.
 */
import { validateProject } from "../content/validate";
import { formatSharedUsage } from "../content/shared";
import { lintContent } from "../content/lint";
import { findPlaceholders } from "../content/placeholders";
import { formNotices } from "../content/formNotices";
import { unusedPictureNotices } from "../content/pictureUse";
import { formatReport } from "./report";
import { siteRootFrom } from "./siteRoot";
import { annotateInGitHub } from "./annotations";

function main() {
  try {
    const root = siteRootFrom(process.argv.slice(2));
    const result = validateProject(root, { keepOnDisk: true });
    const problems = [...result.problems, ...lintContent(result, { root }), ...formNotices(result, root), ...findPlaceholders(result, root), ...unusedPictureNotices(root)];
    const { pages } = result;
    console.log(formatReport(problems));
    annotateInGitHub(problems, root);
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
