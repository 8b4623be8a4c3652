/**
 * The local server answers page addresses by Cloudflare Pages' rules (engine/server/pageAddress.ts), which
 * Netlify and GitHub Pages share for the addresses the site links to: about.html is served at /about with
 * no redirect, and its other spellings redirect there. A page built as a folder's index.html redirects
 * /about to /about/, as the host would, so a build whose files and links disagree fails the tests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTestSite, type TestSite } from "./support";

let site: TestSite;
beforeAll(async () => {
  site = await serveTestSite();
  site.write("old-style/index.html", "<title>Built as a folder</title>");
  site.write("café.html", "<title>Café</title>");
});
afterAll(() => site.close());

const titleOf = (body: Buffer) => /<title>([^<]*)<\/title>/.exec(body.toString())?.[1];

describe("a page's own address is answered with 200 and no redirect", () => {
  it.each([
    ["/", "Home"],
    ["/about", "About"],
    ["/for-dentists", "For dentists"], // for-dentists.html, beside the folder for-dentists/
    ["/for-dentists/implants", "Implant referrals"],
    ["/caf%C3%A9", "Café"],
  ])("%s", async (path, title) => {
    const reply = await site.get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(titleOf(reply.body)).toBe(title);
  });
});

describe("its other spellings redirect to it (308), keeping the query", () => {
  it.each([
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["/about.html?utm_source=leaflet", "/about?utm_source=leaflet"],
    ["/about/?utm_source=leaflet", "/about?utm_source=leaflet"],
    ["/for-dentists/", "/for-dentists"],
    ["/for-dentists/implants/", "/for-dentists/implants"],
    ["/for-dentists/implants.html", "/for-dentists/implants"],
    ["/index.html", "/"],
    ["/index", "/"],
    ["/caf%C3%A9/", "/caf%C3%A9"],
    // The path is read from the request's path alone: a doubled slash never turns the Location into another site.
    ["//evil.example/about/", "/about"],
  ])("%s -> %s", async (path, location) => {
    const reply = await site.get(path);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(location);
    expect(reply.body.length).toBe(0);
  });

  it("sends the security headers with a redirect too", async () => {
    expect((await site.get("/about/")).headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("a page built as a folder's index.html, as the host would answer it", () => {
  it("redirects its address without the slash to the folder (so a link to /old-style is caught)", async () => {
    const reply = await site.get("/old-style");
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe("/old-style/");
  });

  it("serves the folder's address, and redirects index.html to it", async () => {
    expect(titleOf((await site.get("/old-style/")).body)).toBe("Built as a folder");
    expect((await site.get("/old-style/index.html")).headers.location).toBe("/old-style/");
  });
});

describe("other files", () => {
  it("are served at their own name only", async () => {
    expect((await site.get("/assets/app-1234.js")).status).toBe(200);
    expect((await site.get("/assets/app-1234.js/")).status).toBe(404);
    expect((await site.get("/assets/app-1234")).status).toBe(404);
  });

  it("a path that names no page or file is the not-found page, with status 404", async () => {
    for (const path of ["/about/team", "/about/team/", "/for-dentists/mos"]) {
      const reply = await site.get(path);
      expect(reply.status, path).toBe(404);
      expect(titleOf(reply.body), path).toBe("Page not found");
    }
  });
});
