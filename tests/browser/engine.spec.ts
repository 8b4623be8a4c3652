/**
 * The engine end to end in Chromium: every page of pages/ is served with its
 * own title, reads without JavaScript, hydrates cleanly, and navigation
 * behaves like a site (scroll to top, not-found page for unknown paths).
 */
import { test, expect, type Page } from "@playwright/test";
import { allPages } from "../support/routes";
import { closeHomeOffer } from "../support/popup";
import { gotoHydrated, waitForHydration } from "../support/hydration";
import { hrefOf, notFoundBlocks, ordinaryRoute, siteConfig } from "../support/siteContent";

const pages = allPages();
const titleOf = (route: string) => pages.find((p) => p.route === route)!.title;
/** The footer's links to pages other than the home page: client navigation tests follow one from the home page. */
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
    for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) for (const [, name] of rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)) classes.add(name!);
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
    if (!server?.textContent) return ["no server tag"];
    const added = [...document.querySelectorAll("style[data-styled]")].filter((tag) => tag !== server);
    const classes = new Set(added.flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].flatMap((rule) => [...rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)].map((m) => m[1]!))));
    return [...classes].filter((name) => server.textContent!.includes(`.${name}{`));
  });
}

test.describe("every route", () => {
  for (const { route, title } of pages) {
    test(`${route} has its title and hydrates without errors`, async ({ page }) => {
      const problems = collectConsoleProblems(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
      await waitForHydration(page);
      expect(await stylesNamedOnlyByTheBrowser(page, await response!.text())).toEqual([]);
      expect(await serverStylesRewritten(page)).toEqual([]);
    });
  }
});

test("scripts download only after the page's first paint, then hydrate it", async ({ page }) => {
  await page.goto(ordinaryRoute());
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scriptStarts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime),
  }));
  expect(timing.scriptStarts.length).toBeGreaterThan(3);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThan(timing.firstPaint);
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

test("an unknown path shows the not-found page, status 404, and logs the path", async ({ page }) => {
  const notFound = notFoundBlocks().find((b) => b.type === "notFound")!;
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  await expect.poll(() => warnings.some((w) => w.includes("/no-such-page"))).toBe(true);
  // Its way out, when it is a page of this site, leads there by client navigation.
  const target = notFound.action.kind === "internal" ? hrefOf(notFound.action)! : undefined;
  test.skip(!target, "the not-found page's action leaves the site");
  await page.locator("main").getByRole("link", { name: notFound.action.label }).click();
  await expect(page).toHaveURL(new URL(target!, page.url()).href);
  await expect(page).toHaveTitle(titleOf(target!));
});

test("a page reached by client navigation draws the same icons as its pre-rendered HTML", async ({ page, request }) => {
  // Icons named by content are drawn with the bare "lucide" class (the menus' own icons carry their names too).
  const iconsOf = async (path: string) => (await (await request.get(path)).text()).match(/<svg[^>]*class="lucide"/g)?.length ?? 0;
  const counted = await Promise.all(footerLinks.map(async (link) => ({ link, icons: await iconsOf(link.path) })));
  const { link, icons: iconsInHtml } = counted.reduce((most, next) => (next.icons > most.icons ? next : most));
  expect(iconsInHtml, "a footer page shows icons").toBeGreaterThan(0);
  const problems = collectConsoleProblems(page);
  await gotoHydrated(page, "/");
  await closeHomeOffer(page);
  await page.locator("footer").getByRole("link", { name: link.name, exact: true }).click();
  await expect(page).toHaveURL(new URL(link.path, page.url()).href);
  // The icons' drawings come with the page's data chunk, not with the first page's HTML.
  await expect(page.locator('#root svg[class="lucide"]')).toHaveCount(iconsInHtml);
  expect(problems).toEqual([]);
});

test("client navigation sets the title and scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await closeHomeOffer(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const link = footerLinks[0]!;
  await page.locator("footer").getByRole("link", { name: link.name, exact: true }).click();
  await expect(page).toHaveURL(new URL(link.path, page.url()).href);
  await expect(page).toHaveTitle(titleOf(link.path));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The base styles came with the first page's HTML (the browser does not add them again) and still apply.
  const base = await page.evaluate(() => ({ margin: getComputedStyle(document.body).margin, boxSizing: getComputedStyle(document.querySelector("main")!).boxSizing }));
  expect(base).toEqual({ margin: "0px", boxSizing: "border-box" });
});
