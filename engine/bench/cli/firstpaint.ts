/**
 * npm run bench:firstpaint: how soon a first visit paints (issue 51). In a throttled Chromium (4x CPU slowdown,
 * 1.6 Mbps down, 150 ms latency, a 390 px phone screen; a fresh browser context each run, so nothing is cached)
 * it reads each route's first contentful paint and largest contentful paint, and the layout shift after load
 * (a PerformanceObserver's layout-shift entries, summed), median of BENCH_RUNS (default 3), alternating between:
 *   now      the built dist/: the first screen's rules inline, the shared style file linked without blocking
 *   blocking the same pages with the shared file linked as before (blocking, no inline first-screen rules),
 *            made from dist/ in the same run
 *   before   optional: BENCH_BEFORE_DIST=<a dist/ built at an older commit, e.g. 07a5199, all styles inline>
 * Target: first paint and LCP no later than the reference's (BENCH_BEFORE_DIST if given, else "blocking") plus
 * 5% (runs on a shared machine spread more than that), and no layout shift.
 * Options: BENCH_RUNS=3, BENCH_ROUTES=/,/about,/team, SKIP_BUILD=1, BENCH_QUIET_WAIT_MS=60000.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { buildSite } from "../../cli/build";
import { startStaticServer } from "../../server/staticSite";
import { waitForQuietCpu } from "../quietCpu";
import { median } from "../median";
import { PHONE, phonePage } from "../throttledPhone";
import { withDeferredStylesLinked } from "../../app/deferredStyles";

/** How long a run waits for a quiet processor (BENCH_QUIET_WAIT_MS): on a shared machine it may never be; the versions alternate. */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS ?? 60_000);
/** Time after load for late shifts (the shared file arriving) to be seen. */
const SETTLE_MS = 1500;

/** Sums layout shifts (those not caused by input) from the start of the page's life. */
const SHIFT_RECORDER = `
  window.__shift = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; })
    .observe({ type: "layout-shift", buffered: true });
  window.__lcp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; })
    .observe({ type: "largest-contentful-paint", buffered: true });
`;

interface Sample { fcpMs: number; lcpMs: number; cls: number }

async function oneRun(browser: Browser, url: string): Promise<Sample> {
  const { context, page } = await phonePage(browser);
  // A string, not a function: tsx names functions with a helper the page does not have.
  await page.addInitScript(SHIFT_RECORDER);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __lcp: number };
      return { fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, lcpMs: w.__lcp, cls: w.__shift };
    });
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
  const blocking = blockingCopy(dist);
  const sites: { name: string; dir: string }[] = [{ name: "now", dir: dist }, { name: "blocking", dir: blocking }];
  if (process.env.BENCH_BEFORE_DIST) sites.push({ name: "before", dir: process.env.BENCH_BEFORE_DIST });
  const servers = await Promise.all(sites.map((site) => startStaticServer(site.dir, 0)));
  const bases = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const routes = process.env.BENCH_ROUTES?.split(",") ?? ["/", "/about", "/team"];
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"] });
  const results: Record<string, Record<string, Sample & { runs: Sample[] }>> = {};
  try {
    for (const route of routes) {
      const samples = sites.map(() => [] as Sample[]);
      // Alternated, so a busy moment of the machine falls on each version alike.
      for (let i = 0; i < runs; i++) {
        for (const [index] of sites.entries()) {
          await waitForQuietCpu(0.15, QUIET_WAIT_MS);
          samples[index]!.push(await oneRun(browser, bases[index]! + route));
        }
      }
      results[route] = {};
      sites.forEach((site, index) => {
        const list = samples[index]!;
        results[route]![site.name] = { fcpMs: median(list.map((s) => s.fcpMs)), lcpMs: median(list.map((s) => s.lcpMs)), cls: median(list.map((s) => s.cls)), runs: list };
      });
      const row = results[route]!;
      console.log(`${route.padEnd(8)} ${sites.map((site) => `${site.name}: first paint ${ms(row[site.name]!.fcpMs)}, LCP ${ms(row[site.name]!.lcpMs)}, CLS ${row[site.name]!.cls.toFixed(3)}`).join(" | ")}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    rmSync(blocking, { recursive: true, force: true });
  }
  const reference = process.env.BENCH_BEFORE_DIST ? "before" : "blocking";
  const missed = routes.filter((route) => {
    const now = results[route]!.now!;
    const ref = results[route]![reference]!;
    return now.fcpMs > ref.fcpMs * 1.05 || now.lcpMs > ref.lcpMs * 1.05 || now.cls > 0;
  });
  console.log(`\n${routes.length - missed.length} of ${routes.length} routes paint no later than "${reference}" (within 5%) with no layout shift.${missed.length ? ` Missed on: ${missed.join(", ")}` : ""}`);
  mkdirSync(join(root, ".cache", "bench"), { recursive: true });
  writeFileSync(join(root, ".cache", "bench", "firstpaint.json"), JSON.stringify({ phone: PHONE, results }, null, 2));
}

const ms = (value: number) => `${Math.round(value)} ms`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
