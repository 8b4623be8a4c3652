import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import StatsBlock from "../../engine/blocks/stats";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("stats block", () => {
  it("shows each figure with what it counts", () => {
    const block = parseBlock("stats", {
      heading: "The practice in numbers",
      items: [{ value: "25+", label: "years of experience" }, { value: "12", label: "surgeries" }, { value: "40", label: "staff" }],
    });
    renderWithSite(<StatsBlock block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "The practice in numbers" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["25+ years of experience", "12 surgeries", "40 staff"]);
  });
});
