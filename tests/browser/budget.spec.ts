/**
 * Size budgets, measured on what a browser loads before any interaction: JavaScript ≤ 30 KB gzip on a
 * route whose first screen needs no script and ≤ 120 KB on the rest (each script gzipped at level 9,
 * whatever encoding the test server picked), and the home page under 600 KB as transferred. Also the font budget: text drawn only in the theme's type
 * scale, since each size-and-weight pair costs a font look-up before the first paint.
 */
import { gzipSync } from "node:zlib";
import { test, expect, type Page } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { waitForIslands } from "../support/hydration";
import { NEAR_SCREEN_PX } from "../../engine/blocks/islands";
import { typeScale } from "../../engine/ui/theme";
import { BLOCK_TYPES } from "../../engine/schema/blocks";

/** JavaScript before any interaction: almost none where the first screen needs no script, room for React where it does. */
const JS_BUDGET_STATIC = 30 * 1024;
const JS_BUDGET_WITH_ISLAND = 120 * 1024;
const HOME_BUDGET = 600 * 1024;
/** The most size-and-weight pairs one route draws today (the home page, the services page). */
const FONT_PAIR_BUDGET = 9;

async function transfer(page: Page, route: string) {
  const sizes: { url: string; type: string; bytes: number; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const length = Number(response.headers()["content-length"] ?? 0);
        sizes.push({ url: response.url(), type: response.request().resourceType(), bytes: length || body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
      })(),
    );
  });
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return sizes;
}

/**
 * The islands (blocks that need scripts) that start without the visitor doing anything: those in the first
 * screen or within the margin where islands start loading (engine/blocks/islands.ts), and the offer pop-up.
 */
const islandsAtStart = (page: Page) =>
  page.evaluate((margin) => {
    return [...document.querySelectorAll<HTMLElement>("[data-island]")]
      .filter((island) => island.dataset.wake === "load" || (island.firstElementChild?.getBoundingClientRect().top ?? Infinity) < innerHeight + margin)
      .map((island) => island.firstElementChild?.getAttribute("data-block") ?? island.dataset.wake!);
  }, NEAR_SCREEN_PX);

test.describe("size budgets", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of allRoutes()) {
    test(`${route} loads before interaction at most 30 KB (gzip) of JavaScript, or 120 KB when its first screen has a block that needs scripts`, async ({ page }) => {
      const sizes = await transfer(page, route);
      const js = sizes.filter((s) => s.type === "script" || s.url.endsWith(".js")).reduce((sum, s) => sum + s.gzipBytes, 0);
      const starting = await islandsAtStart(page);
      const budget = starting.length ? JS_BUDGET_WITH_ISLAND : JS_BUDGET_STATIC;
      expect(js, `${(js / 1024).toFixed(1)} KB gzip; islands at start: ${starting.join(", ") || "none"}`).toBeLessThanOrEqual(budget);
    });
  }

  test("the home page transfers under 600 KB before interaction", async ({ page }) => {
    const sizes = await transfer(page, "/");
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, `${Math.round(total / 1024)} KB`).toBeLessThan(HOME_BUDGET);
  });

  test("a page loads the code of the blocks it wakes and of no other", async ({ page }) => {
    // Block renderers are chunks named after their type ("teamGrid-<hash>.js").
    const rendererOf = (url: string) => BLOCK_TYPES.find((type) => new RegExp(`/assets/${type}-[\\w-]{8}\\.js$`).test(url));
    for (const route of allRoutes()) {
      const sizes = await transfer(page, route);
      await waitForIslands(page);
      await page.waitForLoadState("networkidle");
      const islands = await page.evaluate(() => JSON.parse(document.getElementById("island-data")?.textContent ?? '{"blocks":{}}').blocks as Record<string, { type: string }>);
      const woken = new Set(Object.values(islands).map((block) => block.type));
      const loaded = new Set(sizes.map((s) => rendererOf(s.url)).filter((type) => type !== undefined));
      expect([...loaded].sort(), route).toEqual([...woken].sort());
      page.removeAllListeners("response");
    }
  });
});

/** Each size-and-weight pair the visible text of the open page is drawn in, with an example of its text. */
function fontPairsOnPage(page: Page) {
  return page.evaluate(() => {
    const pairs = new Map<string, { size: string; weight: string; text: string }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const pair = `${style.fontSize} ${style.fontWeight}`;
      if (!pairs.has(pair)) pairs.set(pair, { size: style.fontSize, weight: style.fontWeight, text: node.textContent.trim().slice(0, 40) });
    }
    return [...pairs.values()];
  });
}

/** The type scale's sizes in pixels at the open page's width (its fluid sizes depend on it). */
function scaleSizesOnPage(page: Page) {
  return page.evaluate((sizes) => {
    return sizes.map((size) => {
      const probe = document.createElement("span");
      probe.style.fontSize = size;
      document.body.append(probe);
      const pixels = getComputedStyle(probe).fontSize;
      probe.remove();
      return pixels;
    });
  }, Object.values(typeScale));
}

test.describe("font budget", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const route of allRoutes()) {
    test(`${route} draws its text in the theme's type scale, normal or bold, in at most ${FONT_PAIR_BUDGET} pairs`, async ({ page }) => {
      await page.goto(route);
      const scale = new Set(await scaleSizesOnPage(page));
      const pairs = await fontPairsOnPage(page);
      const offScale = pairs.filter(({ size, weight }) => !scale.has(size) || !["400", "700"].includes(weight));
      expect(offScale, `sizes in the scale here: ${[...scale].join(", ")}`).toEqual([]);
      expect(pairs.length, pairs.map(({ size, weight, text }) => `${size} ${weight}: "${text}"`).join("\n")).toBeLessThanOrEqual(FONT_PAIR_BUDGET);
    });
  }
});
