/**
 * The site's chrome and interactive blocks in Chromium, on the built site:
 * hover and keyboard menus at desktop width, the mobile menu panel, the home
 * popup's timing, accordions by keyboard, and carousels that fit their width
 * and keep still for visitors who prefer reduced motion. Menu names, services,
 * timings and counts are read from the content (tests/support/siteContent.ts).
 */
import { test, expect, type Page } from "@playwright/test";
import { POPUP_SHOWN, closeHomeOffer, homeOffer } from "../support/popup";
import { gotoHydrated } from "../support/hydration";
import { blockOf, blocksOf, menuServices, ordinaryRoute, routeWith, siteConfig, type BlockJson } from "../support/siteContent";

const site = siteConfig();
const { servicesLabel, categoryHeadings, menus } = site.navigation;
const START = ordinaryRoute();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const desktopNav = (page: Page) => page.locator('[data-nav="desktop"]');
const mobileNav = (page: Page) => page.locator('[data-nav="mobile"]');

test.describe("desktop menus (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  test("hovering the services menu shows both columns, and the pointer can travel diagonally into the panel", async ({ page }) => {
    await gotoHydrated(page, START);
    await expect(mobileNav(page)).toBeHidden();
    const services = desktopNav(page).getByRole("button", { name: servicesLabel });
    // hover() waits until the button is visible and still, then puts the pointer on its middle.
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const cosmetic = page.getByRole("list", { name: categoryHeadings.cosmetic });
    const general = page.getByRole("list", { name: categoryHeadings.general });
    await expect(cosmetic).toBeVisible();
    await expect(general).toBeVisible();
    await expect(cosmetic.getByRole("link")).toHaveText(menuServices("cosmetic").map((s) => s.title));
    await expect(general.getByRole("link")).toHaveText(menuServices("general").map((s) => s.title));

    // Diagonally down to the last link of the far column, across the gap under the button.
    const last = menuServices("general").at(-1)!;
    const target = general.getByRole("link", { name: last.title, exact: true });
    const end = (await target.boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 25 });
    await expect(general).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(new URL(last.path, page.url()).href);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the panel closes when the pointer leaves for the page", async ({ page }) => {
    await gotoHydrated(page, START);
    const services = desktopNav(page).getByRole("button", { name: servicesLabel });
    await services.hover();
    await expect(page.getByRole("list", { name: categoryHeadings.cosmetic })).toBeVisible();
    await page.mouse.move(200, 600, { steps: 5 });
    await expect(page.getByRole("list", { name: categoryHeadings.cosmetic })).toHaveCount(0);
  });

  test("Enter opens a menu and moves focus into it; Escape closes it and focus returns to its button", async ({ page }) => {
    await gotoHydrated(page, START);
    const services = desktopNav(page).getByRole("button", { name: servicesLabel });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(desktopNav(page).getByRole("link", { name: menuServices("cosmetic")[0]!.title, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test("ArrowDown and Space open menus; tabbing out of a menu closes it", async ({ page }) => {
    test.skip(menus.length < 2, "the header has fewer than two configured menus");
    const [first, second] = menus as [(typeof menus)[number], (typeof menus)[number]];
    await gotoHydrated(page, START);
    const firstButton = desktopNav(page).getByRole("button", { name: first.label, exact: true });
    await firstButton.focus();
    await page.keyboard.press("ArrowDown");
    await expect(desktopNav(page).getByRole("link", { name: first.links[0]!.name, exact: true })).toBeFocused();
    for (let i = 0; i < first.links.length; i++) await page.keyboard.press("Tab");
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    const secondButton = desktopNav(page).getByRole("button", { name: second.label, exact: true });
    await expect(secondButton).toBeFocused();
    await page.keyboard.press(" ");
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(desktopNav(page).getByRole("link", { name: second.links[0]!.name, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new URL(second.links[0]!.path, page.url()).href);
    await expect(secondButton).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: PHONE });

  test("opens, offers the category choice, goes back, and closes when a link is chosen", async ({ page }) => {
    const chosen = menuServices("general")[0]!;
    await gotoHydrated(page, START);
    await expect(desktopNav(page)).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const panel = mobileNav(page).getByRole("navigation", { name: "Main" });
    await expect(panel).toBeVisible();

    await panel.getByRole("button", { name: servicesLabel, exact: true }).click();
    await panel.getByRole("button", { name: categoryHeadings.cosmetic }).click();
    const cosmetic = panel.getByRole("list", { name: categoryHeadings.cosmetic });
    await expect(cosmetic.getByRole("link")).toHaveText(menuServices("cosmetic").map((s) => s.title));
    // The list scrolls inside a maximum height rather than growing the panel.
    const sizes = await cosmetic.evaluate((list) => ({ scroll: list.scrollHeight, client: list.clientHeight, max: getComputedStyle(list).maxHeight }));
    expect(sizes.max).toBe("256px");
    // Only a list taller than its maximum scrolls (256 px holds about five links).
    if (menuServices("cosmetic").length > 6) expect(sizes.scroll).toBeGreaterThan(sizes.client);

    await panel.getByRole("button", { name: `Back to ${servicesLabel}` }).click();
    await expect(panel.getByRole("button", { name: categoryHeadings.cosmetic })).toBeFocused();
    await panel.getByRole("button", { name: categoryHeadings.general }).click();
    await panel.getByRole("link", { name: chosen.title, exact: true }).click();
    await expect(page).toHaveURL(new URL(chosen.path, page.url()).href);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // The next visit to the menu starts from the choice again.
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("button", { name: servicesLabel, exact: true }).click();
    await expect(panel.getByRole("button", { name: categoryHeadings.cosmetic })).toBeVisible();
    await expect(panel.getByRole("button", { name: `Back to ${servicesLabel}` })).toHaveCount(0);
  });

  test("every target in the open menu is at least 44 px tall", async ({ page }) => {
    await gotoHydrated(page, START);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = mobileNav(page).getByRole("navigation", { name: "Main" });
    const opened = menus[0];
    if (opened) await panel.getByRole("button", { name: opened.label, exact: true }).click();
    const heights = await panel.locator("a, button").evaluateAll((els) => els.filter((el) => el.getClientRects().length).map((el) => el.getBoundingClientRect().height));
    // The direct links, a button per section, and the opened menu's links.
    expect(heights.length).toBeGreaterThanOrEqual(site.navigation.direct.length + 1 + menus.length + (opened?.links.length ?? 0));
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});

test.describe("home popup", () => {
  const offer = homeOffer();
  const delay = site.timings.popupDelayMs;
  test.skip(!offer, "the home page has no popup");

  test("is not there shortly before popupDelayMs and is there shortly after, a modal dialog with focus inside", async ({ page }) => {
    // The page's own clock, paused: hydration takes however long it takes, then time moves only when told.
    const start = new Date("2026-01-05T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000)); // a moment ahead: the installed clock is already running
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => {
      const track = document.querySelector('[aria-roledescription="carousel"] [data-index]');
      return Boolean(track && Object.keys(track).some((key) => key.startsWith("__reactFiber")));
    });
    await page.waitForTimeout(200);
    const dialog = page.getByRole("dialog");
    await page.clock.runFor(Math.max(delay - 500, 0));
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("button", { name: offer!.closeLabel ?? "Close offer" })).toBeFocused();
  });

  test("sits at the foot of a phone's screen, leaving the page's heading in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible(POPUP_SHOWN);
    const box = (await dialog.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan(heading.y + heading.height);
  });

  test("closes with Escape and stays closed", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible(POPUP_SHOWN);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.waitForTimeout(delay + 500);
    await expect(dialog).toHaveCount(0);
  });

  test("its action, to another website, opens in a new tab and closes it", async ({ page, context }) => {
    const target = offer!.action.kind === "offer" ? site.links.offer : offer!.action.href;
    test.skip(!/^https:/.test(target ?? ""), "the popup's action is not another website");
    const origin = new URL(target!).origin;
    await context.route((url) => url.origin === origin, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Offer</title>" }));
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible(POPUP_SHOWN);
    const [tab] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link").click()]);
    expect(tab.url()).toBe(new URL(target!).href);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("accordion by keyboard", () => {
  // The first page with an FAQ of at least two questions (the test moves from one to the next).
  const hasTwo = (b: BlockJson) => b.items.length >= 2;
  const route = routeWith("faq", hasTwo);
  const heading: string = blocksOf(route, "faq").find(hasTwo)!.heading;
  test(`${route}: Enter and Space open a question, one at a time, and close it again`, async ({ page }) => {
    await gotoHydrated(page, route);
    const faq = page.locator('[data-block="faq"]').filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
    const questions = faq.getByRole("button");
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstAnswer = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstAnswer).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator('[role="region"]:visible')).toHaveCount(0);
  });
});

test.describe("carousels", () => {
  // The home page's services carousels: the first category it shows, with the catalogue's services in it.
  const grid = blockOf("/", "servicesGrid");
  const category: "cosmetic" | "general" = grid.categories?.[0] ?? "cosmetic";
  const slides = grid.menuOnly ? menuServices(category) : site.services.filter((s) => s.category === category);
  const cosmetic = (page: Page) => page.getByRole("region", { name: categoryHeadings[category] });
  test.skip(grid.layout !== "carousel", "the home page shows its services as a grid");

  /** Slides whose box is inside the carousel's visible area. */
  async function visibleSlides(page: Page) {
    return cosmetic(page).evaluate((region) => {
      const track = region.querySelector("[data-index]")!;
      const frame = track.parentElement!.getBoundingClientRect();
      return [...track.children].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
  }

  test("the home services carousel shows homeCarouselVisible at desktop width and 1 on a phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    expect(await visibleSlides(page)).toBe(Math.min(site.layout.homeCarouselVisible, slides.length));
    await page.setViewportSize(PHONE);
    await expect.poll(() => visibleSlides(page)).toBe(1);
  });

  test("moves by itself every servicesCarouselMs while in view, but not when the visitor prefers reduced motion", async ({ page }) => {
    test.skip(slides.length <= site.layout.homeCarouselVisible, "all its services fit at once");
    const wait = site.timings.servicesCarouselMs + 500;
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const track = cosmetic(page).locator("[data-index]");
    // It starts below the fold and holds still until it is on screen.
    await track.scrollIntoViewIfNeeded();
    await page.waitForTimeout(wait);
    await expect(track).toHaveAttribute("data-index", "0");
    await expect(cosmetic(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    await page.waitForTimeout(wait);
    await expect(track, "off screen it holds still").toHaveAttribute("data-index", "0");
    await track.scrollIntoViewIfNeeded();
    await expect(track).not.toHaveAttribute("data-index", "0", { timeout: wait + 7_000 });
  });

  test("Left and Right arrow keys move it while focus is inside; Previous is disabled at the start", async ({ page }) => {
    test.skip(slides.length < site.layout.homeCarouselVisible + 2, "too few services to move two steps");
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await closeHomeOffer(page);
    const region = cosmetic(page);
    await expect(region.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    await region.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(region.locator("[data-index]")).toHaveAttribute("data-index", "2");
    await page.keyboard.press("ArrowLeft");
    await expect(region.locator("[data-index]")).toHaveAttribute("data-index", "1");
  });

  test("its slides are in the pre-rendered page (and the popup is not)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    await expect(cosmetic(page).getByRole("group")).toHaveCount(slides.length);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    for (const reviews of blocksOf("/", "reviews")) {
      await expect(page.getByRole("region", { name: reviews.heading, exact: true }).locator("blockquote")).toHaveCount(reviews.items.length);
    }
    await context.close();
  });
});

test.describe("team grid", () => {
  const route = routeWith("teamGrid", (b) => b.members.length > site.layout.teamPerRow);
  const perRow = site.layout.teamPerRow;
  test(`${route}: teamPerRow cards to a row on a desktop, the details open under the row`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, route);
    const cards = page.locator('[data-block="teamGrid"] button[aria-expanded]');
    const tops = await cards.evaluateAll((els, n) => els.slice(0, n + 1).map((el) => Math.round(el.getBoundingClientRect().top)), perRow);
    expect(new Set(tops.slice(0, perRow)).size).toBe(1);
    expect(tops[perRow]).toBeGreaterThan(tops[0]!);

    await cards.nth(1).click();
    const panel = page.locator(`#${await cards.nth(1).getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    const layout = await page.evaluate(({ id, n }) => {
      const buttons = [...document.querySelectorAll('[data-block="teamGrid"] button[aria-expanded]')];
      const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
      return { row: buttons.slice(0, n + 1).map(top), rowBottom: buttons[n - 1]!.getBoundingClientRect().bottom, panelTop: document.getElementById(id!)!.getBoundingClientRect().top };
    }, { id: await cards.nth(1).getAttribute("aria-controls"), n: perRow });
    // The rest of the first row stays in the first row, the panel comes under it, the next row under the panel.
    expect(new Set(layout.row.slice(0, perRow)).size).toBe(1);
    expect(layout.panelTop).toBeGreaterThan(layout.rowBottom);
    expect(layout.row[perRow]).toBeGreaterThan(layout.panelTop);
  });
});

test.describe("no layout shift as the page comes alive", () => {
  const PARTS = ["header", "footer", "reviews", "servicesGrid", "servicesStrip", "teamGrid", "faq", "carousel"];

  /** The height of the header, the footer and each interactive block on the page, in page order. */
  async function sizes(page: Page) {
    return page.evaluate((parts) => {
      const selector = parts.map((part) => (part === "header" || part === "footer" ? part : `[data-block="${part}"]`)).join(", ");
      const heights = [...document.querySelectorAll(selector)].map((el) => `${el.getAttribute("data-block") ?? el.tagName.toLowerCase()}: ${Math.round(el.getBoundingClientRect().height)}`);
      // The header's height is fixed, so also where its desktop menu sits (its buttons are swapped for interactive ones).
      const nav = document.querySelector('[data-nav="desktop"]')!.getBoundingClientRect();
      return [...heights, `desktop menu: ${Math.round(nav.left)} + ${Math.round(nav.width)}`];
    }, PARTS);
  }

  // The home page, the team page and a treatment page: between them every interactive block.
  const paths = ["/", routeWith("teamGrid"), routeWith("servicesStrip")];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of paths) {
      test(`${path} at ${viewport.width} px: header, carousels, strip and accordions are the same size before and after the scripts run`, async ({ browser }) => {
        const still = await browser.newContext({ javaScriptEnabled: false, viewport, reducedMotion: "reduce" });
        const before = await still.newPage();
        await before.goto(path);
        const preRendered = await sizes(before);
        await still.close();

        const live = await browser.newContext({ viewport, reducedMotion: "reduce" });
        const after = await live.newPage();
        await gotoHydrated(after, path);
        await after.waitForTimeout(500); // the desktop menu code arrives when the browser is idle
        expect(preRendered.length).toBeGreaterThan(2);
        expect(await sizes(after)).toEqual(preRendered);
        await live.close();
      });
    }
  }
});
