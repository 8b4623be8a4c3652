import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import OpeningHoursBlock from "../../engine/blocks/openingHours";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("openingHours block", () => {
  it("shows every row of the configured hours on the 12-hour clock, closed days as Closed", () => {
    const openingHours = [
      { days: ["Monday" as const, "Tuesday" as const], label: "Mon – Tue", opens: "08:00", closes: "18:00" },
      { days: ["Wednesday" as const], label: "Wednesday", opens: "12:00", closes: "20:45" },
      { days: ["Sunday" as const], label: "Sunday" },
    ];
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", {})} />, { site: fixtureSite((s) => ({ ...s, openingHours })) });
    expect(screen.getByRole("heading", { level: 2, name: "Opening hours" })).toBeTruthy();
    const terms = Array.from(document.querySelectorAll("dt")).map((dt) => dt.textContent);
    expect(terms).toEqual(["Mon – Tue", "Wednesday", "Sunday"]);
    const hours = Array.from(document.querySelectorAll("dd")).map((dd) => dd.textContent);
    expect(hours).toEqual(["8:00 AM – 6:00 PM", "12:00 PM – 8:45 PM", "Closed"]);
  });

  it("reads the site's configured hours, a row per entry", () => {
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", {})} />);
    const terms = Array.from(document.querySelectorAll("dt")).map((dt) => dt.textContent);
    expect(terms).toEqual(fixtureSite().openingHours.map((row) => row.label));
  });

  it("follows the config when the hours change", () => {
    const site = fixtureSite((s) => ({ ...s, openingHours: [{ days: ["Saturday"], label: "Saturday", opens: "09:00", closes: "13:00" }] }));
    renderWithSite(<OpeningHoursBlock block={parseBlock("openingHours", { heading: "When we are open" })} />, { site });
    expect(screen.getByText("9:00 AM")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "When we are open" })).toBeTruthy();
  });
});
