/** Child process of the scale benchmark: runs one step on one site and prints its time and peak memory as JSON. */
import { validateProject } from "../content/validate";
import { buildSite } from "../cli/build";

const [step, root] = process.argv.slice(2) as ["validate" | "build", string];

async function main() {
  const started = performance.now();
  let pages = 0;
  if (step === "validate") {
    const result = validateProject(root);
    const errors = result.problems.filter((p) => p.severity === "error");
    if (errors.length) throw new Error(`${errors.length} validation errors, e.g. ${errors[0]!.file} ${errors[0]!.message}`);
    pages = result.pages.length;
  } else {
    if (!(await buildSite(root, { quiet: true }))) throw new Error("build failed");
  }
  const ms = performance.now() - started;
  console.log(JSON.stringify({ step, pages, ms, peakMB: process.resourceUsage().maxRSS / 1024 }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
