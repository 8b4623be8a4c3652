/**
 * npm run bench:lighthouse: builds the site, serves dist/ locally and runs
 * Lighthouse (mobile, simulated throttling) in Debian's Chromium on every
 * route, 3 runs each (each in a fresh browser, started once the processor is quiet), reporting each
 * measure's median per route and the spread of blocking time between its runs.
 * Options (environment): BENCH_RUNS=3, BENCH_ROUTES=/,/about (default: all), SKIP_BUILD=1, BENCH_QUIET_WAIT_MS=60000
 * (how long a run waits for a quiet processor), BENCH_BEFORE_DIST=<a dist/ of an older commit> (measured too, a run of
 * each in turn, each version's table printed, then the paired differences of first paint and LCP, now minus before).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildSite } from "../../cli/build";
import { startStaticServer } from "../../server/staticSite";
import { listPageFiles } from "../../content/files";
import { routeForFile } from "../../content/routes";
import { waitForQuietCpu } from "../quietCpu";
import { median, pairedDifference } from "../median";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"];

interface Row {
  route: string; performance: number; accessibility: number; bestPractices: number; seo: number;
  fcpMs: number; lcpMs: number; tbtMs: number; cls: number; jsKB: number; totalKB: number;
  /** Lighthouse's benchmark of the machine's speed during the run (higher is faster): blocking time is the page's work times four, so it follows this. */
  benchmarkIndex: number;
  /** Every run's blocking time, lowest first: how far apart runs of one page were. */
  tbtRunsMs?: number[];
}

const root = process.cwd();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const MAX_RETRIES = 3;
/** How long a run waits for a quiet processor (BENCH_QUIET_WAIT_MS): on a shared machine it may never be. */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS ?? 60_000);
let retried = 0;
let startedBusy = 0;

type Metric = Exclude<keyof Row, "route" | "tbtRunsMs">;
const METRICS: Metric[] = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "jsKB", "totalKB", "benchmarkIndex"];
/** Below this benchmark index Lighthouse warns that the machine is slower than it expects (lighthouse/core/gather/driver/environment.js). */
const SLOW_MACHINE_INDEX = 1000;
const benchmarkIndexes: number[] = [];


/**
 * A route's result: the median of each measure over its runs, as Lighthouse CI's median assertions do,
 * so one slow run cannot decide a target and a page's blocking time is not taken from whichever run
 * happened to have the median score.
 */
function medianRow(route: string, samples: Row[]): Row {
  const row = { route } as Row;
  for (const metric of METRICS) row[metric] = median(samples.map((s) => s[metric]));
  row.tbtRunsMs = samples.map((s) => Math.round(s.tbtMs)).sort((a, b) => a - b);
  return row;
}

/** One Lighthouse run of `url` in a fresh browser; undefined when Lighthouse recorded no trace (no performance score). */
async function measureOnce(route: string, url: string): Promise<Row | undefined> {
  if (!(await waitForQuietCpu(0.15, QUIET_WAIT_MS)).quiet) startedBusy++;
  const result = await lighthouseInFreshChrome(url);
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits } = result.lhr;
  if (categories.performance?.score == null) return undefined;
  const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsKB: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    totalKB: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

async function main() {
  if (!process.env.SKIP_BUILD && !(await buildSite(root, { precompress: true }))) process.exit(1);
  const versions = [{ name: "now", dir: join(root, "dist") }];
  if (process.env.BENCH_BEFORE_DIST) versions.push({ name: "before", dir: process.env.BENCH_BEFORE_DIST });
  const servers = await Promise.all(versions.map((version) => startStaticServer(version.dir, 0)));
  const bases = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const routes = process.env.BENCH_ROUTES?.split(",") ?? listPageFiles(join(root, "pages")).map(routeForFile).filter((r): r is string => r !== null);
  const rows = versions.map(() => [] as Row[]);
  const paired: string[] = [];
  try {
    for (const route of routes) {
      const samples = versions.map(() => [] as Row[]);
      // Rounds of one run of each version, the first of the round taking turns, so a busy spell falls on each alike.
      for (let round = 0; round < runs; round++) {
        for (let k = 0; k < versions.length; k++) {
          const index = (round + k) % versions.length;
          // A run whose trace Lighthouse could not record (it says NO_NAVSTART, now and then) has no performance
          // score; it is run again rather than counted as a zero.
          for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
            const sample = await measureOnce(route, bases[index]! + route);
            if (sample) {
              samples[index]!.push(sample);
              break;
            }
            retried++;
          }
          if (samples[index]!.length <= round) throw new Error(`Lighthouse could not measure ${route} in ${MAX_RETRIES + 1} attempts`);
        }
      }
      for (const [index, version] of versions.entries()) {
        const row = medianRow(route, samples[index]!);
        rows[index]!.push(row);
        console.log(`${route}${versions.length > 1 ? ` (${version.name})` : ""}: performance ${row.performance}, first paint ${Math.round(row.fcpMs)} ms, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CPU index ${Math.round(row.benchmarkIndex)}`);
      }
      if (versions.length > 1) {
        const difference = (metric: "fcpMs" | "lcpMs") => pairedDifference(samples[0]!.map((s) => s[metric]), samples[1]!.map((s) => s[metric])).median;
        paired.push(`${route}: now - before, paired by round: first paint ${Math.round(difference("fcpMs"))} ms, LCP ${Math.round(difference("lcpMs"))} ms (LCP runs now ${samples[0]!.map((s) => Math.round(s.lcpMs)).join("/")}, before ${samples[1]!.map((s) => Math.round(s.lcpMs)).join("/")})`);
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  for (const [index, version] of versions.entries()) {
    if (versions.length > 1) console.log(`\n${version.name} (${version.dir})`);
    printTable(rows[index]!);
  }
  if (paired.length) console.log(`\n${paired.join("\n")}`);
  printMachineSpeed();
  if (startedBusy) console.log(`(${startedBusy} run${startedBusy === 1 ? "" : "s"} started on a busy processor after a wait of ${QUIET_WAIT_MS / 1000} s: their timings include other work.)`);
  if (retried) console.log(retried === 1 ? "(1 run without a recorded trace was run again.)" : `(${retried} runs without a recorded trace were run again.)`);
  mkdirSync(join(root, ".cache", "bench"), { recursive: true });
  writeFileSync(join(root, ".cache", "bench", "lighthouse.json"), JSON.stringify(versions.length > 1 ? Object.fromEntries(versions.map((v, i) => [v.name, rows[i]])) : rows[0], null, 2));
  console.log("Written to .cache/bench/lighthouse.json");
}

/**
 * Asks once for every file, so the server has compressed it before anything is measured. Otherwise the
 * first run waits for the compression of the scripts, and Lighthouse's simulation, seeing them arrive
 * after the first paint, reports a first paint about 0.7 s sooner than any later visit gets.
 */
/** One Lighthouse run in a Chromium of its own, as the lighthouse command line does it, so runs are independent. */
async function lighthouseInFreshChrome(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    return await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  } finally {
    await chrome.kill();
  }
}

function printTable(rows: Row[]) {
  const header = ["route", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "TBT runs", "CLS", "JS KB", "total KB", "CPU index"];
  const lines = rows.map((r) => [r.route, r.performance, r.accessibility, r.bestPractices, r.seo, Math.round(r.lcpMs), Math.round(r.tbtMs), (r.tbtRunsMs ?? []).join("/"), r.cls.toFixed(3), r.jsKB.toFixed(1), r.totalKB.toFixed(1), Math.round(r.benchmarkIndex)].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => "| " + cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ") + " |";
  console.log("\n" + fmt(header));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const line of lines) console.log(fmt(line));
  const misses = rows.filter((r) => r.performance < 98 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100 || r.lcpMs > 1500 || r.tbtMs > 100 || r.cls > 0.02);
  console.log(misses.length ? `\nTargets missed on: ${misses.map((r) => r.route).join(", ")}` : "\nAll routes meet the targets.");
}

/** How fast the machine was, so a table measured on a slow host (a crowded VM) can be told from a slow site. */
function printMachineSpeed() {
  if (!benchmarkIndexes.length) return;
  const slow = benchmarkIndexes.filter((index) => index < SLOW_MACHINE_INDEX).length;
  console.log(
    `Machine speed (Lighthouse's benchmark index, higher is faster): median ${Math.round(median(benchmarkIndexes))}, ` +
      `runs ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}` +
      (slow ? `; ${slow} of ${benchmarkIndexes.length} runs below ${SLOW_MACHINE_INDEX}, where Lighthouse warns that the machine is slower than it expects.` : "."),
  );
}

main().catch((error: unknown) => {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
