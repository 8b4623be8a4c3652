/**
 * Child process of the scale benchmark: runs one step on one site and prints its wall time, processor time
 * (user + system, this process and the threads it ran) and peak memory as JSON.
 *   validate  npm run validate's checks (with what each file was found to have kept in the site's .cache/validation/,
 *             as npm run validate keeps it; "checkedAfresh" says how many files were checked again)
 *   build     npm run build (over whatever dist/ the site has: none for a build from clean)
 *   gate      npm run gate (validator, strict editorial checks, a preview build over the site's dist/)
 */
// Set before the engine is loaded, as the build command sets it: React picks its JSX runtime by NODE_ENV when first
// loaded, and a build whose bundles are made in this process (the cold step) must not meet a runtime loaded before.
process.env.NODE_ENV ??= "production";
export {};
const { validateProject } = await import("../content/validate");
const { buildSite } = await import("../cli/build");
const { lintContent } = await import("../content/lint");
const { findPlaceholders } = await import("../content/placeholders");
const { filesCheckedAfresh } = await import("../content/validate/diskCache");
const { startRenderersEarly } = await import("../build/earlyRenderers");

const [step, root] = process.argv.slice(2) as ["validate" | "build" | "gate", string];

async function main() {
  const started = performance.now();
  let pages = 0;
  let checkedAfresh: number | undefined;
  if (step === "validate") {
    const result = validateProject(root, { keepOnDisk: true });
    const errors = result.problems.filter((p) => p.severity === "error");
    if (errors.length) throw new Error(`${errors.length} validation errors, e.g. ${errors[0]!.file} ${errors[0]!.message}`);
    pages = result.pages.length;
    checkedAfresh = filesCheckedAfresh();
  } else if (step === "gate") {
    // The stages of engine/cli/gate.ts's runGate, in its order, its lint findings counted but not refused (the
    // synthetic pages are linked from nowhere, which the strict editorial checks would refuse).
    const early = await startRenderersEarly(root);
    try {
      const result = validateProject(root, { keepOnDisk: true });
      if (result.problems.some((p) => p.severity === "error")) throw new Error("validation errors");
      lintContent(result, { strict: true, root });
      findPlaceholders(result, root);
      if (!(await buildSite(root, { quiet: true, mode: "preview", validation: result, early }))) throw new Error("build failed");
    } finally {
      await early?.close();
    }
  } else {
    if (!(await buildSite(root, { quiet: true }))) throw new Error("build failed");
  }
  const ms = performance.now() - started;
  const usage = process.resourceUsage();
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  console.log(JSON.stringify({ step, pages, ms, cpuMs, peakMB: usage.maxRSS / 1024, ...(checkedAfresh === undefined ? {} : { checkedAfresh }) }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
