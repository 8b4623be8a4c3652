/** axe-core on every route, on a phone and on a desktop: zero violations. */
import { test, expect } from "@playwright/test";
import { axeFor } from "../support/axe";
import { allRoutes } from "../support/routes";

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of [...allRoutes(), "/no-such-page"]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        const results = await axeFor(page).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
