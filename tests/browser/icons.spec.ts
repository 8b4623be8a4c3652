/**
 * Icons drawn once per page (a hidden sprite of symbols) and shown by reference, in Chromium against the built
 * site: every icon a visitor sees is drawn, including those an island draws only once it runs (the strip's play
 * button after a pause, the home offer's close button), and those below the first screen, drawn from the cached
 * icon file (engine/build/iconFile.ts). The pages come from the pages' JSON (tests/support/siteContent.ts).
 */
import { test, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { routesWith } from "../support/siteContent";
import { allRoutes } from "../support/routes";
import { POPUP_SHOWN, homeOffer } from "../support/popup";

/** Whether an icon (<svg><use>) draws something: its symbol is in the page's sprite or the icon file, and its shapes have a size. */
function drawn(icon: Locator) {
  return icon.evaluate(async (svg) => {
    const use = svg.querySelector("use")!;
    const [file, id] = (use.getAttribute("href") ?? "").split("#");
    const holder = file ? new DOMParser().parseFromString(await (await fetch(file)).text(), "image/svg+xml") : document;
    const target = holder.getElementById(id!);
    const box = (use as SVGGraphicsElement).getBBox();
    const style = getComputedStyle(use);
    return { symbol: target?.tagName.toLowerCase() === "symbol", width: box.width, height: box.height, fill: style.fill, stroke: style.stroke, color: style.color };
  });
}

/** Drawn as lucide draws: outlines in the text's colour, never filled shapes. */
async function expectDrawn(icon: Locator) {
  const { symbol, width, height, fill, stroke, color } = await drawn(icon);
  expect(symbol, "its symbol is in the page's sprite or the icon file").toBe(true);
  expect(width * height, "its shapes have a size").toBeGreaterThan(0);
  expect(fill).toBe("none");
  expect(stroke).toBe(color);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("every icon a page shows is drawn from its sprite, which is hidden from view and from assistive technology", async ({ page }) => {
  await page.goto("/");
  const icons = page.locator("svg:has(> use)");
  expect(await icons.count()).toBeGreaterThan(3);
  let shown = 0;
  for (const icon of await icons.all()) {
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(await icon.evaluate((svg: SVGSVGElement) => (svg.focus(), document.activeElement === svg)), "never a stop for the keyboard").toBe(false);
    // The header's phone-menu icons are not laid out on a wide screen.
    if (!(await icon.isVisible())) continue;
    await expectDrawn(icon);
    shown++;
  }
  expect(shown).toBeGreaterThan(3);
  const sprite = page.locator("div[hidden]:has(> svg > symbol)");
  await expect(sprite).toHaveCount(1);
  await expect(sprite).toBeHidden();
});

test("the strip's play button, drawn only after a pause, is drawn from the sprite, without a hydration warning", async ({ page }) => {
  const route = routesWith("servicesStrip")[0];
  test.skip(!route, "no page has a services strip");
  const problems = watchConsole(page);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto(route!);
  const strip = page.locator('[data-block="servicesStrip"]');
  await strip.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-block="servicesStrip"]').locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  const button = strip.getByRole("button");
  await expect(button.locator("use")).toHaveAttribute("href", "#icon-pause");
  await button.click();
  await expect(button.locator("use")).toHaveAttribute("href", "#icon-play");
  await expectDrawn(button.locator("svg"));
  expect(problems).toEqual([]);
});

test("the home offer's close button, drawn only once the page runs, is drawn from the sprite", async ({ page }) => {
  test.skip(!homeOffer(), "the home page has no offer");
  await page.goto("/");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible(POPUP_SHOWN);
  const icons = dialog.locator("svg:has(> use)");
  expect(await icons.count()).toBeGreaterThan(0);
  for (const icon of await icons.all()) await expectDrawn(icon);
});

/** The icon file's address in a page's HTML, and the routes whose pages draw icons from it. */
const FILE_REFERENCE = /href="(\/assets\/icons-[\w]+\.svg)#([\w-]+)"/g;
async function routesUsingTheFile(request: APIRequestContext): Promise<{ route: string; html: string }[]> {
  const pages = await Promise.all(allRoutes().map(async (route) => ({ route, html: await (await request.get(route)).text() })));
  return pages.filter(({ html }) => html.includes('href="/assets/icons-'));
}

test("every page's icons resolve to a symbol: the first screen's in the page's sprite, the others in one icon file cached like the other assets", async ({ request }) => {
  const using = await routesUsingTheFile(request);
  expect(using.length, "some pages draw icons below their first screen from the file").toBeGreaterThan(0);
  const files = new Set(using.flatMap(({ html }) => [...html.matchAll(FILE_REFERENCE)].map((match) => match[1]!)));
  expect([...files], "one file for the whole site").toHaveLength(1);
  const answer = await request.get([...files][0]!);
  expect(answer.headers()["content-type"]).toContain("image/svg+xml");
  expect(answer.headers()["cache-control"]).toContain("immutable");
  const inFile = new Set([...(await answer.text()).matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]));
  for (const route of allRoutes()) {
    const html = await (await request.get(route)).text();
    const sprite = new Set([...(/<div hidden><svg>(.*?)<\/svg><\/div>/s.exec(html)?.[1] ?? "").matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]));
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header, `${route}: the header's icons are drawn with the first paint`).not.toContain("/assets/icons-");
    for (const [, id] of html.matchAll(/<use href="#([\w-]+)"/g)) expect(sprite.has(id), `${route}: #${id} is in the page's sprite`).toBe(true);
    for (const [, , id] of html.matchAll(FILE_REFERENCE)) {
      expect(inFile.has(id), `${route}: ${id} is in the icon file`).toBe(true);
      expect(sprite.has(id), `${route}: ${id} is not also in the page's sprite`).toBe(false);
    }
  }
});

test("in Chromium, the icons from the file are drawn, keep their size while it is on its way, and nothing moves when it arrives", async ({ page, request }) => {
  const route = (await routesUsingTheFile(request))[0]?.route;
  expect(route, "some page draws icons from the file").toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The file held back until the page has been laid out without it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/icons-*.svg", async (held) => {
    await released;
    await held.continue();
  });
  // The file is one of the page's resources: its load event waits for it.
  await page.goto(route!, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  const fromFile = page.locator('svg:has(> use[href^="/assets/icons-"])');
  expect(await fromFile.count()).toBeGreaterThan(0);
  const sizes = () => fromFile.evaluateAll((icons) => icons.map((icon) => {
    const box = icon.getBoundingClientRect();
    return { width: box.width, height: box.height };
  }));
  const before = await sizes();
  for (const { width, height } of before) expect(width * height, "each icon takes its place before its drawing arrives").toBeGreaterThan(0);
  release();
  for (const icon of await fromFile.all()) {
    await icon.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn(icon)).width, "the icon is drawn once the file is in").toBeGreaterThan(0);
    await expectDrawn(icon);
  }
  expect(await sizes()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
