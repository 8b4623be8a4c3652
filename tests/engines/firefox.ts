/**
 * Firefox ESR, Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core, which starts Firefox from its
 * executable with no geckodriver. Headful on a virtual screen, so hover is a real pointer over a real window.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { EngineDriver } from "./driver";
import { startXvfb } from "./xvfb";

export const FIREFOX = "/usr/bin/firefox-esr";

export async function startFirefox(): Promise<EngineDriver> {
  const screen = await startXvfb();
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: false,
      env: { ...process.env, DISPLAY: screen.display },
      // No first-run pages, updates or telemetry: a test browser talks only to the test server.
      extraPrefsFirefox: { "browser.shell.checkDefaultBrowser": false, "app.update.enabled": false, "datareporting.policy.dataSubmissionEnabled": false },
    });
  } catch (error) {
    screen.stop();
    throw error;
  }
  const page: Page = await browser.newPage();
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));

  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//i, "")}`,
    async goto(address) {
      errors = [];
      await page.goto(address, { waitUntil: "load" });
    },
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async hover(selector) {
      await page.$eval(selector, (el) => el.scrollIntoView({ block: "nearest" }));
      await page.hover(selector);
    },
    async click(selector) {
      await page.$eval(selector, (el) => el.scrollIntoView({ block: "nearest" }));
      await page.click(selector);
    },
    type: async (selector, text) => {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    pageErrors: async () => errors,
    async close() {
      await browser.close();
      screen.stop();
    },
  };
}
