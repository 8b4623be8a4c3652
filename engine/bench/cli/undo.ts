/**
 * npm run bench:undo: how long "Undo this change to <page>" takes, from the request to the commit pushed, on the
 * engine's minimal fixture site published to a real bare git repository in a temporary folder (production
 * build, the gate included). The page is the first of the services catalogue (engine/bench/cataloguePages.ts) with
 * a later block that has a heading too. Each run: one person changes its first heading and publishes, a second
 * changes that later block's and publishes (neither timed), then the first person's change is undone: its plan read
 * (as the dialog does), the undo prepared and published. Target (issue 39): median of 5 runs ≤ 15 s.
 *   BENCH_RUNS=5 (default)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cataloguePages } from "../cataloguePages";
import { FIXTURE_SITE, publishableFixture, publishRig } from "../publishRig";
import { buildFormModels } from "../../editor/model/fromSchema";
import { planUndo, prepareUndo } from "../../editor/server/history/undo";
import { publish, type PublishSite } from "../../editor/server/publish/publication";
import { readPublishingSettings } from "../../editor/server/publish/settings";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_S = 15;
const FIRST = { name: "Bench First", email: "first@example.org" };
const SECOND = { name: "Bench Second", email: "second@example.org" };

/** The first catalogue page with a later block that has a heading: its file, and that block's place. */
function pageWithTwoHeadings(root: string): { file: string; other: number } {
  for (const { file } of cataloguePages(root)) {
    const blocks = (JSON.parse(readFileSync(join(root, file), "utf8")) as { blocks: { heading?: unknown }[] }).blocks;
    const other = blocks.findIndex((block, index) => index > 0 && typeof block.heading === "string");
    if (other > 0) return { file, other };
  }
  throw new Error(`${root}: no page of the services catalogue has two blocks with a heading for two people to change.`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The shared publishing rig (engine/bench/publishRig.ts): its data folder publishes to origin main, production build.
const rig = publishRig(FIXTURE_SITE, publishableFixture);
try {
  const site: PublishSite = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data) };
  const { file, other } = pageWithTwoHeadings(rig.site);
  const firstHeading = JSON.parse(readFileSync(join(rig.site, file), "utf8")).blocks[0].heading as string;
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    rig.edit(rig.site, file, (page) => (page.blocks[0].heading = `First heading, run ${run}`));
    const first = await publish(site, { author: FIRST, message: `First heading ${run}` });
    if (!first.published) throw new Error(`The first person's change was not published: ${first.message}`);
    rig.edit(rig.site, file, (page) => (page.blocks[other].heading = `Later heading, run ${run}`));
    const second = await publish(site, { author: SECOND, message: `Later heading ${run}` });
    if (!second.published) throw new Error(`The second person's change was not published: ${second.message}`);

    const started = performance.now();
    const plan = await planUndo(site, first.commit, file);
    const work = await prepareUndo(site, first.commit, file, plan.live, []);
    const undone = await publish(site, { author: SECOND, message: work.message, files: work.files, verb: "restored" });
    if (!undone.published) throw new Error(`The undo was not published: ${undone.message}`);
    times.push((performance.now() - started) / 1000);
    const page = JSON.parse(rig.git(rig.site, "show", `${undone.commit}:${file}`));
    if (page.blocks[other].heading !== `Later heading, run ${run}`) throw new Error("The undo took back the second person's change too");
    if (page.blocks[0].heading !== firstHeading) throw new Error("The undo did not take back the first person's change");
  }
  const value = median(times);
  console.log(`\nUndo one change to one page → pushed (minimal fixture site, production build, ${RUNS} runs)`);
  console.log(`  median ${value.toFixed(1)} s  (${times.map((time) => time.toFixed(1)).join(", ")})  ${value <= TARGET_S ? "✓" : "✗"} target ≤ ${TARGET_S} s`);
  if (value > TARGET_S) process.exitCode = 1;
} finally {
  rig.remove();
}
