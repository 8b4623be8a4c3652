/**
 * npm run bench:group: what building a group of practices costs (issue 49), from the shell as people run it, beside
 * one site of the same number of pages built in the same run:
 *   full build      every practice from clean output (their composed folders and the caches kept), against one
 *                   site of PRACTICES x PAGES pages from clean output with every page drawn too (its kept output
 *                   removed: npm run build would put its last output back, engine/build/keptOutput.ts, which the
 *                   group's build does not do, so that would compare drawing with linking); target at most 1.5x.
 *                   The single site's put-back build is printed beside it, for information
 *   shared block    one word of a block every practice shares (shared/pages/_shared/), rebuilt across all; at most 5 s
 *   one page        one word of one page of one practice; at most 1 s
 * The group is this site grown: its shared block and pictures in the group's shared folder, and per practice its
 * config (a name and address of its own) and its pages, grown to PAGES (BENCH_PRACTICES, BENCH_PAGES; 50 and 40).
 * Times are medians of BENCH_RUNS (default 1), the group's and the single site's builds alternated. BENCH_STEPS
 * (full,shared,page; all by default) runs only the steps named: `BENCH_STEPS=shared` times the shared block's change
 * alone, after the group's first build, without the single site.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { makeSyntheticSite } from "../syntheticSite";
import { makeSyntheticGroup } from "../syntheticGroup";
import { KEPT_OUTPUT_DIR } from "../../build/keptOutput";
import { prepareBuildCommand, shellBuild, shellGroupBuild, type ShellTime } from "../shellTimes";
import { median } from "../median";

const practices = Number(process.env.BENCH_PRACTICES ?? 50);
const pagesEach = Number(process.env.BENCH_PAGES ?? 40);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const root = process.cwd();
const steps = new Set((process.env.BENCH_STEPS ?? "full,shared,page").split(",").map((step) => step.trim()));

/** Changes one word of a page's (or a shared block's) first heading. */
function editHeading(file: string, edit: number) {
  const value = JSON.parse(readFileSync(file, "utf8"));
  const holder = Array.isArray(value.blocks) ? value.blocks.find((block: { heading?: unknown }) => typeof block.heading === "string") : value;
  holder.heading = `${String(holder.heading).replace(/ \(edit \d+\)$/, "")} (edit ${edit})`;
  writeFileSync(file, JSON.stringify(value));
}

const byMs = (list: ShellTime[]) => median(list.map((time) => time.ms));

await prepareBuildCommand();
const group = makeSyntheticGroup(root, practices, pagesEach);
const single = steps.has("full") ? makeSyntheticSite(root, practices * pagesEach) : undefined;
try {
  console.log(`A group of ${practices} practices of ${pagesEach} pages${single ? `, beside one site of ${practices * pagesEach} pages` : ""}.`);
  // First builds: each practice's bundles and the pictures, as on any build after a group's first.
  const first = shellGroupBuild(group);
  if (single) shellBuild(single);
  console.log(`First build of the group (bundles for each practice, then kept): ${(first.ms / 1000).toFixed(1)} s.`);

  const groupFull: ShellTime[] = [];
  const singleFull: ShellTime[] = [];
  const singlePutBack: ShellTime[] = [];
  for (let run = 0; single && run < runs; run++) {
    for (const id of readdirSync(join(group, "build"))) rmSync(join(group, "build", id, "dist"), { recursive: true, force: true });
    groupFull.push(shellGroupBuild(group));
    rmSync(join(single, "dist"), { recursive: true, force: true });
    singlePutBack.push(shellBuild(single));
    rmSync(join(single, "dist"), { recursive: true, force: true });
    rmSync(join(single, KEPT_OUTPUT_DIR), { recursive: true, force: true });
    singleFull.push(shellBuild(single));
  }
  let edit = 0;
  // The block every page shows (syntheticGroup.ts): the first, by name.
  const sharedBlock = readdirSync(join(group, "shared", "pages", "_shared")).filter((file) => file.endsWith(".json")).sort()[0]!;
  const shared = Array.from({ length: steps.has("shared") ? runs : 0 }, () => {
    editHeading(join(group, "shared", "pages", "_shared", sharedBlock), ++edit);
    return shellGroupBuild(group);
  });
  const onePage = Array.from({ length: steps.has("page") ? runs : 0 }, () => {
    editHeading(join(group, "practices", `practice-${Math.ceil(practices / 2)}`, "pages", "about.json"), ++edit);
    return shellGroupBuild(group);
  });

  const ratio = byMs(groupFull) / byMs(singleFull);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(`\nWall time from the shell, median of ${runs}; load average at the end ${loadavg().map((l) => l.toFixed(1)).join(" ")}:`);
  if (single) console.log(`  full build, every practice:   ${s(byMs(groupFull))}  (one ${practices * pagesEach}-page site, every page drawn: ${s(byMs(singleFull))}; ratio ${ratio.toFixed(2)})`);
  if (single) console.log(`  for information: the one site from clean output with its last output put back: ${s(byMs(singlePutBack))}`);
  if (shared.length) console.log(`  shared block changed, all:    ${s(byMs(shared))}  (each run: ${shared.map((time) => s(time.ms)).join(", ")}; processor ${s(median(shared.map((time) => time.cpuMs)))})`);
  if (onePage.length) console.log(`  one page of one practice:     ${s(byMs(onePage))}`);
  console.log("\nTargets (issue 49):");
  if (single) console.log(`  full build at most 1.5x one site of the same pages: ${verdict(ratio <= 1.5)}`);
  if (shared.length) console.log(`  shared block rebuilt across all at most 5 s: ${verdict(byMs(shared) <= 5_000)}`);
  if (onePage.length) console.log(`  one-page change at most 1 s: ${verdict(byMs(onePage) <= 1_000)}`);
  mkdirSync(join(root, ".cache", "bench"), { recursive: true });
  writeFileSync(join(root, ".cache", "bench", "group.json"), JSON.stringify({ practices, pagesEach, groupFull, singleFull, singlePutBack, shared, onePage }, null, 2));
} finally {
  rmSync(group, { recursive: true, force: true });
  if (single) rmSync(single, { recursive: true, force: true });
}
