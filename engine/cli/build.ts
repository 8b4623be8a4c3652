/**
 * npm run build               validate the content (a broken page fails the build with the validator's message),
 *                             build the browser bundle and the server renderer with Vite, then pre-render every
 *                             route to dist/. This is the build to publish: it refuses stand-in content.
 * npm run build -- --preview  the same, published on purpose with stand-in content: every page is marked as a preview
 * npm run build -- --site <folder>   builds another site (its own site.config.json, pages/ and public/) into <folder>/dist
 *
 * A build whose forms post to a local collector (SITE_FORMS_ENDPOINT: npm start, the tests, the benches) is a local
 * build: stand-in content is fine there and only counted.
 */
import { join, relative } from "node:path";
import { build } from "vite";
import { validateProject } from "../content/validate";
import { prerender } from "../build/prerender";
import { formatReport } from "./report";
import { IMAGE_CACHE_DIR, ssrOutDir } from "../build/paths";
import { writeImageVariants } from "../build/images";
import { writeSocialCard } from "../build/socialCard";
import { writeFavicon } from "../build/favicon";
import { handOverValidation } from "../build/validatedContent";
import { writeCompressedCopies } from "../build/precompress";
import { findPlaceholders, FORMS_SETUP_GUIDE } from "../content/placeholders";
import { formatProblem, type Problem } from "../content/validate/problem";
import { writeFormDefinitions } from "../build/formDefinitions";
import { siteRootFrom } from "./siteRoot";

const engineRoot = join(import.meta.dirname, "..", "..");

/** "production": publishable, refuses stand-in content; "preview": publishes it, marked; "local": this machine only. */
export type BuildMode = "production" | "preview" | "local";

/** The mode a command line asks for: --preview, else local when the forms post to a local collector, else production. */
export function buildModeFor(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BuildMode {
  if (argv.includes("--preview")) return "preview";
  return env.SITE_FORMS_ENDPOINT ? "local" : "production";
}

/** Builds the site whose content is in `root` (the repository itself, or a test fixture) into root/dist. */
export async function buildSite(root: string, { quiet = false, mode = "local" as BuildMode } = {}) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();
  const validation = validateProject(root);
  const { problems, site } = validation;
  if (problems.some((p) => p.severity === "error")) {
    console.error(formatReport(problems));
    console.error("\nThe build stopped because the content has problems (listed above).");
    return false;
  }
  const standIns = findPlaceholders(validation, root);
  if (standIns.length && mode === "production") {
    console.error(refusal(standIns, root));
    return false;
  }
  if (standIns.length) log(describeStandIns(standIns.length, mode));
  const logLevel = quiet ? "silent" : "warn";
  process.env.SITE_CONTENT_ROOT = root;
  const configFile = join(engineRoot, "vite.config.ts");
  const release = handOverValidation(root, validation);
  try {
    await build({ root: engineRoot, logLevel, configFile, configLoader: "runner" });
    await build({ root: engineRoot, logLevel, configFile, configLoader: "runner", build: { ssr: "engine/app/entry-server.tsx" } });
  } finally {
    release();
  }
  const report = await prerender(join(ssrOutDir(root), "entry-server.js"), join(root, "dist"), { preview: mode === "preview" });
  const forms = writeFormDefinitions(validation, join(root, "dist"));
  if (forms.length) log(`Published the definitions of ${forms.length} ${forms.length === 1 ? "form" : "forms"} for their receivers: ${forms.map((name) => `forms/${name}.json`).join(", ")}.`);
  const variants = await writeImageVariants(join(root, "public"), join(root, "dist"), IMAGE_CACHE_DIR);
  if (variants) log(`Wrote ${variants} responsive image variants.`);
  if (site) {
    const logoFile = join(root, "public", ...site.logo.src.split("/"));
    await writeSocialCard(logoFile, join(root, "dist"));
    await writeFavicon(logoFile, join(root, "dist"));
  }
  // Last, so that every text file of dist/ has its copies, as hosts that serve .br and .gz expect.
  const copies = await writeCompressedCopies(join(root, "dist"));
  log(`Wrote ${copies} compressed copies (.br, .gz) of the text files.`);
  for (const error of report.blockErrors) console.error(`A block failed to render and was left out: ${error}`);
  log(`Built ${report.pages} pages into dist/${mode === "preview" ? " as a preview (every page says so, and asks not to be indexed)" : ""} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/** Why a production build stopped, with every stand-in and the way to preview anyway (for this site, if it is another folder's). */
function refusal(standIns: Problem[], root: string): string {
  const site = relative(process.cwd(), root);
  const count = `${standIns.length} ${standIns.length === 1 ? "piece" : "pieces"}`;
  return [
    ...standIns.map((problem) => formatProblem({ ...problem, severity: "error" })),
    "",
    `✗ The build stopped: the site still holds ${count} of stand-in content (listed above), which must not be published.`,
    "  Replace each with the practice's own and delete its \"placeholder\": true; set up the forms' addresses as " + FORMS_SETUP_GUIDE + " explains.",
    `  To publish a preview anyway (every page marked as a preview and hidden from search engines): npm run build --${site ? ` --site ${site}` : ""} --preview`,
  ].join("\n");
}

function describeStandIns(count: number, mode: BuildMode): string {
  const what = `${count} ${count === 1 ? "piece" : "pieces"} of stand-in content`;
  return mode === "preview"
    ? `Preview build: ${what} published on purpose; every page says it is a preview.`
    : `${what} (fine on this machine; npm run build refuses to publish them: npm run validate lists them).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  Promise.resolve()
    .then(() => buildSite(siteRootFrom(argv), { mode: buildModeFor(argv) }))
    .then(
      (ok) => process.exit(ok ? 0 : 1),
      (error: unknown) => {
        console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
