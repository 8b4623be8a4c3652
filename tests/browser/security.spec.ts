/** The built site keeps its Content-Security-Policy and headers, and nothing on any page violates them. */
import { test, expect } from "@playwright/test";
import { allRoutes } from "../support/routes";

test("every page is served with the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("no page violates the Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const route of allRoutes()) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const reported = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    violations.push(...reported);
  }
  expect(violations).toEqual([]);
});

test("external links open safely in a new tab", async ({ page }) => {
  for (const route of ["/", "/kids-zone", "/contact"]) {
    await page.goto(route);
    const unsafe = await page.$$eval('a[target="_blank"]', (links) => links.filter((a) => !/noopener/.test(a.getAttribute("rel") ?? "") || !/noreferrer/.test(a.getAttribute("rel") ?? "")).map((a) => a.outerHTML));
    expect(unsafe).toEqual([]);
  }
});

test("an unknown path gets the not-found page with status 404, and no SPA fallback is needed", async ({ request }) => {
  const response = await request.get("/definitely/not/here");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
