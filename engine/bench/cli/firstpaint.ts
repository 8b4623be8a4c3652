/**
 * npm run bench:firstpaint: how soon a first visit paints (issue 51). In a throttled Chromium (1.6 Mbps down, 150 ms
 * latency, a 390 px phone screen, the processor slowed 4x; a fresh browser context each run, so nothing is cached)
 * it reads each route's first contentful paint and largest contentful paint (and which element that was), and the
 * layout shift after load (a PerformanceObserver's layout-shift entries, summed), comparing:
 *   now      the built dist/: the first screen's rules inline, the shared style file linked without blocking
 *   before   BENCH_BEFORE_DIST=<a dist/ built at an older commit, e.g. 07a5199, all styles inline; build it as the
 *            bench builds dist/, a local build, not a preview one, or its pages carry the preview note>
 *   blocking the same pages with the shared file linked as before (blocking, no inline first-screen rules), made
 *            from dist/ in the same run: without BENCH_BEFORE_DIST, or with BENCH_BLOCKING=1
 * On a shared machine a run's figures follow what else the processor is doing at that moment (the 4x slowdown
 * multiplies it), so the versions run in rounds, one run of each per round, the first of the round taking turns
 * (ABBA...): a busy spell falls on each alike. Each route prints every version's median, and against the reference
 * (BENCH_BEFORE_DIST if given, else "blocking") the median of the paired differences (now minus the reference in the
 * same round) and in how many rounds now was later. Then one traced load of each version lists what the page asked
 * for before its LCP (order, priority, render-blocking, bytes, start and end), read from the Chrome trace.
 * Target: the median paired difference of first paint and of LCP at most 5% of the reference's median (runs on a
 * shared machine spread more than that), and no layout shift.
 * Options: BENCH_RUNS=9, BENCH_ROUTES=/,/about,/team, SKIP_BUILD=1, BENCH_CPU_SLOWDOWN=4 (1: the network alone, which
 * the machine's load does not change), BENCH_QUIET_WAIT_MS=5000 (how long a run waits for a quiet processor).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { buildSite } from "../../cli/build";
import { startStaticServer } from "../../server/staticSite";
import { waitForQuietCpu } from "../quietCpu";
import { median, pairedDifference } from "../median";
import { PHONE, phonePage } from "../throttledPhone";
import { withDeferredStylesLinked } from "../../app/deferredStyles";
import { describeRequests, traceLoad, type TracedLoad } from "../requestsBeforeLcp";

/** How long a run waits for a quiet processor (BENCH_QUIET_WAIT_MS): on a shared machine it may never be; the versions alternate. */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS ?? 5_000);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? PHONE.cpuSlowdown);
/** Time after load for late shifts (the shared file arriving) to be seen. */
const SETTLE_MS = 1500;

/** Sums layout shifts (those not caused by input) from the start of the page's life, and notes the LCP and its element. */
const SHIFT_RECORDER = `
  window.__shift = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; })
    .observe({ type: "layout-shift", buffered: true });
  window.__lcp = 0;
  window.__lcpElement = "";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      const el = entry.element;
      window.__lcpElement = el ? el.tagName.toLowerCase() + (entry.url ? " " + entry.url.replace(/^.*\\//, "") : ' "' + (el.textContent || "").trim().slice(0, 30) + '"') : "?";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

interface Sample { fcpMs: number; lcpMs: number; cls: number; lcpElement: string }

async function oneRun(browser: Browser, url: string): Promise<Sample> {
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN);
  // A string, not a function: tsx names functions with a helper the page does not have.
  await page.addInitScript(SHIFT_RECORDER);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __lcp: number; __lcpElement: string };
      return { fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, lcpMs: w.__lcp, cls: w.__shift, lcpElement: w.__lcpElement };
    });
  } finally {
    await context.close();
  }
}

/** One traced load of `url`: what it asked for before its LCP. */
async function tracedRun(browser: Browser, url: string): Promise<TracedLoad> {
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN);
  try {
    return await traceLoad(browser, page, url, SETTLE_MS);
  } finally {
    await context.close();
  }
}

/** A copy of dist/ whose pages link the shared file as before: blocking, without the first screen's rules inline. */
function blockingCopy(dist: string): string {
  const copy = mkdtempSync(join(tmpdir(), "firstpaint-blocking-"));
  cpSync(dist, copy, { recursive: true });
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".html")) {
        const html = readFileSync(path, "utf8");
        const blocking = withDeferredStylesLinked(html).replace(/<noscript><link rel="stylesheet" href="[^"]*"><\/noscript>/g, "").replace(/<style data-first-screen>[^<]*<\/style>/, "");
        writeFileSync(path, blocking);
        // Served compressed like the page it stands beside, when that has compressed copies.
        if (existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(blocking, { level: 6 }));
        if (existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(blocking, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
    }
  };
  walk(copy);
  return copy;
}

async function main() {
  const root = process.cwd();
  const dist = join(root, "dist");
  if (!process.env.SKIP_BUILD && !(await buildSite(root, { precompress: true }))) process.exit(1);
  const withBlocking = !process.env.BENCH_BEFORE_DIST || process.env.BENCH_BLOCKING === "1";
  const blocking = withBlocking ? blockingCopy(dist) : undefined;
  const sites: { name: string; dir: string }[] = [{ name: "now", dir: dist }];
  if (process.env.BENCH_BEFORE_DIST) sites.push({ name: "before", dir: process.env.BENCH_BEFORE_DIST });
  if (blocking) sites.push({ name: "blocking", dir: blocking });
  const servers = await Promise.all(sites.map((site) => startStaticServer(site.dir, 0)));
  const bases = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const routes = process.env.BENCH_ROUTES?.split(",") ?? ["/", "/about", "/team"];
  const runs = Number(process.env.BENCH_RUNS ?? 9);
  const reference = process.env.BENCH_BEFORE_DIST ? "before" : "blocking";
  const referenceIndex = sites.findIndex((site) => site.name === reference);
  const loadAtStart = loadavg();
  console.log(`Phone: ${PHONE.downKbps} kbps down, ${PHONE.latencyMs} ms latency, processor slowed ${CPU_SLOWDOWN}x; ${runs} rounds a route; load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")}`);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"] });
  const results: Record<string, Record<string, Sample & { runs: Sample[] }>> = {};
  const pairs: Record<string, { fcpMs: { median: number; higher: number }; lcpMs: { median: number; higher: number } }> = {};
  const traces: Record<string, Record<string, TracedLoad>> = {};
  let busyRuns = 0;
  try {
    for (const route of routes) {
      const samples = sites.map(() => [] as Sample[]);
      // In rounds, the first of each round taking turns (ABBA...), so a busy moment of the machine falls on each version alike.
      for (let i = 0; i < runs; i++) {
        for (let k = 0; k < sites.length; k++) {
          const index = (i + k) % sites.length;
          if (!(await waitForQuietCpu(0.15, QUIET_WAIT_MS)).quiet) busyRuns++;
          samples[index]!.push(await oneRun(browser, bases[index]! + route));
        }
      }
      results[route] = {};
      sites.forEach((site, index) => {
        const list = samples[index]!;
        results[route]![site.name] = { fcpMs: median(list.map((s) => s.fcpMs)), lcpMs: median(list.map((s) => s.lcpMs)), cls: median(list.map((s) => s.cls)), lcpElement: mostCommon(list.map((s) => s.lcpElement)), runs: list };
      });
      const row = results[route]!;
      console.log(`\n${route}`);
      for (const site of sites) {
        const r = row[site.name]!;
        console.log(`  ${site.name.padEnd(8)} first paint ${ms(r.fcpMs)}, LCP ${ms(r.lcpMs)}, CLS ${r.cls.toFixed(3)} (max ${Math.max(...r.runs.map((s) => s.cls)).toFixed(3)}); LCP element ${r.lcpElement}`);
        console.log(`           runs: ${r.runs.map((s) => `${Math.round(s.fcpMs)}/${Math.round(s.lcpMs)}`).join(" ")}`);
      }
      if (referenceIndex >= 0) {
        const paired = (measure: "fcpMs" | "lcpMs") => pairedDifference(samples[0]!.map((s) => s[measure]), samples[referenceIndex]!.map((s) => s[measure]));
        const pair = { fcpMs: paired("fcpMs"), lcpMs: paired("lcpMs") };
        pairs[route] = pair;
        console.log(`  now - ${reference}, paired by round: first paint ${signed(pair.fcpMs.median)} (later in ${pair.fcpMs.higher} of ${runs}), LCP ${signed(pair.lcpMs.median)} (later in ${pair.lcpMs.higher} of ${runs})`);
      }
      traces[route] = {};
      for (const [index, site] of sites.entries()) {
        const load = await tracedRun(browser, bases[index]! + route);
        traces[route]![site.name] = load;
        console.log(`  ${site.name}, one traced load (first paint ${ms(load.fcpMs)}, LCP ${ms(load.lcpMs)}): requests before the LCP, start-end, priority, render-blocking, bytes`);
        for (const line of describeRequests(load, bases[index]!)) console.log(line);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    if (blocking) rmSync(blocking, { recursive: true, force: true });
  }
  const loadAtEnd = loadavg();
  const missed = routes.filter((route) => {
    const now = results[route]!.now!;
    const ref = results[route]![reference]!;
    const pair = pairs[route]!;
    return pair.fcpMs.median > ref.fcpMs * 0.05 || pair.lcpMs.median > ref.lcpMs * 0.05 || Math.max(...now.runs.map((s) => s.cls)) > 0;
  });
  console.log(`\nLoad average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at the start, ${loadAtEnd.map((l) => l.toFixed(1)).join(" ")} at the end; ${busyRuns} runs started on a busy processor.`);
  console.log(`${routes.length - missed.length} of ${routes.length} routes paint no later than "${reference}" (median paired difference within 5%) with no layout shift.${missed.length ? ` Missed on: ${missed.join(", ")}` : ""}`);
  mkdirSync(join(root, ".cache", "bench"), { recursive: true });
  writeFileSync(join(root, ".cache", "bench", "firstpaint.json"), JSON.stringify({ phone: { ...PHONE, cpuSlowdown: CPU_SLOWDOWN }, load: { start: loadAtStart, end: loadAtEnd }, results, pairs, traces }, null, 2));
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)} ms`;

/** The value that occurs most often in a list (the first of equals). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
