/**
 * npm run bench:tap: does a page answer the first tap once it looks ready? On an emulated mid-range phone
 * (4x CPU slowdown, 1.6 Mbps down, 150 ms latency, 390 px wide), a visitor taps the mobile menu button
 * from the moment the page first paints, every TAP_EVERY_MS, until a tap opens the menu. Reported per
 * route (median of BENCH_RUNS, default 3): when the first tap that worked came, after the first
 * contentful paint, and how many taps were lost before it. Targets: within 100 ms, no tap lost.
 * Options (environment): BENCH_RUNS=3, BENCH_ROUTES=/,/about, SKIP_BUILD=1, BENCH_DIST=<a built dist/ to serve>.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { buildSite } from "./build";
import { startStaticServer } from "../server/staticSite";
import { listPageFiles } from "../content/files";
import { routeForFile } from "../content/routes";
import { waitForQuietCpu } from "../bench/quietCpu";
import { median } from "../bench/median";

const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;
const PHONE = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, latencyMs: 150 };
/** The mobile menu's button, and whether its panel is open (a popover, or in earlier designs aria-expanded). */
const MENU_BUTTON = '[data-nav="mobile"] button';
const MENU_OPEN = () =>
  !!document.querySelector('[data-nav="mobile"] :popover-open') || document.querySelector('[data-nav="mobile"] button')?.getAttribute("aria-expanded") === "true";

interface Sample {
  /** From the first contentful paint to the first tap that opened the menu. */
  firstWorkingTapMs: number;
  lostTaps: number;
}

async function oneRun(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    const started = Date.now();
    let paintedAt: number | null = null;
    let lostTaps = 0;
    while (Date.now() - started < GIVE_UP_MS) {
      if (paintedAt === null) {
        const fcp = await page.evaluate(() => {
          const entry = performance.getEntriesByName("first-contentful-paint")[0];
          return entry ? performance.timeOrigin + entry.startTime : null;
        });
        if (fcp === null || !(await page.locator(MENU_BUTTON).first().isVisible())) {
          await page.waitForTimeout(10);
          continue;
        }
        paintedAt = fcp;
      }
      const tappedAt = Date.now();
      await page.locator(MENU_BUTTON).first().tap({ force: true, noWaitAfter: true, timeout: GIVE_UP_MS });
      if (await page.waitForFunction(MENU_OPEN, undefined, { timeout: TAP_EVERY_MS }).then(() => true, () => false)) {
        return { firstWorkingTapMs: Math.max(0, tappedAt - paintedAt), lostTaps };
      }
      lostTaps++;
    }
    throw new Error(`${url}: no tap opened the menu within ${GIVE_UP_MS / 1000} s`);
  } finally {
    await context.close();
  }
}

async function main() {
  const root = process.cwd();
  const dist = process.env.BENCH_DIST ?? join(root, "dist");
  if (!process.env.SKIP_BUILD && !process.env.BENCH_DIST && !(await buildSite(root))) process.exit(1);
  const server = await startStaticServer(dist, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const routes = process.env.BENCH_ROUTES?.split(",") ?? listPageFiles(join(root, "pages")).map(routeForFile).filter((r): r is string => r !== null);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"] });
  const rows: { route: string; firstWorkingTapMs: number; lostTaps: number; runs: Sample[] }[] = [];
  try {
    for (const route of routes) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        await waitForQuietCpu();
        samples.push(await oneRun(browser, base + route));
      }
      const row = { route, firstWorkingTapMs: median(samples.map((s) => s.firstWorkingTapMs)), lostTaps: median(samples.map((s) => s.lostTaps)), runs: samples };
      rows.push(row);
      console.log(`${route.padEnd(28)} first working tap ${String(Math.round(row.firstWorkingTapMs)).padStart(5)} ms after first paint, ${row.lostTaps} taps lost (runs: ${samples.map((s) => `${Math.round(s.firstWorkingTapMs)} ms/${s.lostTaps}`).join(", ")})`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const missed = rows.filter((r) => r.firstWorkingTapMs > 100 || r.lostTaps > 0);
  console.log(`\n${rows.length - missed.length} of ${rows.length} routes meet the targets (first working tap within 100 ms of the first paint, no tap lost).`);
  if (missed.length) console.log(`Missed on: ${missed.map((r) => r.route).join(", ")}`);
  mkdirSync(join(root, ".cache", "bench"), { recursive: true });
  writeFileSync(join(root, ".cache", "bench", "tap.json"), JSON.stringify({ phone: PHONE, tapEveryMs: TAP_EVERY_MS, rows }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
