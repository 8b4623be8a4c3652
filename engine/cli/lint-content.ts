/**
 * npm run lint:content              editorial checks (title and description lengths, alt text, headings,
 *                                   FAQ questions, prices written one way and agreeing with the price tables,
 *                                   empty texts, phone, hours and booking from the config, TODO placeholders,
 *                                   pages no other page links to)
 *                                   as warnings; exits 1 only when the content is not valid at all
 * npm run lint:content -- --strict  the same checks as errors (CI): any finding exits 1
 *                                   (pictures in public/ that nothing uses are listed as notices, which never fail it)
 * npm run lint:content -- --site <folder>   checks another site's content
 */
import { validateProject } from "../content/validate";
import { lintContent } from "../content/lint";
import { unusedPictureNotices } from "../content/pictureUse";
import { formatProblem } from "../content/validate/problem";
import { formatReport } from "./report";
import { siteRootFrom } from "./siteRoot";

function main() {
  const strict = process.argv.includes("--strict");
  const root = siteRootFrom(process.argv.slice(2));
  const result = validateProject(root, { keepOnDisk: true });
  const errors = result.problems.filter((p) => p.severity === "error");
  if (errors.length) {
    // Broken files cannot be judged editorially; say so rather than pass them silently.
    console.error(formatReport(errors));
    console.error('\nThe editorial checks need valid content; fix the problems above (see "npm run validate") first.');
    process.exit(1);
  }
  const findings = lintContent(result, { strict, root });
  for (const finding of findings) console.log(formatProblem(finding));
  for (const notice of unusedPictureNotices(root)) console.log(formatProblem(notice));
  if (!findings.length) console.log(`✓ No editorial problems in ${result.pages.length} pages.`);
  else console.log(`${strict ? "✗" : "!"} ${findings.length} editorial ${findings.length === 1 ? "problem" : "problems"}${strict ? "" : " (warnings; add --strict to fail on them)"}.`);
  process.exit(strict && findings.length ? 1 : 0);
}

main();
