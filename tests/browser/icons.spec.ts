/**
 * Icons drawn once per page (a hidden sprite of symbols) and shown by reference, in Chromium against the built
 * site: every icon a visitor sees is drawn, including those an island draws only once it runs (the strip's play
 * button after a pause, the home offer's close button). The pages come from the pages' JSON (tests/support/siteContent.ts).
 */
import { test, expect, type Locator, type Page } from "@playwright/test";
import { routesWith } from "../support/siteContent";
import { POPUP_SHOWN, homeOffer } from "../support/popup";

/** Whether an icon (<svg><use>) draws something: its symbol is in the page and its shapes have a size. */
function drawn(icon: Locator) {
  return icon.evaluate((svg) => {
    const use = svg.querySelector("use")!;
    const target = document.getElementById((use.getAttribute("href") ?? "").slice(1));
    const box = (use as SVGGraphicsElement).getBBox();
    const style = getComputedStyle(use);
    return { symbol: target?.tagName.toLowerCase() === "symbol", width: box.width, height: box.height, fill: style.fill, stroke: style.stroke, color: style.color };
  });
}

/** Drawn as lucide draws: outlines in the text's colour, never filled shapes. */
async function expectDrawn(icon: Locator) {
  const { symbol, width, height, fill, stroke, color } = await drawn(icon);
  expect(symbol, "its symbol is in the page's sprite").toBe(true);
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
