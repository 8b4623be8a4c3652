/**
 * The engine end to end in Chromium: every page of pages/ is served with its own title, reads without
 * JavaScript, starts its islands cleanly and only when needed, and moving between pages is a full page
 * load that the browser prepares ahead (scroll to top, not-found page for unknown paths).
 */
import { test, expect, type Page } from "@playwright/test";
import { allPages } from "../support/routes";
import { closeHomeOffer } from "../support/popup";
import { waitForIslands } from "../support/hydration";
import { hrefOf, notFoundBlocks, ordinaryRoute, pageBlocks, siteConfig } from "../support/siteContent";
import { islandWake, NEAR_SCREEN_PX } from "../../engine/blocks/islands";

const pages = allPages();
const titleOf = (route: string) => pages.find((p) => p.route === route)!.title;
/** The footer's links to pages other than the home page: the navigation tests follow them. */
const footerLinks = siteConfig().navigation.footer.filter((link) => link.path !== "/");

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Class names in the page's style sheets that the server's styles did not have and no element carries. When the
 * browser names a component differently from the server, hydration keeps the server's class on the element and adds
 * a second, unused rule for the browser's name (each addition restyles the whole page).
 */
async function stylesNamedOnlyByTheBrowser(page: Page, serverHtml: string): Promise<string[]> {
  const serverCss = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(serverHtml)?.[1] ?? "";
  return page.evaluate((serverCss) => {
    const classes = new Set<string>();
    // A linked file (the styles every page shares) is the server's too, and so is the first screen's copy of its
    // rules; only the page's own style tags can hold the browser's names.
    const server = (sheet: CSSStyleSheet) => sheet.href || (sheet.ownerNode as Element | null)?.hasAttribute("data-first-screen");
    for (const sheet of document.styleSheets) if (!server(sheet)) for (const rule of sheet.cssRules) for (const [, name] of rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)) classes.add(name!);
    return [...classes].filter((name) => !serverCss.includes(`.${name}`) && !document.querySelector(`.${CSS.escape(name)}`));
  }, serverCss);
}

/**
 * Class names whose rules the browser wrote a second time although the server's style tag has them, or ["no server
 * tag"] when that tag is gone. Moving the server's rules into a tag of the browser's own (styled-components' default
 * start-up) swaps the page's style sheets, which makes the browser restyle every element while the page starts.
 */
async function serverStylesRewritten(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const server = document.querySelector("style[data-server-styles]");
    if (!server) return ["no server tag"];
    const namesIn = (sheets: (CSSStyleSheet | null | undefined)[], pattern: RegExp) =>
      new Set(sheets.flatMap((sheet) => [...(sheet?.cssRules ?? [])].flatMap((rule) => [...rule.cssText.matchAll(pattern)].map((m) => m[1]!))));
    const added = [...document.querySelectorAll("style[data-styled]")].filter((tag) => tag !== server);
    // The class names the server's rules are for: its tag's and the shared style file's (linked, so it has an address).
    const held = namesIn([(server as HTMLStyleElement).sheet, ...[...document.styleSheets].filter((sheet) => sheet.href)], /\.([A-Za-z][\w-]*) \{/g);
    return [...namesIn(added.map((tag) => (tag as HTMLStyleElement).sheet), /\.([A-Za-z][\w-]*)/g)].filter((name) => held.has(name));
  });
}

test.describe("every route", () => {
  for (const { route, title } of pages) {
    test(`${route} has its title, and its islands start without errors`, async ({ page }) => {
      const problems = collectConsoleProblems(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveCount(1);
      await waitForIslands(page);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
      expect(await stylesNamedOnlyByTheBrowser(page, await response!.text())).toEqual([]);
      expect(await serverStylesRewritten(page)).toEqual([]);
    });
  }
});

/** The scripts the page has fetched so far, by file name without its hash ("entry-client", "framework", "teamGrid"). */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.name.split("/").pop()!.replace(/-[\w-]{8}\.js$/, "")));

test("a page whose blocks need no scripts runs only the small runtime, however far it is read", async ({ page }) => {
  const route = pages.map((p) => p.route).find((r) => pageBlocks(r).every((block) => !islandWake(block as never)))!;
  expect(route, "a page without islands").toBeTruthy();
  await page.goto(route);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect((await scriptsLoaded(page)).sort()).toEqual(["entry-client", "preload-helper"]);
});

test("an island below the first screen brings React only when it comes near", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  // A page whose islands all start further down than the first screen and its margin.
  const candidates = pages.map((p) => p.route).filter((r) => pageBlocks(r).some((block) => islandWake(block as never) === "visible"));
  let tested = false;
  for (const route of candidates) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const firstTop = await page.evaluate(() => Math.min(...[...document.querySelectorAll("[data-island] > *")].map((el) => el.getBoundingClientRect().top)));
    if (firstTop < 700 + NEAR_SCREEN_PX + 200) continue;
    expect(await scriptsLoaded(page), route).not.toContain("framework");
    await waitForIslands(page);
    expect(await scriptsLoaded(page), route).toContain("framework");
    tested = true;
    break;
  }
  expect(tested, "a page whose islands are all below the first screen").toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("pages show their content and links still work", async ({ page }) => {
    for (const { route, title } of pages.slice(0, 6)) {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("main")).not.toBeEmpty();
    }
  });
});

test("an unknown path shows the not-found page, status 404", async ({ page }) => {
  const notFound = notFoundBlocks().find((b) => b.type === "notFound")!;
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  // Its way out, when it is a page of this site, leads there.
  const target = notFound.action.kind === "internal" ? hrefOf(notFound.action)! : undefined;
  test.skip(!target, "the not-found page's action leaves the site");
  await page.locator("main").getByRole("link", { name: notFound.action.label }).click();
  await expect(page).toHaveURL(new URL(target!, page.url()).href);
  await expect(page).toHaveTitle(titleOf(target!));
});

test("moving to another page loads it whole: its own title, at the top, the base styles in place", async ({ page }) => {
  await page.goto("/");
  await closeHomeOffer(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const link = footerLinks[0]!;
  await page.locator("footer").getByRole("link", { name: link.name, exact: true }).click();
  await expect(page).toHaveURL(new URL(link.path, page.url()).href);
  await expect(page).toHaveTitle(titleOf(link.path));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const base = await page.evaluate(() => ({ margin: getComputedStyle(document.body).margin, boxSizing: getComputedStyle(document.querySelector("main")!).boxSizing }));
  expect(base).toEqual({ margin: "0px", boxSizing: "border-box" });
});

test("a page pointed at is prepared ahead (Speculation Rules), and following the link uses it", async ({ page }) => {
  await page.goto(ordinaryRoute());
  await page.waitForLoadState("networkidle");
  const link = footerLinks.find((l) => l.path !== ordinaryRoute())!;
  const ahead = page.waitForRequest((request) => new URL(request.url()).pathname === link.path && /prerender/.test(request.headers()["sec-purpose"] ?? ""));
  await page.locator("footer").getByRole("link", { name: link.name, exact: true }).hover();
  await ahead;
  await page.locator("footer").getByRole("link", { name: link.name, exact: true }).click();
  await expect(page).toHaveTitle(titleOf(link.path));
  // A visitor's browser renders the page ahead and activates it; with DevTools attached (as here) Chromium
  // disallows prerendering and falls back to fetching the page ahead, which the navigation then uses.
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string };
    return { activated: (entry.activationStart ?? 0) > 0, deliveryType: entry.deliveryType };
  });
  expect(navigation.activated || navigation.deliveryType === "navigational-prefetch", JSON.stringify(navigation)).toBe(true);
});
