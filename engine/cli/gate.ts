/**
 * The gate: what content must pass before it goes live, defined once and used by npm test, the GitHub workflow
 * (.github/workflows/site.yml) and the editor's Publish (engine/editor/server/publish/).
 *
 *   1. the validator: no errors;
 *   2. the editorial checks, strict (every finding is an error, as npm run lint:content -- --strict);
 *   3. a build for publishing: production refuses stand-in content; "preview" publishes it, every page marked.
 *
 * npm run gate                        all three (build mode from --build, else SITE_BUILD_MODE, else production)
 * npm run gate -- --checks            1 and 2 only (npm test: its browser tests build the site already)
 * npm run gate -- --build preview     a site that still holds stand-in content, published as a preview on purpose
 * npm run gate -- --site <folder>     another site's content
 *   --report <file>                   also writes the outcome as JSON (the editor reads it)
 *   --from <folder>                   starts the build from a previous build (the published one): only what changed is
 *                                     drawn again (engine/build/output.ts; the previous build is never changed)
 *   --temporary                       the site folder is a throwaway copy (nothing of its build is kept elsewhere: the
 *                                     bundles in .cache/bundles/ depend on the engine, not on the site)
 *   --precompress                     also writes .br and .gz copies, for a folder served by nginx (docs/addresses.md)
 * npm run gate -- --wait              started ahead of its work (the editor's Publish, while it talks to git): loads
 *                                     what a gate needs, then reads its arguments, as one line of JSON (a list of
 *                                     strings), on its standard input; stops without a word if the input ends first
 * In GitHub Actions every problem is also printed as an annotation on its line.
 */
import { writeFile } from "node:fs/promises";
import { validateProject } from "../content/validate";
import { lintContent } from "../content/lint";
import { findPlaceholders } from "../content/placeholders";
import type { Problem } from "../content/validate/problem";
import { join } from "node:path";
import { seedFrom } from "../build/output";
import { formatReport } from "./report";
import { siteRootFrom } from "./siteRoot";
import { annotateInGitHub } from "./annotations";
import type { LoadingRenderers } from "../build/renderThreads";

export type GateStage = "validate" | "lint" | "build";
export type GateBuild = "production" | "preview";

export interface GateOptions {
  /** false: the checks only. */
  build: GateBuild | false;
  /** Told as each stage starts (the editor's progress). */
  onStage?: (stage: GateStage) => void;
  quiet?: boolean;
  /** .br and .gz copies, for a deployment that serves them (a folder behind nginx). */
  precompress?: boolean;
  /** A previous build (the published one) to start from, when the site has no dist/ yet. */
  from?: string;
}

export interface GateOutcome {
  ok: boolean;
  /** Everything that stops it, as errors, each at its file and field. */
  problems: Problem[];
  /** The stage that stopped it. */
  failedAt?: GateStage;
  /** Where the built site is (root/dist), when it was built. */
  built?: string;
  seconds: number;
}

export async function runGate(root: string, options: GateOptions): Promise<GateOutcome> {
  // A gate that builds starts the renderer's thread first, so that it loads while the content is checked.
  const early = options.build ? await startEarly(root) : undefined;
  try {
    return await gateWith(root, options, early);
  } finally {
    await early?.close();
  }
}

async function gateWith(root: string, { build, onStage, quiet = true, precompress = false, from }: GateOptions, early: LoadingRenderers | undefined): Promise<GateOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<GateOutcome, "seconds">): GateOutcome => ({ ...outcome, seconds: (performance.now() - started) / 1000 });
  onStage?.("validate");
  const result = validateProject(root, { keepOnDisk: true });
  const errors = result.problems.filter((problem) => problem.severity === "error");
  if (errors.length) return done({ ok: false, problems: errors, failedAt: "validate" });

  onStage?.("lint");
  // The declared rules' warnings (engine/rules/) stop Publish too; their suggestions never do.
  const ruleWarnings = result.problems.filter((problem) => problem.rule && problem.severity === "warning");
  const findings = [...lintContent(result, { strict: true, root }), ...ruleWarnings].map((problem): Problem => ({ ...problem, severity: "error" }));
  if (findings.length) return done({ ok: false, problems: findings, failedAt: "lint" });
  if (!build) return done({ ok: true, problems: [] });

  onStage?.("build");
  const standIns = findPlaceholders(result, root);
  if (build === "production" && standIns.length) {
    return done({ ok: false, problems: standIns.map((problem): Problem => ({ ...problem, severity: "error" })), failedAt: "build" });
  }
  const { buildSite } = await import("./build");
  if (from) seedFrom(from, join(root, "dist"));
  const built = await buildSite(root, { quiet, mode: build, precompress, validation: result, early });
  if (!built) {
    return done({ ok: false, failedAt: "build", problems: [{ file: "site.config.json", where: "(the whole file)", severity: "error", message: "The site could not be built. Whoever looks after the website can see why by running npm run gate." }] });
  }
  return done({ ok: true, problems: [], built: `${root}/dist` });
}

/** The build's renderer threads, started before the checks (loaded only for a build: the checks need neither Vite nor the renderers). */
async function startEarly(root: string): Promise<LoadingRenderers | undefined> {
  // The server renderer runs React in production mode, as the build sets it.
  process.env.NODE_ENV ??= "production";
  const { startRenderersEarly } = await import("../build/earlyRenderers");
  return startRenderersEarly(root);
}

/** The build mode a command line asks for: --build <mode>, else SITE_BUILD_MODE, else production; --checks: none. */
export function gateBuildFor(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): GateBuild | false {
  if (argv.includes("--checks")) return false;
  const at = argv.indexOf("--build");
  const asked = at >= 0 ? argv[at + 1] : env.SITE_BUILD_MODE;
  if (asked === undefined || asked === "") return "production";
  if (asked === "production" || asked === "preview") return asked;
  throw new Error(`--build ${asked}: the gate builds for "production" or "preview".`);
}

const STAGE_WORDS: Record<GateStage, string> = { validate: "validator", lint: "editorial checks (strict)", build: "build for publishing" };

async function main(argv: string[]) {
  const root = siteRootFrom(argv);
  const build = gateBuildFor(argv);
  const reportAt = argv.indexOf("--report");
  const quiet = reportAt >= 0;
  const fromAt = argv.indexOf("--from");
  const outcome = await runGate(root, {
    build,
    quiet,
    precompress: argv.includes("--precompress"),
    from: fromAt >= 0 ? argv[fromAt + 1] : undefined,
    onStage: (stage) => console.log(quiet ? `@stage ${stage}` : `== Gate: ${STAGE_WORDS[stage]}${stage === "build" ? ` (${build})` : ""}`),
  });
  if (reportAt >= 0 && argv[reportAt + 1]) await writeFile(argv[reportAt + 1]!, JSON.stringify(outcome));
  annotateInGitHub(outcome.problems, root);
  if (outcome.ok) console.log(`✓ The gate passed (${build ? `checks and a ${build} build` : "checks only"}) in ${outcome.seconds.toFixed(1)} s.`);
  else {
    console.error(formatReport(outcome.problems));
    console.error(`✗ The gate stopped at the ${STAGE_WORDS[outcome.failedAt!]}: nothing may go live until the problems above are fixed.`);
  }
  return outcome.ok ? 0 : 1;
}

/** --wait: the arguments read from standard input once everything a gate runs is loaded; null if none come. */
async function argumentsFromInput(): Promise<string[] | null> {
  await import("./build");
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    const end = text.indexOf("\n");
    if (end >= 0) {
      const args = JSON.parse(text.slice(0, end)) as unknown;
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === "string")) throw new Error("--wait: the arguments are not a list of strings.");
      return args;
    }
    if (text.length > 64 * 1024) throw new Error("--wait: the arguments are too long.");
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  (argv.includes("--wait") ? argumentsFromInput() : Promise.resolve(argv)).then((args) => (args ? main(args) : 0)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`The gate could not run: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
