/** The built site keeps its Content-Security-Policy and headers, and nothing on any page violates them. */
import { test, expect } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { notFoundBlocks, textOfHtml } from "../support/siteContent";

test("every page is served with the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

// One test per route: a page that breaks the policy is named, and the routes run in parallel.
test.describe("no page violates the Content-Security-Policy", () => {
  for (const route of allRoutes()) {
    test(route, async ({ page }) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
      });
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));
      expect(violations).toEqual([]);
    });
  }
});

test("the page's script adds the speculation rules once, and the policy lets the browser read them", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|speculation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const html = await (await page.request.get("/about")).text();
  // Not carried by each page (issue 51: the mean page's weight): the cached script brings them.
  expect(html).not.toContain("speculationrules");
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "started");
  expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
  const rules = await page.locator('head script[type="speculationrules"]').allTextContents();
  expect(rules).toHaveLength(1);
  expect(JSON.parse(rules[0]!)).toEqual({
    prerender: [{ where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [target=_blank], [href$='.pdf']" } }] }, eagerness: "moderate" }],
  });
  expect(violations).toEqual([]);
});

test("links that open a new tab do so safely, on every page", async ({ request }) => {
  // Read from the pre-rendered HTML: every link a page shows is in it.
  const unsafe: string[] = [];
  let newTabLinks = 0;
  for (const route of allRoutes()) {
    const html = await (await request.get(route)).text();
    for (const [tag] of html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)) {
      newTabLinks += 1;
      const rel = /\brel="([^"]*)"/.exec(tag)?.[1] ?? "";
      if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) unsafe.push(`${route}: ${tag}`);
    }
  }
  expect(newTabLinks, "links to other sites were found").toBeGreaterThan(0);
  expect(unsafe).toEqual([]);
});

test("an unknown path gets the not-found page with status 404, and no SPA fallback is needed", async ({ request }) => {
  const response = await request.get("/definitely/not/here");
  expect(response.status()).toBe(404);
  const notFound = notFoundBlocks().find((b) => b.type === "notFound")!;
  expect(textOfHtml(await response.text())).toContain(notFound.heading);
});
