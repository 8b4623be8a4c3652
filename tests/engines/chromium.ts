/**
 * Chromium (Playwright) with popover switched off before the page's scripts run, so the page takes the path of
 * Safari before 17 and Firefox before 125: the runtime loads the popover polyfill, and the menus work through
 * it. Chromium's own popover code stays, but never sees an open popover: the polyfill cancels the button's
 * default action and marks open panels with its class. The <details name> fallback runs too.
 */
import type { Browser, Page } from "@playwright/test";
import { callExpression, type EngineDriver } from "./driver";

function switchOffPopover() {
  const drop = (proto: object, names: string[]) => { for (const name of names) delete (proto as Record<string, unknown>)[name]; };
  drop(HTMLElement.prototype, ["popover", "showPopover", "hidePopover", "togglePopover"]);
  drop(HTMLButtonElement.prototype, ["popoverTargetElement", "popoverTargetAction"]);
  drop(HTMLInputElement.prototype, ["popoverTargetElement", "popoverTargetAction"]);
  drop(HTMLDetailsElement.prototype, ["name"]);
}

export async function startChromiumWithoutPopover(browser: Browser): Promise<EngineDriver> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(switchOffPopover);
  const page: Page = await context.newPage();
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    name: "Chromium without popover",
    async goto(address) {
      errors = [];
      await page.goto(address, { waitUntil: "load" });
    },
    run: (fn, ...args) => page.evaluate(callExpression(fn, args)),
    hover: (selector) => page.hover(selector),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.locator(selector).pressSequentially(text),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path })),
    pageErrors: async () => errors,
    close: () => context.close(),
  };
}
