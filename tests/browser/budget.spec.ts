/**
 * Size budgets, measured on what a browser loads before any interaction:
 * JavaScript ≤ 120 KB gzip on every route (each script gzipped at level 9,
 * whatever encoding the test server picked), and the home page under 600 KB
 * as transferred.
 */
import { gzipSync } from "node:zlib";
import { test, expect, type Page } from "@playwright/test";
import { allRoutes } from "../support/routes";

const JS_BUDGET = 120 * 1024;
const HOME_BUDGET = 600 * 1024;

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
    const sizes = await transfer(page, "/veneers");
    const pageChunks = sizes.filter((s) => /_site-page_|\/assets\/[a-z-]+-[\w-]{8}\.js$/.test(s.url) && /(dentures|fillings|sedation|pricing|team)-/.test(s.url));
    expect(pageChunks.map((s) => s.url)).toEqual([]);
  });
});
