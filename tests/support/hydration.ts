/**
 * Loading a page in a browser test. A page works as it is painted (its HTML and CSS); only its islands,
 * the blocks that need scripts (engine/blocks/islands.ts), start later, each when it comes near the
 * screen. A test of an island's behaviour waits for it to be ready: a press on a button it has not
 * reached yet would only be held until it is.
 */
import type { Page } from "@playwright/test";

/** Wakes every island of the page (by scrolling each into view) and waits until all are hydrated, then scrolls back to the top. */
export async function waitForIslands(page: Page) {
  const count = await page.locator("[data-island]").count();
  for (let i = 0; i < count; i++) {
    const island = page.locator("[data-island]").nth(i);
    // The wrapper has no box (display: contents); its block does.
    await island.locator(":scope > *").first().scrollIntoViewIfNeeded().catch(() => undefined);
    await page.waitForFunction((index) => (document.querySelectorAll("[data-island]")[index] as HTMLElement | undefined)?.dataset.hydrated === "true", i);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Goes to a page and waits until every island on it is hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("load");
  await waitForIslands(page);
  return response;
}
