import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import OpeningHoursBlock from "../../engine/blocks/openingHours";
import { renderWithSite, loadSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("openingHours block", () => {
  it("shows every row of the configured hours on the 12-hour clock, closed days as Closed", () => {
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", {})} />);
    expect(screen.getByRole("heading", { level: 2, name: "Opening hours" })).toBeTruthy();
    const terms = Array.from(document.querySelectorAll("dt")).map((dt) => dt.textContent);
    expect(terms).toEqual(loadSite().openingHours.map((row) => row.label));
    const hours = Array.from(document.querySelectorAll("dd")).map((dd) => dd.textContent);
    expect(hours).toEqual(["8:00 AM – 6:00 PM", "8:00 AM – 1:00 PM", "Closed"]);
  });

  it("follows the config when the hours change", () => {
    const site = loadSite((s) => ({ ...s, openingHours: [{ days: ["Saturday"], label: "Saturday", opens: "09:00", closes: "13:00" }] }));
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", { heading: "When we are open" })} />, { site });
    expect(screen.getByText("9:00 AM")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "When we are open" })).toBeTruthy();
  });
});
