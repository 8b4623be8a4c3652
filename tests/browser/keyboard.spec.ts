/**
 * A keyboard-only visitor: no mouse, no focus() shortcuts. Every control is
 * reached with Tab (each stop must show a visible focus ring) and used with
 * Enter, Space, arrows and Escape: the header menus, the mobile menu, an
 * accordion, a carousel, the team grid and both forms.
 */
import { randomUUID } from "node:crypto";
import { test, expect, type Locator, type Page } from "@playwright/test";
import { closeHomeOffer } from "../support/popup";
import { gotoHydrated } from "../support/hydration";

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

test.describe("keyboard only, desktop (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  test("skip link, then the Services and Contact Us menus, to another page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await tabTo(page, skip, { limit: 1 });
    await expect(skip).toBeInViewport();

    const nav = page.locator('[data-nav="desktop"]');
    const services = nav.getByRole("button", { name: "Services" });
    await tabTo(page, services);
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const veneers = nav.getByRole("link", { name: "Veneers" });
    await expect(veneers).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    const contactUs = nav.getByRole("button", { name: "Contact Us" });
    await tabTo(page, contactUs);
    await page.keyboard.press("ArrowDown");
    const forPatients = nav.getByRole("link", { name: "For Patients" });
    await tabTo(page, forPatients, { limit: 4 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(contactUs).toHaveAttribute("aria-expanded", "false");
  });

  test("an accordion on /faq: open, move on, open the next (one at a time), close", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const questions = page.locator('[data-block="faq"]').first().getByRole("button");
    await tabTo(page, questions.nth(0));
    await page.keyboard.press("Enter");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, questions.nth(1));
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
  });

  test("the home services carousel: Next by Enter, then the arrow keys", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    // The offer popup comes first after 2 s; a keyboard user closes it with Escape.
    await closeHomeOffer(page);

    const region = page.getByRole("region", { name: "Cosmetic Services" });
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

  test("the team grid on /team: a card opens its details and closes again", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const cards = page.locator('[data-block="teamGrid"] button[aria-expanded]');
    await tabTo(page, cards.nth(0));
    await tabTo(page, cards.nth(1));
    await page.keyboard.press("Enter");
    await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`#${await cards.nth(1).getAttribute("aria-controls")}`);
    await expect(details).toBeVisible();
    await expect(details.getByText(/GDC No\./)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(details).toHaveCount(0);
  });
});

test.describe("keyboard only, phone (390 px)", () => {
  test.use({ viewport: PHONE });

  test("the mobile menu: open, choose General Services, follow a link; Escape closes it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, menuButton);
    await page.keyboard.press("Enter");
    const panel = page.locator('[data-nav="mobile"]').getByRole("navigation", { name: "Main" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("button", { name: "Services" }));
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("button", { name: "General Services" }));
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("link", { name: "Fillings", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fillings$/);
    await expect(panel).toBeHidden();
  });
});

test.describe("keyboard only, the forms", () => {
  test.use({ viewport: DESKTOP });

  test("the contact form: every field by Tab, the service by arrow keys, sent with Enter", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const marker = randomUUID();
    await tabTo(page, page.getByRole("textbox", { name: "First Name" }));
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lovelace");
    await tabTo(page, page.getByRole("textbox", { name: "Email Address" }), { limit: 2 });
    await page.keyboard.type("ada@example.co.uk");
    await tabTo(page, page.getByRole("textbox", { name: "Phone Number" }), { limit: 2 });
    await page.keyboard.type("024 7600 0000");
    const service = page.getByRole("combobox", { name: "Service of Interest" });
    await tabTo(page, service, { limit: 2 });
    await page.keyboard.press("ArrowDown");
    await expect(service).not.toHaveValue("");
    await tabTo(page, page.getByRole("textbox", { name: "Message" }), { limit: 2 });
    await page.keyboard.type(`Typed without a mouse. ${marker}`);
    await tabTo(page, page.getByRole("button", { name: "Send Message" }), { limit: 3 });
    await page.keyboard.press("Enter");
    await expect(page.getByText("Message Sent Successfully!", { exact: true })).toBeVisible();
  });

  test("the feedback form: consent ticked with Space, sent with Enter", async ({ page }) => {
    await gotoHydrated(page, "/feedback");
    const marker = randomUUID();
    await tabTo(page, page.getByRole("textbox", { name: "Name", exact: true }));
    await page.keyboard.type("Grace Hopper");
    await tabTo(page, page.getByRole("textbox", { name: "Email", exact: true }), { limit: 2 });
    await page.keyboard.type("grace@example.co.uk");
    await tabTo(page, page.getByRole("textbox", { name: "Subject" }), { limit: 3 });
    await page.keyboard.type("Keyboard visit");
    await tabTo(page, page.getByRole("textbox", { name: "Message" }), { limit: 3 });
    await page.keyboard.type(`Everything worked from the keyboard. ${marker}`);
    const consent = page.getByRole("checkbox", { name: /will store and use my contact details to respond/ });
    await tabTo(page, consent, { limit: 4 });
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Submit Feedback" }), { limit: 4 });
    await page.keyboard.press("Enter");
    await expect(page.getByText("Feedback Submitted", { exact: true })).toBeVisible();
  });
});
