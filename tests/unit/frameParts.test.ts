/**
 * The build's renderer draws the header and the footer once per site, not once per page, and every page still gets
 * the markup and styles it gets drawn whole: a page the header does not link to, one it links to (its links marked
 * as the current page, wherever the header shows them), and the not-found page.
 */
import { createElement as h } from "react";
import { describe, expect, it, vi } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { pageEntryData } from "../../engine/build/contentForRenderers";
import { SiteApp } from "../../engine/app/SiteApp";
import { renderTrees } from "../../engine/app/renderTrees";
import { renderFrameStyles, renderPage } from "../../engine/app/entry-prerender";
import { withParts } from "../../engine/app/frameParts";
import { frameStyles, pageStyles } from "../../engine/build/sharedStyles";
import { Header } from "../../engine/layout/Header";
import { Footer } from "../../engine/layout/Footer";
import type { SiteConfig } from "../../engine/schema/site";
import { FIXTURE } from "../support/tempSite";

// Header and Footer as they are, counted: how often the build's renderer draws them.
vi.mock("../../engine/layout/Header", async (actual) => {
  const own = await actual<typeof import("../../engine/layout/Header")>();
  return { ...own, Header: vi.fn(own.Header) };
});
vi.mock("../../engine/layout/Footer", async (actual) => {
  const own = await actual<typeof import("../../engine/layout/Footer")>();
  return { ...own, Footer: vi.fn(own.Footer) };
});

const { site: fixture, pages } = validateProject(FIXTURE);
const drawn = pages.map(pageEntryData);
const urlOf = (route: string | null) => route ?? "/404";

/**
 * The fixture's site with menus that link to its pages in several ways: the same page from two menus and a direct
 * link, the home page, an address written in other letters or with a part or a question after it, an address with
 * characters the HTML escapes, and footer links to pages the header links to too. (Set on the validated config:
 * the validator accepts only plain addresses of existing pages, and the renderer must mark any the config holds.)
 */
const site: SiteConfig = {
  ...fixture!,
  navigation: {
    ...fixture!.navigation,
    direct: [
      { name: "Home", path: "/" },
      { name: "Get in touch", path: "/contact" },
    ],
    menus: [
      { label: "Contact Us", links: [{ name: "For Patients", path: "/contact" }, { name: "Fillings", path: "/Fillings#how" }] },
      { label: "About", links: [{ name: "Our veneers", path: "/veneers?from=menu&x=\"1\"" }, { name: "Opening hours", path: "/contact#hours" }] },
    ],
    footer: [
      { name: "Contact", path: "/contact" },
      { name: "Veneers", path: "/veneers" },
    ],
  },
};

/** Each address the header links to, and some it does not (a page may be drawn at any address: the tests below draw each page at several). */
const ADDRESSES = ["/", "/contact", "/CONTACT", "/fillings", "/veneers", "/404", "/not-linked", "/contact/more"];

const currentMarks = (html: string) => html.match(/<a aria-current="page"[^>]*>/g) ?? [];

describe("the header and footer drawn once per site", () => {
  it("give every page the markup and styles it has when drawn whole, at every address the header links to and others", async () => {
    const frame = frameStyles(await renderFrameStyles(site));
    for (const page of drawn) {
      for (const url of [urlOf(page.route), ...ADDRESSES]) {
        const built = await renderPage(site, page, url);
        const whole = await renderTrees({ site, location: url, file: page.file, blocks: page.page.blocks, page: h(SiteApp, { page }) });
        expect(built.html, `${page.file} at ${url}`).toBe(whole.html);
        expect(pageStyles(built.styles, frame, built.html), `${page.file} at ${url}`).toBe(pageStyles(whole.styles, frame, whole.html));
        expect(built.html, url).toContain("</footer>");
        expect(built.html, url).not.toContain("data-frame");
      }
    }
  });

  it("mark a page's links in the wide menus and the phone's panel, and none in the footer", async () => {
    const contact = drawn.find((page) => page.route === "/contact")!;
    const html = (await renderPage(site, contact, "/contact")).html;
    // Three links to it (a direct link and two menus' links, one with a part after it), each in the wide bar and the phone's panel.
    const marks = currentMarks(html);
    expect(marks).toHaveLength(6);
    for (const mark of marks) expect(mark).toMatch(/^<a aria-current="page" class="[^"]*\bactive" href="\/contact(#hours)?">$/);
    const footer = html.slice(html.lastIndexOf("<footer"));
    expect(footer).toContain('href="/contact"');
    expect(footer).not.toContain("aria-current");
    // Another page marks only its own links: the treatments menu's, and the one written in capitals with a part after it.
    const marked = async (url: string) => currentMarks((await renderPage(site, contact, url)).html).map((mark) => mark.match(/href="[^"]*"/)![0]);
    expect((await marked("/fillings")).sort()).toEqual(['href="/Fillings#how"', 'href="/Fillings#how"', 'href="/fillings"', 'href="/fillings"']);
    expect(await marked("/veneers")).toContain('href="/veneers?from=menu&amp;x=&quot;1&quot;"');
    expect(await marked("/not-linked")).toEqual([]);
  });

  it("draw the header and the footer once for every page, those the header links to included", async () => {
    const page = drawn.find((entry) => entry.route === "/fillings")!;
    await renderPage(site, page, "/fillings-2");
    const header = vi.mocked(Header).mock.calls.length;
    const footer = vi.mocked(Footer).mock.calls.length;
    for (const url of ["/fillings-3", "/", "/contact", "/fillings", "/veneers", "/404"]) await renderPage(site, page, url);
    expect(vi.mocked(Header).mock.calls.length).toBe(header);
    expect(vi.mocked(Footer).mock.calls.length).toBe(footer);
  });

  it("put the header first and the footer last, whatever the page's own content holds", () => {
    const header = '<template data-frame-part="header"></template>';
    const footer = '<template data-frame-part="footer"></template>';
    const page = `<a href="#main">Skip</a>${header}<main>${footer}${header}</main>${footer}`;
    const part = (html: string) => ({ html, linkPaths: [], between: [html], tags: [] });
    expect(withParts(page, { header: part("<header>H</header>"), footer: part("<footer>F</footer>") }, "/")).toBe(
      `<a href="#main">Skip</a><header>H</header><main>${footer}${header}</main><footer>F</footer>`,
    );
  });
});
