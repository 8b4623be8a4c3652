/**
 * Size budgets, measured on what a browser loads before any interaction:
 * JavaScript ≤ 120 KB gzip on every route (each script gzipped at level 9,
 * whatever encoding the test server picked), and the home page under 600 KB
 * as transferred. Also the font budget: text drawn only in the theme's type
 * scale, since each size-and-weight pair costs a font look-up before the first paint.
 */
import { gzipSync } from "node:zlib";
import { test, expect, type Page } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { siteConfig } from "../support/siteContent";
import { waitForHydration } from "../support/hydration";
import { typeScale } from "../../engine/ui/theme";
import { BLOCK_TYPES } from "../../engine/schema/blocks";

const JS_BUDGET = 120 * 1024;
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

test.describe("size budgets", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of allRoutes()) {
    test(`${route} loads at most 120 KB (gzip) of JavaScript before interaction`, async ({ page }) => {
      const sizes = await transfer(page, route);
      const js = sizes.filter((s) => s.type === "script" || s.url.endsWith(".js")).reduce((sum, s) => sum + s.gzipBytes, 0);
      expect(js, `${(js / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(JS_BUDGET);
    });
  }

  test("the home page transfers under 600 KB before interaction", async ({ page }) => {
    const sizes = await transfer(page, "/");
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, `${Math.round(total / 1024)} KB`).toBeLessThan(HOME_BUDGET);
  });

  test("a route loads only its own page data, not every page's", async ({ page }) => {
    // A page's data is the chunk named after the last part of its path ("/for-dentists/implants": implants-<hash>.js).
    // Names that a block renderer's chunk also has (a page /faq and the faq block) cannot tell the two apart.
    const nameOf = (route: string) => route.split("/").pop()!;
    const usable = (route: string) => route !== "/" && !BLOCK_TYPES.some((type) => type.toLowerCase() === nameOf(route));
    const chunkOf = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
    const route = siteConfig().services.map((s) => s.path).find(usable)!;
    const others = allRoutes().filter((r) => usable(r) && nameOf(r) !== nameOf(route)).map(nameOf);
    const sizes = await transfer(page, route);
    expect(sizes.map((s) => s.url).filter((url) => others.some((name) => chunkOf(name).test(url)))).toEqual([]);

    // The names really are those of page chunks: following a link to another page fetches its chunk, so named.
    await waitForHydration(page);
    const linked = await page.$$eval("main a[href^='/']", (links) => links.map((a) => a.getAttribute("href")!));
    const next = linked.find((href) => href !== route && allRoutes().includes(href) && usable(href) && others.includes(nameOf(href)));
    expect(next, "a link to another page").toBeTruthy();
    // A plain click() in the page: the treatments strip moves, and Playwright would wait for it to stand still.
    await page.locator(`main a[href="${next}"]`).first().evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => sizes.some((s) => chunkOf(nameOf(next!)).test(s.url)), { message: `${next}'s page data` }).toBe(true);
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
