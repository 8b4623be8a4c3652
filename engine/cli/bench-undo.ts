/**
 * npm run bench:undo: how long "Undo this change to <page>" takes, from the request to the commit pushed, on the
 * engine's minimal fixture site published to a real bare git repository in a temporary folder (production
 * build, the gate included). Each run: one person changes the veneers heading and publishes, a second changes the
 * closing box of the same page and publishes (neither timed), then the first person's change is undone: its plan
 * read (as the dialog does), the undo prepared and published. Target (issue 39): median of 5 runs ≤ 15 s.
 *   BENCH_RUNS=5 (default)
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFormModels } from "../editor/model/fromSchema";
import { planUndo, prepareUndo } from "../editor/server/history/undo";
import { publish, type PublishSite } from "../editor/server/publish/publication";
import { readPublishingSettings } from "../editor/server/publish/settings";
import { rewriteJson } from "../editor/server/rewrite";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_S = 15;
const FIRST = { name: "Bench First", email: "first@example.org" };
const SECOND = { name: "Bench Second", email: "second@example.org" };

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** A bare remote holding the fixture site (its form addresses and short descriptions made publishable), and the editor's clone. */
function makeRig(): { folder: string; site: string; data: string } {
  const folder = mkdtempSync(join(tmpdir(), "bench-undo-"));
  const bare = join(folder, "remote.git");
  const seed = join(folder, "seed");
  const source = join(ENGINE_ROOT, "tests", "fixtures", "minimal-site");
  git(folder, "init", "-q", "--bare", "-b", "main", bare);
  for (const part of ["site.config.json", "pages", "public"]) cpSync(join(source, part), join(seed, part), { recursive: true });
  const config = join(seed, "site.config.json");
  writeFileSync(config, readFileSync(config, "utf8").replace(/REPLACE_WITH_DEPLOYMENT_ID/g, "AKfycbBenchDeployment0001"));
  const lengthen = (file: string, change: (page: Record<string, unknown>) => void) => {
    const page = JSON.parse(readFileSync(join(seed, file), "utf8"));
    change(page);
    writeFileSync(join(seed, file), JSON.stringify(page, null, 2) + "\n");
  };
  lengthen("pages/index.json", (page) => {
    page.title = "Fixture home of the test practice";
    page.description = "The home page of the minimal fixture site that the engine's undo bench publishes and undoes.";
  });
  lengthen("pages/404.json", (page) => {
    page.description = "The not-found page of the minimal fixture site, shown for an address that has no page of its own.";
  });
  git(seed, "init", "-q", "-b", "main");
  git(seed, "add", "-A");
  git(seed, "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "-qm", "The site");
  git(seed, "push", "-q", bare, "main");
  git(folder, "clone", "-q", bare, "site");
  const data = join(folder, "data");
  mkdirSync(data, { recursive: true });
  writeFileSync(join(data, "publishing.json"), JSON.stringify({ remote: "origin", branch: "main", build: "production" }));
  return { folder, site: join(folder, "site"), data };
}

function edit(root: string, change: (page: { blocks: { heading?: string }[] }) => void) {
  const file = join(root, "pages", "veneers.json");
  const text = readFileSync(file, "utf8");
  const page = JSON.parse(text);
  const next = structuredClone(page);
  change(next);
  writeFileSync(file, rewriteJson(text, page, next));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rig = makeRig();
try {
  const site: PublishSite = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data) };
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    edit(rig.site, (page) => (page.blocks[0]!.heading = `Veneers heading, run ${run}`));
    const first = await publish(site, { author: FIRST, message: `Veneers heading ${run}` });
    if (!first.published) throw new Error(`The first person's change was not published: ${first.message}`);
    edit(rig.site, (page) => (page.blocks[1]!.heading = `Book your consultation, run ${run}`));
    const second = await publish(site, { author: SECOND, message: `Veneers closing box ${run}` });
    if (!second.published) throw new Error(`The second person's change was not published: ${second.message}`);

    const started = performance.now();
    const plan = await planUndo(site, first.commit, "pages/veneers.json");
    const work = await prepareUndo(site, first.commit, "pages/veneers.json", plan.live, []);
    const undone = await publish(site, { author: SECOND, message: work.message, files: work.files, verb: "restored" });
    if (!undone.published) throw new Error(`The undo was not published: ${undone.message}`);
    times.push((performance.now() - started) / 1000);
    const page = JSON.parse(git(rig.site, "show", `${undone.commit}:pages/veneers.json`));
    if (page.blocks[1].heading !== `Book your consultation, run ${run}`) throw new Error("The undo took back the second person's change too");
  }
  const value = median(times);
  console.log(`\nUndo one change to one page → pushed (minimal fixture site, production build, ${RUNS} runs)`);
  console.log(`  median ${value.toFixed(1)} s  (${times.map((time) => time.toFixed(1)).join(", ")})  ${value <= TARGET_S ? "✓" : "✗"} target ≤ ${TARGET_S} s`);
  if (value > TARGET_S) process.exitCode = 1;
} finally {
  rmSync(rig.folder, { recursive: true, force: true });
}
