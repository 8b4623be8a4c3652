/**
 * The build's renderer draws the header and the footer once per site, not once per page, and every page still gets
 * the markup and styles it gets drawn whole: a page the header does not link to, one it links to (its link marked
 * as the current page), and the not-found page.
 */
import { createElement as h } from "react";
import { describe, expect, it, vi } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { pageEntryData } from "../../engine/build/contentForRenderers";
import { SiteApp } from "../../engine/app/SiteApp";
import { renderTrees } from "../../engine/app/renderTrees";
import { renderFrameStyles, renderPage } from "../../engine/app/entry-prerender";
import { drawParts } from "../../engine/app/drawFrameParts";
import { partsFit, withParts } from "../../engine/app/frameParts";
import { frameStyles, pageStyles } from "../../engine/build/sharedStyles";
import { Header } from "../../engine/layout/Header";
import { FIXTURE } from "../support/tempSite";

// Header and Footer as they are, counted: how often the build's renderer draws them.
vi.mock("../../engine/layout/Header", async (actual) => {
  const own = await actual<typeof import("../../engine/layout/Header")>();
  return { ...own, Header: vi.fn(own.Header) };
});

const { site, pages } = validateProject(FIXTURE);
const drawn = pages.map(pageEntryData);
const urlOf = (route: string | null) => route ?? "/404";

describe("the header and footer drawn once per site", () => {
  it("give every page the markup and styles it has when drawn whole", async () => {
    const frame = frameStyles(await renderFrameStyles(site!));
    const parts = drawParts(site!);
    const fits = drawn.map((page) => partsFit(parts, new URL(urlOf(page.route), "http://localhost").pathname));
    // The fixture has pages of both kinds: linked from the header (drawn whole) and not.
    expect(fits).toContain(true);
    expect(fits).toContain(false);
    for (const page of drawn) {
      const url = urlOf(page.route);
      const built = await renderPage(site!, page, url);
      const whole = await renderTrees({ site: site!, location: url, file: page.file, blocks: page.page.blocks, page: h(SiteApp, { page }) });
      expect(built.html, url).toBe(whole.html);
      expect(pageStyles(built.styles, frame, built.html), url).toBe(pageStyles(whole.styles, frame, whole.html));
      expect(built.html, url).toContain("</footer>");
    }
    const linked = drawn.find((page) => page.route === "/contact")!;
    expect((await renderPage(site!, linked, "/contact")).html).toMatch(/<a aria-current="page" class="[^"]*" href="\/contact">/);
  });

  it("draw the header once for all the pages it does not link to", async () => {
    const page = drawn.find((entry) => entry.route === "/fillings")!;
    const addresses = ["/fillings-2", "/fillings-3", "/fillings-4"];
    await renderPage(site!, page, addresses[0]!);
    const before = vi.mocked(Header).mock.calls.length;
    for (const url of addresses) await renderPage(site!, page, url);
    expect(vi.mocked(Header).mock.calls.length).toBe(before);
  });

  it("put the header first and the footer last, whatever the page's own content holds", () => {
    const header = '<template data-frame-part="header"></template>';
    const footer = '<template data-frame-part="footer"></template>';
    const page = `<a href="#main">Skip</a>${header}<main>${footer}${header}</main>${footer}`;
    expect(withParts(page, { header: "<header>H</header>", footer: "<footer>F</footer>", linked: [] })).toBe(
      `<a href="#main">Skip</a><header>H</header><main>${footer}${header}</main><footer>F</footer>`,
    );
  });
});
