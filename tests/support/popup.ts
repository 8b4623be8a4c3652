import { expect, type Page } from "@playwright/test";
import { blocksOf, type BlockJson } from "./siteContent";

/**
 * How long browser tests that are not about the home popup's timing wait for it: the page's
 * start-up plus the configured delay. Its timing is checked on a paused clock (chrome.spec.ts);
 * on a crowded CI machine start-up alone can take many times longer, so these allow 30 s.
 */
export const POPUP_SHOWN = { timeout: 30_000 };

/** The home page's popup block as written in pages/index.json, if it has one. */
export const homeOffer = (): BlockJson | undefined => blocksOf("/", "popup")[0];

/**
 * For home-page tests about something else: waits for the offer popup and closes it with Escape, as a
 * visitor would. It opens a moment after the page is shown, as a modal that takes focus and the pointer;
 * a test that is still acting on the page by then (a busy machine) would otherwise act on the popup.
 * Does nothing when the home page has no popup.
 */
export async function closeHomeOffer(page: Page) {
  if (!homeOffer()) return;
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible(POPUP_SHOWN);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
}
