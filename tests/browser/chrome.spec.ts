/**
 * The site's chrome and interactive blocks in Chromium, on the built site:
 * hover and keyboard menus at desktop width, the mobile menu panel, the home
 * popup's timing, accordions by keyboard, and carousels that fit their width
 * and keep still for visitors who prefer reduced motion.
 */
import { test, expect, type Page } from "@playwright/test";
import { POPUP_SHOWN, closeHomeOffer } from "../support/popup";
import { gotoHydrated } from "../support/hydration";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const desktopNav = (page: Page) => page.locator('[data-nav="desktop"]');
const mobileNav = (page: Page) => page.locator('[data-nav="mobile"]');

test.describe("desktop menus (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  test("hovering Services shows both columns, and the pointer can travel diagonally into the panel", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(mobileNav(page)).toBeHidden();
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    // hover() waits until the button is visible and still, then puts the pointer on its middle.
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const cosmetic = page.getByRole("list", { name: "Cosmetic Services" });
    const general = page.getByRole("list", { name: "General Services" });
    await expect(cosmetic).toBeVisible();
    await expect(general).toBeVisible();
    await expect(cosmetic.getByRole("link")).toHaveCount(8);
    await expect(general.getByRole("link")).toHaveCount(8);

    // Diagonally down to the last link of the far column, across the gap under the button.
    const target = general.getByRole("link", { name: "Sedation" });
    const end = (await target.boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 25 });
    await expect(general).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(/\/sedation$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the panel closes when the pointer leaves for the page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.hover();
    await expect(page.getByRole("list", { name: "Cosmetic Services" })).toBeVisible();
    await page.mouse.move(200, 600, { steps: 5 });
    await expect(page.getByRole("list", { name: "Cosmetic Services" })).toHaveCount(0);
  });

  test("Enter opens a menu and moves focus into it; Escape closes it and focus returns to its button", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Full Arch Implants" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test("ArrowDown and Space open menus; tabbing out of a menu closes it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const quick = desktopNav(page).getByRole("button", { name: "Quick Links" });
    await quick.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Finance Options" }).first()).toBeFocused();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
    await expect(quick).toHaveAttribute("aria-expanded", "false");
    const contact = desktopNav(page).getByRole("button", { name: "Contact Us" });
    await expect(contact).toBeFocused();
    await page.keyboard.press(" ");
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "For Dentists" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/for-dentists$/);
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: PHONE });

  test("opens, offers the Services choice, goes back, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(desktopNav(page)).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const panel = mobileNav(page).getByRole("navigation", { name: "Main" });
    await expect(panel).toBeVisible();

    await panel.getByRole("button", { name: "Services" }).click();
    await panel.getByRole("button", { name: "Cosmetic Services" }).click();
    const cosmetic = panel.getByRole("list", { name: "Cosmetic Services" });
    await expect(cosmetic.getByRole("link")).toHaveCount(8);
    // The list scrolls inside a maximum height rather than growing the panel.
    const sizes = await cosmetic.evaluate((list) => ({ scroll: list.scrollHeight, client: list.clientHeight, max: getComputedStyle(list).maxHeight }));
    expect(sizes.max).toBe("256px");
    expect(sizes.scroll).toBeGreaterThan(sizes.client);

    await panel.getByRole("button", { name: "Back to Services" }).click();
    await expect(panel.getByRole("button", { name: "Cosmetic Services" })).toBeFocused();
    await panel.getByRole("button", { name: "General Services" }).click();
    await panel.getByRole("link", { name: "Dental Hygiene" }).click();
    await expect(page).toHaveURL(/\/dental-hygiene$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // The next visit to the menu starts from the choice again.
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("button", { name: "Services" }).click();
    await expect(panel.getByRole("button", { name: "Cosmetic Services" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Back to Services" })).toHaveCount(0);
  });

  test("every target in the open menu is at least 44 px tall", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = mobileNav(page).getByRole("navigation", { name: "Main" });
    await panel.getByRole("button", { name: "Quick Links" }).click();
    const heights = await panel.locator("a, button").evaluateAll((els) => els.filter((el) => el.getClientRects().length).map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(8);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});

test.describe("home popup", () => {
  test("is not there at 1.5 s and is there by 2.5 s, a modal dialog with focus inside", async ({ page }) => {
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
    await page.clock.runFor(1500);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("button", { name: "Close offer" })).toBeFocused();
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
    await page.waitForTimeout(2500);
    await expect(dialog).toHaveCount(0);
  });

  test("its action opens the offer site in a new tab and closes it", async ({ page, context }) => {
    await context.route(/invisalign\./, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Offer</title>" }));
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible(POPUP_SHOWN);
    const [tab] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link").click()]);
    expect(tab.url()).toMatch(/^https:\/\/invisalign\./);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("accordion by keyboard (/faq)", () => {
  test("Enter and Space open a question, one at a time, and close it again", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const faq = page.locator('[data-block="faq"]').first();
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
  const cosmetic = (page: Page) => page.getByRole("region", { name: "Cosmetic Services" });

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

  test("the home services carousel shows 4 at desktop width and 1 on a phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    expect(await visibleSlides(page)).toBe(4);
    await page.setViewportSize(PHONE);
    await expect.poll(() => visibleSlides(page)).toBe(1);
  });

  test("moves by itself every 2.5 s while in view, but not when the visitor prefers reduced motion", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const track = cosmetic(page).locator("[data-index]");
    // It starts below the fold and holds still until it is on screen.
    await track.scrollIntoViewIfNeeded();
    await page.waitForTimeout(3000);
    await expect(track).toHaveAttribute("data-index", "0");
    await expect(cosmetic(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    await page.waitForTimeout(3000);
    await expect(track, "off screen it holds still").toHaveAttribute("data-index", "0");
    await track.scrollIntoViewIfNeeded();
    await expect(track).not.toHaveAttribute("data-index", "0", { timeout: 10_000 });
  });

  test("Left and Right arrow keys move it while focus is inside; Previous is disabled at the start", async ({ page }) => {
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
    await expect(cosmetic(page).getByRole("group")).toHaveCount(8);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /patients say/i }).getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(6);
    await context.close();
  });
});

test.describe("team grid (/team)", () => {
  test("four cards to a row on a desktop, the details open under the row", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/team");
    const cards = page.locator('[data-block="teamGrid"] button[aria-expanded]');
    const tops = await cards.evaluateAll((els) => els.slice(0, 5).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);

    await cards.nth(1).click();
    const panel = page.locator(`#${await cards.nth(1).getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    const layout = await page.evaluate((id) => {
      const buttons = [...document.querySelectorAll('[data-block="teamGrid"] button[aria-expanded]')];
      const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
      return { row: buttons.slice(0, 5).map(top), rowBottom: buttons[3]!.getBoundingClientRect().bottom, panelTop: document.getElementById(id!)!.getBoundingClientRect().top };
    }, await cards.nth(1).getAttribute("aria-controls"));
    // The rest of the first row stays in the first row, the panel comes under it, the next row under the panel.
    expect(new Set(layout.row.slice(0, 4)).size).toBe(1);
    expect(layout.panelTop).toBeGreaterThan(layout.rowBottom);
    expect(layout.row[4]).toBeGreaterThan(layout.panelTop);
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

  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of ["/", "/team", "/veneers"]) {
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
