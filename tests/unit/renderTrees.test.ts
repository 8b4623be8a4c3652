/**
 * A page is drawn by React's string renderer, which says nothing of a block that fails: the page is then drawn again
 * by the stream, so the failing block is still left out and named, as a build reports it, and the rest is drawn.
 */
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { pageEntryData } from "../../engine/build/contentForRenderers";
import { SiteApp } from "../../engine/app/SiteApp";
import { renderTrees } from "../../engine/app/renderTrees";
import { loadAllRenderersInOrder } from "../../engine/blocks/registry";
import type { PageData } from "../../engine/app/pageData";
import { FIXTURE } from "../support/tempSite";

const { site, pages } = validateProject(FIXTURE);

describe("drawing a page", () => {
  it("leaves out and names a block that fails, and draws the rest", async () => {
    await loadAllRenderersInOrder();
    const home = pageEntryData(pages.find((page) => page.route === "/")!);
    // An FAQ without its questions: its renderer throws.
    const broken = { type: "faq", heading: "Broken questions" } as unknown as PageData["page"]["blocks"][number];
    const page: PageData = { ...home, page: { ...home.page, blocks: [...home.page.blocks, broken] } };
    const drawn = await renderTrees({ site: site!, location: "/", file: page.file, blocks: page.page.blocks, page: h(SiteApp, { page }) });
    expect(drawn.blockErrors).toHaveLength(1);
    expect(drawn.html).not.toContain("Broken questions");
    expect(drawn.html).toContain("Fixture home heading");
    const whole = await renderTrees({ site: site!, location: "/", file: home.file, blocks: home.page.blocks, page: h(SiteApp, { page: home }) });
    expect(whole.blockErrors).toEqual([]);
  });
});
