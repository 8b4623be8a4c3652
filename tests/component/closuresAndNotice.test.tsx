/**
 * Closures and the notice (site.config.json): a closure is shown under the opening hours wherever they are, in
 * the site's words, while it is still to come on the build's day; the notice is a labelled region at the top of
 * every page while in force, not an alert. The days are the fixture's own, relative to a build day of our choosing.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import OpeningHoursBlock from "../../engine/blocks/openingHours";
import { Layout } from "../../engine/layout/Layout";
import { inForceOn } from "../../engine/build/inForce";
import { siteSchema, type SiteConfig } from "../../engine/schema/site";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const CLOSURES = [
  { from: "2030-01-01", reason: "New Year's Day" },
  { from: "2030-03-04", until: "2030-03-05", reason: "Staff training" },
  { from: "2029-12-01", reason: "A closure already over" },
];
const withClosures = (site: SiteConfig) => ({ ...site, closures: CLOSURES });

describe("closures", () => {
  it("are part of the site config as optional content, a date written otherwise refused", () => {
    const schema = siteSchema({});
    const base = JSON.parse(JSON.stringify(fixtureSite()));
    expect(schema.safeParse({ ...base, closures: CLOSURES, notice: { text: "Closed Friday afternoon.", until: "2030-01-02" } }).success).toBe(true);
    const wrong = schema.safeParse({ ...base, closures: [{ from: "25/12/2030", reason: "Christmas" }] });
    expect(wrong.success).toBe(false);
  });

  it("show under the opening hours the days to come on the build's day, left out once over", () => {
    const site = inForceOn(fixtureSite(withClosures), "2029-12-31");
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", { heading: "When we are open" })} />, { site });
    expect(screen.getByText("Closed on Tuesday 1 January (New Year's Day)")).toBeTruthy();
    expect(screen.getByText("Closed from Monday 4 March to Tuesday 5 March (Staff training)")).toBeTruthy();
    expect(screen.queryByText(/A closure already over/)).toBeNull();
  });

  it("are gone from the built site once every one is over", () => {
    expect(inForceOn(fixtureSite(withClosures), "2030-03-06").closures).toBeUndefined();
    expect(inForceOn(fixtureSite(withClosures), "2030-03-05").closures).toEqual([CLOSURES[1]]);
  });
});

describe("the notice", () => {
  const notice = { text: "We are closed on Friday afternoon for staff training.", from: "2030-02-01", until: "2030-02-07" };
  const withNotice = (site: SiteConfig) => ({ ...site, notice });

  it("is a labelled region at the top of the page while in force, not an alert", () => {
    renderWithSite(<Layout><h1>A page</h1></Layout>, { site: inForceOn(fixtureSite(withNotice), "2030-02-01") });
    const region = screen.getByRole("region", { name: "Notice" });
    expect(within(region).getByText(notice.text)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    // Before the page's own content.
    expect(region.compareDocumentPosition(screen.getByRole("heading", { name: "A page" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not shown before its first day or after its last", () => {
    for (const day of ["2030-01-31", "2030-02-08"]) {
      const { unmount } = renderWithSite(<Layout><h1>A page</h1></Layout>, { site: inForceOn(fixtureSite(withNotice), day) });
      expect({ day, region: screen.queryByRole("region", { name: "Notice" }) }).toEqual({ day, region: null });
      unmount();
    }
  });
});
