/** The charges block (issue 50, point 5): the figures of its schedule's period in force on the build's day, never typed. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import ChargesInForceBlock from "../../engine/blocks/chargesInForce";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";
import { chargesInForce } from "../../engine/app/chargeSchedules";
import type { SiteConfig } from "../../engine/schema/site";

afterEach(() => vi.unstubAllEnvs());

const SCHEDULE = {
  key: "national-fees",
  periods: [
    { from: "2026-04-01", charges: [{ charge: "band-1", price: "£21.00" }, { charge: "band-2", price: "£52.00" }] },
    { from: "2025-04-01", charges: [{ charge: "band-1", price: "£20.00" }, { charge: "band-2", price: "£50.00" }] },
  ],
};

const block = parseBlock("chargesInForce", {
  heading: "Set fees",
  schedule: "national-fees",
  rows: [
    { charge: "band-1", label: "Band 1", description: "A first assessment." },
    { charge: "band-2", label: "Band 2" },
  ],
  notes: ["One charge per course."],
});

const withSchedule = (site: SiteConfig): SiteConfig => ({ ...site, chargeSchedules: [SCHEDULE] });

function shown() {
  const table = screen.getByRole("table", { name: "Set fees" });
  return within(table).getAllByRole("row").slice(1).map((tr) => within(tr).getByRole("cell").textContent);
}

describe("chargesInForce block", () => {
  it("shows the period the build stamped for its day, and since when it applies, before the block's notes", () => {
    const site = fixtureSite((s) => ({ ...withSchedule(s), chargesInForce: chargesInForce([SCHEDULE], "2026-11-28") }));
    renderWithSite(<ChargesInForceBlock block={block} />, { site });
    expect(shown()).toEqual(["£21.00", "£52.00"]);
    expect(screen.getByText("These charges apply from 1 April 2026.")).toBeTruthy();
    expect(screen.getByText("One charge per course.")).toBeTruthy();
  });

  it("shows the earlier period the day before the next one starts", () => {
    renderWithSite(<ChargesInForceBlock block={block} />, { site: fixtureSite((s) => ({ ...withSchedule(s), chargesInForce: chargesInForce([SCHEDULE], "2026-03-31") })) });
    expect(shown()).toEqual(["£20.00", "£50.00"]);
  });

  it("without the build's stamp (the editor's preview), works out the period for the day", () => {
    vi.stubEnv("SITE_BUILD_DATE", "2025-06-01");
    renderWithSite(<ChargesInForceBlock block={block} />, { site: fixtureSite(withSchedule) });
    expect(shown()).toEqual(["£20.00", "£50.00"]);
  });

  it("shows nothing when no period is in force (the checks say so before publishing)", () => {
    vi.stubEnv("SITE_BUILD_DATE", "2024-01-01");
    const { container } = renderWithSite(<ChargesInForceBlock block={block} />, { site: fixtureSite(withSchedule) });
    expect(container.querySelector("table")).toBeNull();
  });
});
