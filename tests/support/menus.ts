/**
 * The header's menus in browser tests. They are popovers and <details>, so their state is read from the
 * platform (:popover-open, details.open) and from what Chromium tells assistive technology (CDP's
 * accessibility tree), not from aria-expanded attributes, which the markup no longer carries.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export const desktopNav = (page: Page) => page.locator('[data-nav="desktop"]');
export const mobileNav = (page: Page) => page.locator('[data-nav="mobile"]');

/** A desktop menu's button, by its label. */
export const menuButton = (page: Page, label: string) => desktopNav(page).getByRole("button", { name: label, exact: true });

/** The mobile menu's button. */
export const mobileMenuButton = (page: Page) => mobileNav(page).getByRole("button", { name: "Menu", exact: true });

/** The panel a button shows: the element its popovertarget names. */
export async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names a popover").toBeTruthy();
  return button.page().locator(`#${id}`);
}

/** Whether a panel is open as a popover (by a click or a key, not by hover). */
export const isPopoverOpen = (panel: Locator) => panel.evaluate((el) => el.matches(":popover-open"));

/** Every header panel open as a popover, and every section or choice left open, by id or summary. */
export function openMenuParts(page: Page) {
  return page.evaluate(() => [
    ...[...document.querySelectorAll("[data-nav] [popover]")].filter((el) => el.matches(":popover-open")).map((el) => `#${el.id}`),
    ...[...document.querySelectorAll<HTMLDetailsElement>("[data-nav] details[open]")].map((el) => `details: ${el.querySelector("summary")?.textContent}`),
  ]);
}

/**
 * A <summary> by the words it shows. Playwright gives summaries no role, and a column choice's summary holds
 * both its names (the choice and the way back) with CSS hiding one, so it is found by its visible text.
 */
export const summary = (scope: Locator, name: string) => scope.getByText(name, { exact: true }).filter({ visible: true }).locator("xpath=ancestor-or-self::summary");

/** What Chromium tells assistive technology about the element: its accessible name, role and expanded state. */
export async function accessibleState(locator: Locator) {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  // The element is found again through the DevTools protocol by a mark it carries for the moment.
  await locator.evaluate((el) => el.setAttribute("data-ax-probe", ""));
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-ax-probe]" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const ax = nodes[0]!;
    const expanded = ax.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
    return { name: ax.name?.value as string | undefined, role: ax.role?.value as string | undefined, expanded: expanded ?? false };
  } finally {
    await locator.evaluate((el) => el.removeAttribute("data-ax-probe"));
    await cdp.detach();
  }
}

/**
 * Follows a link and waits for the browser to fetch the new page's HTML: a full page load, not a client move.
 * The fetch may come from a page rendered ahead (Speculation Rules, on hover or press), so any frame's counts.
 */
export async function followLink(page: Page, link: Locator, path: string, how: () => Promise<void> = () => link.click()) {
  const target = new URL(path, page.url()).href;
  const request = page.waitForRequest((r) => r.resourceType() === "document" && r.url() === target);
  await how();
  await request;
  await expect(page).toHaveURL(target);
  await page.waitForLoadState("domcontentloaded");
}
