/**
 * html-validate on every pre-rendered page as the server sends it, the not-found page included: the HTML
 * standard's rules and the accessibility ones (tests/support/htmlValidate.ts), zero errors, as axe's
 * violations are zero (accessibility.spec.ts). The markup is the same at every width, so once per page.
 */
import { test, expect } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { markupErrors } from "../support/htmlValidate";

test("html-validate finds no error on any page", async ({ request }) => {
  const errors: string[] = [];
  for (const route of [...allRoutes(), "/no-such-page"]) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain("</html>");
    errors.push(...(await markupErrors(html, route)));
  }
  expect(errors).toEqual([]);
});
