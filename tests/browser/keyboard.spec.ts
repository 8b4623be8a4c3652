/**
 * A keyboard-only visitor: no mouse, no focus() shortcuts. Every control is
 * reached with Tab (each stop must show a visible focus ring) and used with
 * Enter, Space, arrows and Escape: the header menus and the mobile menu (with
 * JavaScript on and off), an accordion, a carousel, the team grid and both forms.
 */
import { randomUUID } from "node:crypto";
import { test, expect, type Locator, type Page } from "@playwright/test";
import { closeHomeOffer } from "../support/popup";
import { gotoHydrated } from "../support/hydration";
import { followLink, isPopoverOpen, menuButton, mobileMenuButton, openMenuParts, panelOf, summary } from "../support/menus";
import { blockOf, blocksOf, formRoute, formWords, menuServices, ordinaryRoute, routeWith, siteConfig, type BlockJson } from "../support/siteContent";

// Menu names, services and the pages visited are read from the content (tests/support/siteContent.ts).
const site = siteConfig();
const { servicesLabel, menus } = site.navigation;
// The headings of the site's groups of treatments (serviceCategories), by short name.
const categoryHeadings = Object.fromEntries(site.serviceCategories.map((group) => [group.key, group.heading])) as Record<"cosmetic" | "general", string>;
const START = ordinaryRoute();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** What the focused element looks like: a ring is an outline or a box shadow. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: "body", visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    return { label, visible: outline || style.boxShadow !== "none" };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at every stop on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const ring = await focusRing(page);
    if (ring.label !== "body") expect(ring.visible, `focus ring on ${ring.label}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The header needs no script: its keyboard tests run with JavaScript on and off. */
for (const javaScriptEnabled of [true, false]) {
  const scripts = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test.describe(`keyboard only, the header's menus (${scripts})`, () => {
    test.use({ javaScriptEnabled });

    test("desktop (1280 px): skip link, then the services menu and the last configured menu, to another page, whose menus are closed", async ({ page }) => {
      const lastMenu = menus.at(-1);
      test.skip(!lastMenu, "the header has no configured menu");
      const destination = lastMenu!.links.at(-1)!;
      await page.setViewportSize(DESKTOP);
      await page.goto(START);
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await tabTo(page, skip, { limit: 1 });
      await expect(skip).toBeInViewport();

      const services = menuButton(page, servicesLabel);
      const servicesPanel = await panelOf(services);
      await tabTo(page, services);
      await page.keyboard.press("Enter");
      expect(await isPopoverOpen(servicesPanel)).toBe(true);
      // Tab goes from the button into its panel, in the columns' order.
      await tabTo(page, servicesPanel.getByRole("link", { name: menuServices("cosmetic")[0]!.title, exact: true }), { limit: 1 });
      await page.keyboard.press("Escape");
      await expect(servicesPanel).toBeHidden();
      await expect(services).toBeFocused();

      const button = menuButton(page, lastMenu!.label);
      const panel = await panelOf(button);
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      expect(await isPopoverOpen(panel)).toBe(true);
      const link = panel.getByRole("link", { name: destination.name, exact: true });
      await tabTo(page, link, { limit: lastMenu!.links.length });
      await followLink(page, link, destination.path, () => page.keyboard.press("Enter"));
      await expect(panel).toBeHidden();
      expect(await openMenuParts(page)).toEqual([]);
    });

    test("phone (390 px): the menu opens and Escape closes it; Services, then the general services, then 'Back to Services' and focus stays put; a link loads its page with the menu closed", async ({ page }) => {
      const chosen = menuServices("general")[0]!;
      const back = `Back to ${servicesLabel}`;
      await page.setViewportSize(PHONE);
      await page.goto(START);
      const button = mobileMenuButton(page);
      const panel = await panelOf(button);
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press("Enter");
      const nav = panel.getByRole("navigation", { name: "Main" });
      await tabTo(page, summary(nav, servicesLabel));
      await page.keyboard.press("Enter");
      const general = summary(nav, categoryHeadings.general);
      await tabTo(page, general);
      await page.keyboard.press("Enter");
      // The same summary now offers the way back, and keeps the focus.
      await expect(summary(nav, back)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(general).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(summary(nav, back)).toBeFocused();

      // Escape from deep inside closes the menu and gives focus back to its button; the menu reopens as it was left.
      const link = nav.getByRole("link", { name: chosen.title, exact: true });
      await tabTo(page, link);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await tabTo(page, link);
      await followLink(page, link, chosen.path, () => page.keyboard.press("Enter"));
      await expect(panel).toBeHidden();
      expect(await openMenuParts(page)).toEqual([]);
    });
  });
}

test.describe("keyboard only, desktop (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  const hasTwo = (b: BlockJson) => b.items.length >= 2;
  const faqRoute = routeWith("faq", hasTwo);
  const faqHeading: string = blocksOf(faqRoute, "faq").find(hasTwo)!.heading;
  test(`an accordion on ${faqRoute}: open, move on, open the next (one at a time), close`, async ({ page }) => {
    await page.goto(faqRoute);
    const items = page.locator('[data-block="faq"]').filter({ has: page.getByRole("heading", { name: faqHeading, exact: true }) }).locator("details");
    await tabTo(page, items.nth(0).locator("summary"));
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await tabTo(page, items.nth(1).locator("summary"));
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).not.toHaveAttribute("open");
  });

  test("the home services carousel: Next by Enter, then the arrow keys", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    // The offer popup comes first after 2 s; a keyboard user closes it with Escape.
    await closeHomeOffer(page);

    const category: "cosmetic" | "general" = blockOf("/", "servicesGrid").categories?.[0] ?? "cosmetic";
    const region = page.getByRole("region", { name: categoryHeadings[category] });
    const track = region.locator("[data-index]");
    const next = region.getByRole("button", { name: "Next slide" });
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect(track).toHaveAttribute("data-index", "1");
    await page.keyboard.press("ArrowRight");
    await expect(track).toHaveAttribute("data-index", "2");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(track).toHaveAttribute("data-index", "0");
    await expect(region.getByRole("button", { name: "Previous slide" })).toBeDisabled();
  });

  // A member after the first, so Tab moves between cards on the way.
  const teamRoute = routeWith("teamGrid", (b) => b.members.length >= 2);
  const grid = blockOf(teamRoute, "teamGrid");
  const members: { name: string; registrationNumber?: string }[] = grid.members;
  const chosen = Math.max(1, members.findIndex((m, i) => i > 0 && m.registrationNumber));
  test(`the team grid on ${teamRoute}: a card opens its details and closes again`, async ({ page }) => {
    await gotoHydrated(page, teamRoute);
    const cards = page.locator('[data-block="teamGrid"] button[aria-expanded]');
    await tabTo(page, cards.nth(0));
    await tabTo(page, cards.nth(chosen));
    await page.keyboard.press("Enter");
    await expect(cards.nth(chosen)).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`#${await cards.nth(chosen).getAttribute("aria-controls")}`);
    await expect(details).toBeVisible();
    await expect(details.getByRole("heading")).toContainText(members[chosen]!.name);
    if (members[chosen]!.registrationNumber) await expect(details.getByText(`${grid.registrationLabel ?? site.strings.registrationLabel} ${members[chosen]!.registrationNumber}`)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(cards.nth(chosen)).toHaveAttribute("aria-expanded", "false");
    await expect(details).toHaveCount(0);
  });
});

test.describe("keyboard only, the forms", () => {
  test.use({ viewport: DESKTOP });

  // Every field by Tab (a list chosen by arrow keys, a box ticked with Space), then sent with Enter: each form of the spec.
  for (const name of ["contact", "feedback"]) {
    test(`the ${name} form: every field by Tab, lists by arrow keys, boxes by Space, sent with Enter`, async ({ page }) => {
      await gotoHydrated(page, formRoute(name));
      const words = formWords(name);
      const marker = randomUUID();
      let first = true;
      for (const field of words.fields) {
        const label = words.label(field.name);
        // From one field to the next is a Tab or two (a required note or a help text sits between some).
        const reach = (target: Locator) => tabTo(page, target, first ? {} : { limit: 4 });
        if (field.kind === "select") {
          const list = page.getByRole("combobox", { name: label, exact: true });
          await reach(list);
          await page.keyboard.press("ArrowDown");
          await expect(list).not.toHaveValue("");
        } else if (field.kind === "consent") {
          const box = page.getByRole("checkbox", { name: label });
          await reach(box);
          await page.keyboard.press("Space");
          await expect(box).toBeChecked();
        } else if (field.kind === "rating") {
          const group = page.getByRole("radiogroup", { name: label });
          await reach(group.getByRole("radio").first());
          await page.keyboard.press("ArrowRight");
        } else {
          await reach(page.getByRole("textbox", { name: label, exact: true }));
          const typed = { email: "ada@example.co.uk", tel: "024 7600 0000", textarea: `Typed without a mouse. ${marker}` }[field.kind as string] ?? "Ada Lovelace";
          await page.keyboard.type(typed);
        }
        first = false;
      }
      await tabTo(page, page.getByRole("button", { name: words.submit }), { limit: 4 });
      await page.keyboard.press("Enter");
      await expect(page.getByText(words.success[0], { exact: true })).toBeVisible();
    });
  }
});
