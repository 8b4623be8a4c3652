/**
 * The first visit paints without waiting for the shared style file, and what it paints is what the page looks
 * like once the file is in (issue 51): with the file held back, every element on the first screen already has the
 * place, size, colours and type it has after the file arrives. Islands are left out (they are drawn again when
 * they start).
 */
import { test, expect, type Page } from "@playwright/test";

const ROUTES = ["/", "/about", "/team"];
const SCREENS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

interface Look { what: string; look: string }

/**
 * Every element of the page's first screen outside an island, with the part of its box on screen and the styles a
 * visitor sees. The first call picks the elements (kept in the page, as islands starting may add others); the
 * second looks at the same ones again.
 */
async function firstScreen(page: Page, again = false): Promise<Look[]> {
  return page.evaluate((again) => {
    const kept = window as unknown as { firstScreen?: Element[] };
    if (!again) {
      kept.firstScreen = [...document.querySelectorAll("#root *")].filter((element) => {
        const box = element.getBoundingClientRect();
        return !element.closest("[data-island]") && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
      });
    }
    return kept.firstScreen!.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const onScreen = [box.left, Math.max(box.top, 0), box.width, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)];
      return {
        what: `${element.tagName.toLowerCase()}.${element.className}`,
        look: `${onScreen.map(Math.round).join(",")} ${style.display} ${style.visibility} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.fontWeight}`,
      };
    });
  }, again);
}

for (const screen of SCREENS) {
  for (const route of ROUTES) {
    test(`${route} at ${screen.width} px: the first screen looks the same before the shared style file arrives as after`, async ({ page }) => {
      await page.setViewportSize(screen);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/frame-*.css", async (routed) => {
        await released;
        await routed.continue();
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect(page.locator("h1").first()).toBeVisible();
      // Held back: the file has not arrived, and the page is shown all the same.
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[href*="/assets/frame-"]')].every((link) => !link.sheet))).toBe(true);
      const before = await firstScreen(page);
      expect(before.length).toBeGreaterThan(3);
      release();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred-style]")].every((link) => link.sheet && link.media === "all"));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await firstScreen(page, true);
      const changed = before
        .map((look, i) => ({ look, now: after[i] }))
        .filter(({ look, now }) => now?.look !== look.look)
        .map(({ look, now }) => `${look.what}: ${look.look} -> ${now?.look}`);
      expect(changed).toEqual([]);
    });
  }
}

for (const route of ROUTES) {
  test(`${route} on a phone: the page is no wider than the screen before the shared style file arrives`, async ({ browser }) => {
    // A phone (not a narrow window) shows a page wider than its screen shrunk to fit: the first paint would be the
    // whole page small, zooming in once the file arrives.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      await page.route("**/assets/frame-*.css", () => {}); // never arrives
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect(page.locator("h1").first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const width = () => page.evaluate(() => ({ layout: innerWidth, content: document.documentElement.scrollWidth }));
      expect(await width()).toEqual({ layout: 390, content: 390 });
    } finally {
      await context.close();
    }
  });
}
