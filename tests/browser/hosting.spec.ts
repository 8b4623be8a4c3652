/**
 * The built site as a static host serves it (the local server follows Cloudflare Pages' rules, which Netlify
 * and GitHub Pages share for these addresses): every address the site gives out, in canonical links, og:url,
 * JSON-LD, links and sitemap.xml, is answered 200 with no redirect. A page built where its address does not
 * lead straight to it (a folder's index.html for /about) is answered 308 here, as on the host, and fails.
 */
import { test, expect } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { siteConfig } from "../support/siteContent";
import { addressesInPage, addressesInSitemap, uniqueByPath } from "../support/siteAddresses";

const siteUrl = siteConfig().url;

test("every canonical URL, og:url, JSON-LD URL, link and sitemap entry is answered 200 with no redirect", async ({ request }) => {
  test.slow(); // some 40 pages, then every address they give out
  const addresses = [];
  for (const route of [...allRoutes(), "/no-such-page"]) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(route === "/no-such-page" ? 404 : 200);
    addresses.push(...addressesInPage(await response.text(), siteUrl, route));
  }
  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  addresses.push(...addressesInSitemap(await sitemap.text(), siteUrl));

  const unique = uniqueByPath(addresses);
  // The addresses were really collected: every route is among them, each in the sitemap at least.
  expect(allRoutes().filter((route) => !unique.some((a) => a.path === route))).toEqual([]);
  const answers: string[] = [];
  for (const { path, source } of unique) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) answers.push(`${response.status()} ${path}${response.headers().location ? ` -> ${response.headers().location}` : ""} (${source})`);
  }
  expect(answers).toEqual([]);
});

test("a page's other spellings redirect to its one address, as the host answers them", async ({ request }) => {
  const route = allRoutes().find((r) => r.split("/").length > 2) ?? allRoutes().find((r) => r !== "/")!;
  for (const other of [`${route}/`, `${route}.html`, `${route}/?from=leaflet`]) {
    const response = await request.get(other, { maxRedirects: 0 });
    expect(response.status(), other).toBe(308);
    expect(response.headers().location, other).toBe(other.endsWith("?from=leaflet") ? `${route}?from=leaflet` : route);
  }
});
