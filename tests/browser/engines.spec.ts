/**
 * The specification's behaviours in real engines other than Playwright's Chromium (issue 34; docs/browsers.md):
 * WebKit (Safari's engine: WebKitGTK's MiniBrowser through WebKitWebDriver), WebKit without CSS anchor
 * positioning (as Safari before 26), Firefox ESR (WebDriver BiDi through puppeteer-core) and Chromium with popover
 * switched off (as Safari before 17 and Firefox before 125: the popover polyfill's path). WebKit and Firefox are
 * headful on a virtual screen (Xvfb), so hover is a real pointer. They use the build and server of the other
 * browser tests (playwright.config.ts), and its form collector.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { TEST_COLLECTOR_DIR, TEST_PORT } from "../../playwright.config";
import type { EngineDriver } from "../engines/driver";
import { startWebKit } from "../engines/webkit";
import { startFirefox } from "../engines/firefox";
import { startChromiumWithoutPopover } from "../engines/chromium";
import {
  carouselButtons, desktopMenus, everyRouteLoads, faqOneAtATime, formSentAndFailed, iconsDrawn, notFoundPage, offerPopup, phoneMenu, popoverPolyfilled, servedOverLocalhost, teamPanel,
} from "../engines/checks";

const root = join(import.meta.dirname, "..", "..");
const base = `http://127.0.0.1:${TEST_PORT}`;
const collectorDir = resolve(root, TEST_COLLECTOR_DIR);
const screenshots = join(root, ".cache", "reports", "engines");

function storedLines(form: string, marker: string): unknown[] {
  const file = join(collectorDir, `${form}.jsonl`);
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter((line) => line.includes(marker)) : [];
}

type Check = "routes" | "menus" | "phone" | "popup" | "faq" | "carousel" | "team" | "forms" | "notFound" | "localhost" | "icons";
const ALL: Check[] = ["routes", "menus", "phone", "popup", "faq", "carousel", "team", "forms", "notFound", "icons"];

/** polyfilled: whether the page runs on the popover polyfill there (every other browser downloads nothing more). */
const engines: { name: string; start: (browser: Browser) => Promise<EngineDriver>; checks: Check[]; polyfilled: boolean }[] = [
  { name: "WebKit", start: () => startWebKit(), checks: [...ALL, "localhost"], polyfilled: false },
  // Safari before 26 has no anchor positioning: the menus' other placement.
  { name: "WebKit without CSS anchor positioning", start: () => startWebKit({ features: ["-CSSAnchorPositioning"] }), checks: ["menus"], polyfilled: false },
  { name: "Firefox ESR", start: () => startFirefox(), checks: ALL, polyfilled: false },
  { name: "Chromium without popover", start: (browser) => startChromiumWithoutPopover(browser), checks: ALL, polyfilled: true },
];

for (const engine of engines) {
  test.describe(engine.name, () => {
    test.describe.configure({ mode: "serial" });
    let d: EngineDriver;
    test.beforeAll(async ({ browser }) => {
      d = await engine.start(browser);
    });
    test.afterAll(async () => {
      await d?.close();
    });
    const check = (what: Check, title: string, body: () => Promise<void>) => {
      if (engine.checks.includes(what)) test(title, body);
    };

    test(engine.polyfilled ? "the menus run on the popover polyfill" : "the menus run on the browser's own popovers, with no polyfill", async () => {
      expect(await popoverPolyfilled(d, base)).toBe(engine.polyfilled);
    });
    check("routes", "every route loads with its own title, its pictures and islands, and no page error", async () => {
      test.setTimeout(300_000);
      await everyRouteLoads(d, base);
    });
    check("menus", "desktop menus by hover and by click: each panel inside the window and no taller than its links, at 1024 and 1280 px", async () => {
      mkdirSync(screenshots, { recursive: true });
      const shotName = engine.name.replace(/\W+/g, "-").toLowerCase();
      await desktopMenus(d, base, (width) => join(screenshots, `${shotName}-services-${width}.png`));
    });
    check("phone", "the phone menu: Cosmetic and General, back to the choice, a link loads its page with the menu closed", () => phoneMenu(d, base));
    check("popup", "the offer pop-up opens on the home page, takes focus and closes with Escape", () => offerPopup(d, base));
    check("faq", "the FAQ keeps one answer open at a time", () => faqOneAtATime(d, base));
    check("carousel", "a carousel's buttons move on and back", () => carouselButtons(d, base));
    check("icons", "every icon shown is drawn from the page's sprite or the icon file, as outlines in the text's colour", () => iconsDrawn(d, base));
    check("team", "a team card opens and closes its member's details", () => teamPanel(d, base));
    for (const form of ["contact", "feedback"]) {
      check("forms", `the ${form} form: sent (stored by the collector), and not sent (the failure notice, typed values kept)`, () => formSentAndFailed(d, base, form, storedLines));
    }
    check("notFound", "an unknown address shows the not-found page", () => notFoundPage(d, base));
    check("localhost", "served as npm start serves it (plain HTTP, http://localhost): the page, its logo and a form work", () => servedOverLocalhost(d, TEST_PORT, storedLines));
  });
}
