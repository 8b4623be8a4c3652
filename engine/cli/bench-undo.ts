/**
 * npm run bench:undo: how long "Undo this change to <page>" takes, from the request to the commit pushed, on the
 * engine's minimal fixture site published to a real bare git repository in a temporary folder (production
 * build, the gate included). Each run: one person changes the veneers heading and publishes, a second changes the
 * closing box of the same page and publishes (neither timed), then the first person's change is undone: its plan
 * read (as the dialog does), the undo prepared and published. Target (issue 39): median of 5 runs ≤ 15 s.
 *   BENCH_RUNS=5 (default)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE_SITE, publishableFixture, publishRig } from "../bench/publishRig";
import { buildFormModels } from "../editor/model/fromSchema";
import { planUndo, prepareUndo } from "../editor/server/history/undo";
import { publish, type PublishSite } from "../editor/server/publish/publication";
import { readPublishingSettings } from "../editor/server/publish/settings";
import { rewriteJson } from "../editor/server/rewrite";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_S = 15;
const FIRST = { name: "Bench First", email: "first@example.org" };
const SECOND = { name: "Bench Second", email: "second@example.org" };

function edit(root: string, change: (page: { blocks: { heading?: string }[] }) => void) {
  const file = join(root, "pages", "veneers.json");
  const text = readFileSync(file, "utf8");
  const page = JSON.parse(text);
  const next = structuredClone(page);
  change(next);
  writeFileSync(file, rewriteJson(text, page, next));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The shared publishing rig (engine/bench/publishRig.ts): its data folder publishes to origin main, production build.
const rig = publishRig(FIXTURE_SITE, publishableFixture);
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
    const page = JSON.parse(rig.git(rig.site, "show", `${undone.commit}:pages/veneers.json`));
    if (page.blocks[1].heading !== `Book your consultation, run ${run}`) throw new Error("The undo took back the second person's change too");
  }
  const value = median(times);
  console.log(`\nUndo one change to one page → pushed (minimal fixture site, production build, ${RUNS} runs)`);
  console.log(`  median ${value.toFixed(1)} s  (${times.map((time) => time.toFixed(1)).join(", ")})  ${value <= TARGET_S ? "✓" : "✗"} target ≤ ${TARGET_S} s`);
  if (value > TARGET_S) process.exitCode = 1;
} finally {
  rig.remove();
}
