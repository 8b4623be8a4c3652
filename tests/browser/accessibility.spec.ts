/**
 * axe-core (WCAG 2.2 AA and best practice) on every route, on a phone and on a desktop: zero violations. On the
 * production build the tests share, and on a preview build, whose every page carries the preview note: that one
 * is of the small fixture site (tests/support/previewSite.ts), so the whole site is not built twice.
 */
import { test, expect, type Page } from "@playwright/test";
import { axeFor } from "../support/axe";
import { allRoutes } from "../support/routes";
import { UI_STRINGS } from "../../engine/ui/strings";
import { previewRoutes, startPreviewSite, type PreviewSite } from "../support/previewSite";

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function expectNoViolations(page: Page, url: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of [...allRoutes(), "/no-such-page"]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, route);
      });
    }
  });
}

test.describe("accessibility of a preview build", () => {
  // One worker builds and serves the preview once, then checks its pages in turn.
  test.describe.configure({ mode: "default" });
  let preview: PreviewSite;
  test.beforeAll(async () => {
    preview = await startPreviewSite();
  });
  test.afterAll(async () => preview?.stop());

  for (const viewport of viewports) {
    for (const route of [...previewRoutes(), "/no-such-page"]) {
      test(`${route} at ${viewport.width} px, with the preview note, has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await expectNoViolations(page, `${preview.origin}${route}`);
        // The note is a landmark of its own, so moving by landmarks reaches it (the fixture keeps the default words).
        await expect(page.getByRole("region", { name: UI_STRINGS.previewNoteLabel[0] })).toContainText(UI_STRINGS.previewNote[0]);
      });
    }
  }
});
