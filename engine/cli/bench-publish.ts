/**
 * npm run bench:publish: how long the editor's Publish takes, on this 2-core machine, against a real bare git
 * repository in a temporary folder. Targets (issue 31), each the median of runs:
 *   - Publish → commit pushed, for a one-page change: ≤ 15 s, the gate and the build for publishing included;
 *   - Publish into a served folder → the new page served: ≤ 15 s;
 *   - restoring one page → pushed: ≤ 15 s.
 * Measured on a copy of this site's content (it holds stand-in content, so it is built as a preview, as an
 * operator's publishing settings say for it) and on the engine's minimal fixture site (production build).
 *   BENCH_RUNS=5 (default) runs of each; BENCH_SITES=this,fixture
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFormModels } from "../editor/model/fromSchema";
import { restorePageTo } from "../editor/server/history/restorePlan";
import { publish, type PublishSite } from "../editor/server/publish/publication";
import { rewriteJson } from "../editor/server/rewrite";
import { readPublishingSettings } from "../editor/server/publish/settings";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SITES = (process.env.BENCH_SITES ?? "this,fixture").split(",");
const TARGET_S = 15;
const models = buildFormModels();
const AUTHOR = { name: "Bench Person", email: "bench@example.org" };

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

interface Rig {
  folder: string;
  site: string;
  bare: string;
}

/** A bare remote holding `source`'s content files (changed by `prepare`), and the editor's clone of it. */
function makeRig(source: string, prepare: (seed: string) => void): Rig {
  const folder = mkdtempSync(join(tmpdir(), "bench-publish-"));
  const bare = join(folder, "remote.git");
  const seed = join(folder, "seed");
  git(folder, "init", "-q", "--bare", "-b", "main", bare);
  for (const part of ["site.config.json", "pages", "public"]) cpSync(join(source, part), join(seed, part), { recursive: true });
  prepare(seed);
  git(seed, "init", "-q", "-b", "main");
  git(seed, "add", "-A");
  git(seed, "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "-qm", "The site");
  git(seed, "push", "-q", bare, "main");
  git(folder, "clone", "-q", bare, "site");
  return { folder, site: join(folder, "site"), bare };
}

function setHeading(root: string, heading: string) {
  const file = join(root, "pages", "veneers.json");
  const text = readFileSync(file, "utf8");
  const page = JSON.parse(text);
  const next = structuredClone(page);
  next.blocks[0].heading = heading;
  writeFileSync(file, rewriteJson(text, page, next));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(label: string, rig: Rig, build: "production" | "preview"): Promise<void> {
  const data = join(rig.folder, "data");
  const site = (env: Record<string, string>): PublishSite => ({ root: rig.site, models, siteName: "", settings: readPublishingSettings(data, { PUBLISH_BUILD: build, ...env }) });
  const pushed: number[] = [];
  const firstCommit = git(rig.site, "rev-parse", "HEAD");
  for (let run = 1; run <= RUNS; run++) {
    setHeading(rig.site, `Bench heading ${run}`);
    const started = performance.now();
    const outcome = await publish(site({}), { author: AUTHOR, message: `Bench ${run}` });
    if (!outcome.published) throw new Error(`${label}: publishing failed: ${outcome.message}`);
    pushed.push((performance.now() - started) / 1000);
  }
  const served = join(rig.folder, "www", "live");
  const servedTimes: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const heading = `Served heading ${run}`;
    setHeading(rig.site, heading);
    const started = performance.now();
    const publishing = publish(site({ PUBLISH_DEPLOY: "folder", PUBLISH_FOLDER: served }), { author: AUTHOR, message: `Served ${run}` });
    // The moment the served path gives the new page (as a web server reading it would).
    let seen = 0;
    while (!seen) {
      const text = (() => {
        try {
          return readFileSync(join(served, "veneers.html"), "utf8");
        } catch {
          return "";
        }
      })();
      if (text.includes(heading)) seen = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 20));
      if (!seen && (await Promise.race([publishing.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))])) && !readFileSync(join(served, "veneers.html"), "utf8").includes(heading)) {
        throw new Error(`${label}: the served folder never showed the new page`);
      }
    }
    const outcome = await publishing;
    if (!outcome.published) throw new Error(`${label}: publishing into a folder failed: ${outcome.message}`);
    servedTimes.push((seen - started) / 1000);
  }
  const restores: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now();
    // Alternately back to the first version and to the one before: each restore changes the page.
    const version = run % 2 ? firstCommit : git(rig.site, "rev-parse", "HEAD~1");
    const outcome = await restorePageTo(site({}), AUTHOR, version, "pages/veneers.json");
    if (!outcome.published) throw new Error(`${label}: restoring failed: ${outcome.message}`);
    restores.push((performance.now() - started) / 1000);
  }
  const line = (name: string, values: number[]) => {
    const value = median(values);
    return `  ${name.padEnd(40)} median ${value.toFixed(1)} s  (${values.map((v) => v.toFixed(1)).join(", ")})  ${value <= TARGET_S ? "✓" : "✗"} target ≤ ${TARGET_S} s`;
  };
  console.log(`\n${label} (${build} build, ${RUNS} runs each)`);
  console.log(line("Publish → commit pushed", pushed));
  console.log(line("Publish → new page in the served folder", servedTimes));
  console.log(line("Restore one page → pushed", restores));
}

const rigs: Rig[] = [];
try {
  if (SITES.includes("this")) {
    const rig = makeRig(ENGINE_ROOT, () => {});
    rigs.push(rig);
    await measure("This site (a copy of its content)", rig, "preview");
  }
  if (SITES.includes("fixture")) {
    const rig = makeRig(join(ENGINE_ROOT, "tests", "fixtures", "minimal-site"), (seed) => {
      const config = join(seed, "site.config.json");
      writeFileSync(config, readFileSync(config, "utf8").replace(/REPLACE_WITH_DEPLOYMENT_ID/g, "AKfycbBenchDeployment0001"));
      const lengthen = (file: string, change: (page: Record<string, unknown>) => void) => {
        const page = JSON.parse(readFileSync(join(seed, file), "utf8"));
        change(page);
        writeFileSync(join(seed, file), JSON.stringify(page, null, 2) + "\n");
      };
      lengthen("pages/index.json", (page) => {
        page.title = "Fixture home of the test practice";
        page.description = "The home page of the minimal fixture site that the engine's publishing bench publishes and restores.";
      });
      lengthen("pages/404.json", (page) => {
        page.description = "The not-found page of the minimal fixture site, shown for an address that has no page of its own.";
      });
    });
    rigs.push(rig);
    await measure("The minimal fixture site", rig, "production");
  }
} finally {
  for (const rig of rigs) rmSync(rig.folder, { recursive: true, force: true });
}
