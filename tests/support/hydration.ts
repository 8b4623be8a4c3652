/**
 * Loading a page in a browser test: the network going quiet is not enough on a slow machine, since
 * React may still be starting then, and a click on a button it has not reached does nothing.
 */
import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page: its main content then carries React's fiber key (the header comes before it). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("#root main") ?? {}).some((key) => key.startsWith("__reactFiber")));
}

/** Goes to a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
  return response;
}
