/**
 * npm run build               validate the content (a broken page fails the build with the validator's message),
 *                             build the browser bundle and the server renderer with Vite, then pre-render every
 *                             route to dist/. This is the build to publish: it refuses stand-in content.
 * npm run build -- --preview  the same, published on purpose with stand-in content: every page is marked as a preview
 * npm run build -- --site <folder>   builds another site (its own site.config.json, pages/ and public/) into <folder>/dist
 * npm run build -- --precompress     also writes .br and .gz copies of the text files, for nginx's gzip_static and
 *                             brotli_static (a folder deploy); hosts that build from git compress for themselves
 *
 * A build whose forms post to a local collector (SITE_FORMS_ENDPOINT: npm start, the tests, the benches) is a local
 * build: stand-in content is fine there and only counted.
 *
 * npm run build starts at engine/cli/build-if-changed.ts, which loads this file only when there is work to do.
 */
import { join, relative } from "node:path";
import { validateProject, type ValidationResult } from "../content/validate";
import { pageFileFor, prerender } from "../build/prerender";
import { formatReport } from "./report";
import { IMAGE_CACHE_DIR } from "../build/paths";
import { drawImageVariants, publishImageVariants, type DrawnVariants } from "../build/images";
import { drawSocialCard } from "../build/socialCard";
import { drawFavicon } from "../build/favicon";
import { drawnOnce } from "../build/drawnOnce";
import { compressFiles, copyOf, getsCopies, COMPRESSION_SETTINGS } from "../build/precompress";
import { OutputTree } from "../build/output";
import { readCopyStamps, writeCopyStamps } from "../build/copyStamps";
import { readBuildState, writeBuildState } from "../build/buildState";
import { startBundles } from "../build/bundles";
import { guessedClientSite } from "../build/guessedConfig";
import { browserImageSizes, pageEntryData, siteAsBuilt } from "../build/contentForRenderers";
import { withLastUpdated } from "../build/lastContentChange";
import { SOCIAL_CARD } from "../seo/socialCard";
import { FAVICON } from "../seo/favicon";
import { findPlaceholders, FORMS_SETUP_GUIDE } from "../content/placeholders";
import { formatProblem, type Problem } from "../content/validate/problem";
import { writeFormDefinitions } from "../build/formDefinitions";
import { siteRootFrom } from "./siteRoot";
import { startRenderersEarly } from "../build/earlyRenderers";
import { forgetInputs, rememberInputs, sourcesKey, sourceStamps, stampLines, type SourceStamps } from "../build/upToDate";
import { answerWithoutBuilding, keepOutput, restoreKeptOutput, startKeeping } from "../build/keptOutput";
import { withLocationPages } from "../content/locationPages";
import type { LoadingRenderers } from "../build/renderThreads";
import type { PageInput } from "../app/entry-prerender";
import { identityOf } from "../content/validate/pageIdentity";
import type { BuildMode } from "./buildMode";
import { buildModeFor, precompressFor } from "./buildMode";

export { buildModeFor, precompressFor, type BuildMode } from "./buildMode";

export interface BuildOptions {
  quiet?: boolean;
  mode?: BuildMode;
  /**
   * Write a Brotli and a gzip copy beside each text file, for a deployment that serves them as they are (nginx
   * with gzip_static, npm start). Hosts that build from git compress for themselves: they get none.
   */
  precompress?: boolean;
  /** The content's validation, when the caller has just made it (the gate): not made again. */
  validation?: ValidationResult;
  /** Renderer threads the caller started (the gate, before its own checks; a group's build, for every practice): the caller closes them. */
  early?: LoadingRenderers;
  /** Put the last build's kept output back into an empty dist/ once the content is checked (npm run build: engine/build/keptOutput.ts). */
  keptOutput?: boolean;
  /** Publish dist/'s copies as hard links to their sources: a group's build, whose sources are never changed in place. */
  linkCopies?: boolean;
  /** The sources' stamps as npm run build's walk took them before the build (engine/build/upToDate.ts): the checks take them from there. */
  stamps?: SourceStamps["stampOf"];
  /** No repository has a history of the site's files (a group's composed practice folder): git is not asked the last-updated day. */
  untracked?: boolean;
}

/**
 * Builds the site whose content is in `root` (the repository itself, or a test fixture) into root/dist.
 * A dist/ left by a previous build is kept and brought up to date: only the pages whose inputs changed are
 * drawn again, files that no longer belong are removed, and the result is the same as a build from nothing.
 */
export async function buildSite(root: string, options: BuildOptions = {}) {
  // The server renderer loads React as this process's first user of it: in production mode, as Vite's build would set.
  process.env.NODE_ENV ??= "production";
  // Renderers handed in are the caller's to close (the gate's, a group's shared ones); those started here are closed here.
  const started = options.early ? undefined : await startRenderersEarly(root);
  try {
    return await buildWith(root, options, options.early ?? started);
  } finally {
    await started?.close();
  }
}

async function buildWith(root: string, { quiet = false, mode = "local", precompress = false, validation, keptOutput = false, linkCopies = false, untracked = false, stamps }: BuildOptions, early: LoadingRenderers | undefined) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();
  // Before the content is checked (which holds this thread), what does not depend on it is started: the pictures'
  // variants (drawn by sharp off this thread) and, if the cache lacks them, Vite's bundles in a thread of their own.
  const imageSizes = await browserImageSizes(join(root, "public"));
  const pictures = drawImageVariants(join(root, "public"), IMAGE_CACHE_DIR);
  pictures.catch(() => {}); // awaited below; a build that stops first leaves them in the cache
  const bundling = startBundles(root, imageSizes, quiet ? "silent" : "warn", () => guessedClientSite(root));
  let bundles;
  let builtSite;
  try {
    validation ??= validateProject(root, { keepOnDisk: true, stamps });
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
    if (!site) throw new Error("The site's config could not be read.");
    process.env.SITE_CONTENT_ROOT = root;
    builtSite = siteAsBuilt(site);
    bundles = await bundling.finish(builtSite);
  } finally {
    await bundling.close();
  }
  const site = validation.site!;
  const dist = join(root, "dist");
  // Only now: content that fails its checks leaves an empty dist/ empty.
  const restored = keptOutput ? restoreKeptOutput(root) : null;
  if (restored) log(`dist/ was ${restored.wasMissing ? "missing" : "empty"}: put back the last build's ${restored.files.toLocaleString("en-GB")} files from .cache${restored.leftOut ? ` (${restored.leftOut} left out: changed since, or not kept)` : ""}; drawing what changed since.`);
  const previous = readBuildState(dist);
  const out = new OutputTree(dist, readCopyStamps(root), linkCopies);
  const pages = withLocationPages(site, validation.pages);
  const identities = new Map<PageInput, string>();
  const drawnPages = pages.map((entry) => {
    const data = pageEntryData(entry);
    const identity = identityOf(entry.page);
    if (identity !== undefined) identities.set(data, identity);
    return data;
  });
  // The pages are drawn (in the renderers' threads) while this thread publishes the pictures and files beside them.
  const [report] = await Promise.all([
    prerender(
      {
        serverEntry: bundles.serverEntry,
        clientDir: bundles.client,
        // The footer's "last updated" day is stamped here, for the pre-rendered pages only: the browser's bundle never needs it.
        site: withLastUpdated(builtSite, root, { git: !untracked }),
        pages: drawnPages,
        identities,
        preview: mode === "preview",
        previous: previous.pages,
        loading: early?.serverEntry === bundles.serverEntry ? early : undefined,
      },
      out,
    ),
    publishFilesBeside(root, pictures, bundles.client, out, log, new Set(pages.map((page) => pageFileFor(page.route)))),
  ]);
  const forms = writeFormDefinitions(validation, out);
  if (forms.length) log(`Published the definitions of ${forms.length} ${forms.length === 1 ? "form" : "forms"} for their receivers: ${forms.map((name) => `forms/${name}.json`).join(", ")}.`);
  const logoFile = join(root, "public", ...site.logo.src.split("/"));
  out.write(SOCIAL_CARD.src.slice(1), await drawnOnce(logoFile, "social-card", drawSocialCard));
  out.write(FAVICON.src.slice(1), await drawnOnce(logoFile, "favicon", drawFavicon));
  const removed = out.sweep((rel) => precompress && out.published.has(copyOf(rel) ?? ""));
  // Last, so that every text file of dist/ has its copies, as nginx's gzip_static and brotli_static expect.
  const compressed = precompress ? [...out.published].filter(getsCopies) : [];
  if (precompress) {
    const done = new Set(previous.compression === COMPRESSION_SETTINGS ? previous.compressed : []);
    const copies = await compressFiles(dist, compressed.filter((rel) => out.changed.has(rel) || !done.has(rel)));
    log(`Wrote ${copies} compressed copies (.br, .gz) of the text files that changed.`);
  }
  writeBuildState(dist, { pages: report.fingerprints, compression: precompress ? COMPRESSION_SETTINGS : null, compressed });
  writeCopyStamps(root, out.copies);
  for (const error of report.blockErrors) console.error(`A block failed to render and was left out: ${error}`);
  const what = `${report.pages} pages (${report.drawn} drawn, ${report.pages - report.drawn} unchanged; ${removed} old ${removed === 1 ? "file" : "files"} removed)`;
  log(`Built ${what} into dist/${mode === "preview" ? " as a preview (every page says so, and asks not to be indexed)" : ""} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/**
 * Publishes the prepared photos, public/ and the browser bundle, while the pages are drawn. The photos come first:
 * they are published in place of public/'s originals, which the copy of public/ then skips. A file of public/ at
 * a page's place (`pageFiles`) is never published: the page is.
 */
async function publishFilesBeside(root: string, pictures: Promise<DrawnVariants>, clientDir: string, out: OutputTree, log: (line: string) => void, pageFiles: ReadonlySet<string>): Promise<void> {
  const variants = publishImageVariants(await pictures, out);
  if (variants) log(`Published ${variants} responsive image variants.`);
  out.copyFolder(join(root, "public"), (rel) => pageFiles.has(rel));
  out.copyFolder(clientDir, (rel) => rel === ".vite");
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

/** The command's build: none at all when nothing it reads or wrote has moved since the last (engine/build/upToDate.ts). */
export async function buildUnlessUpToDate(root: string, settings: { mode: BuildMode; precompress: boolean }): Promise<boolean> {
  process.env.NODE_ENV ??= "production"; // as buildSite sets it: part of what the stamps compare
  // Taken once, before the build reads the files: one saved meanwhile is seen by the next build.
  const sources = sourceStamps(root);
  const answer = answerWithoutBuilding(root, settings, sources);
  if (answer) {
    console.log(answer);
    return true;
  }
  return buildRemembering(root, settings, sources);
}

/**
 * The build, its stamps forgotten first and kept once it succeeded (engine/cli/build-if-changed.ts asked whether it
 * was needed), with its output kept in .cache to put back into an empty dist/ (engine/build/keptOutput.ts).
 */
export async function buildRemembering(root: string, settings: { mode: BuildMode; precompress: boolean }, sources: SourceStamps): Promise<boolean> {
  forgetInputs(root);
  const since = startKeeping(root);
  const built = await buildSite(root, { ...settings, keptOutput: true, stamps: sources.stampOf });
  if (built) rememberInputs(root, settings, sources, stampLines(keepOutput(root, since, sources.settled ? sourcesKey(settings, sources) : null)));
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  Promise.resolve()
    .then(() => buildUnlessUpToDate(siteRootFrom(argv), { mode: buildModeFor(argv), precompress: precompressFor(argv) }))
    .then(
      (ok) => process.exit(ok ? 0 : 1),
      (error: unknown) => {
        console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
