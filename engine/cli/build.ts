/**
 * npm run build: validate the content (a broken page fails the build with the
 * validator's message), build the browser bundle and the server renderer with
 * Vite, then pre-render every route to dist/.
 */
import { join } from "node:path";
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

const engineRoot = join(import.meta.dirname, "..", "..");

/** Builds the site whose content is in `root` (the repository itself, or a test fixture) into root/dist. */
export async function buildSite(root: string, { quiet = false } = {}) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();
  const validation = validateProject(root);
  const { problems, site } = validation;
  if (problems.some((p) => p.severity === "error")) {
    console.error(formatReport(problems));
    console.error("\nThe build stopped because the content has problems (listed above).");
    return false;
  }
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
  const report = await prerender(join(ssrOutDir(root), "entry-server.js"), join(root, "dist"));
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
  log(`Built ${report.pages} pages into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSite(process.cwd()).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
