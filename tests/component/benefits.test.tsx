import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import BenefitsBlock from "../../engine/blocks/benefits";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("benefits block", () => {
  it("lists every point in order as an h3 under the block's h2, with its text", () => {
    const block = parseBlock("benefits", {
      heading: "Why choose veneers?",
      intro: "A quick way to a brighter smile.",
      items: [
        { icon: "sparkles", title: "Natural look", text: "Matched to your teeth." },
        { icon: "clock", title: "Quick results" },
        { title: "Long lasting", text: "With good care." },
      ],
    });
    renderWithSite(<BenefitsBlock block={block} />);
    const region = screen.getByRole("region", { name: "Why choose veneers?" });
    expect(within(region).getByText("A quick way to a brighter smile.")).toBeTruthy();
    expect(within(region).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Natural look", "Quick results", "Long lasting"]);
    expect(within(region).getAllByRole("listitem")).toHaveLength(3);
    expect(within(region).getByText("Matched to your teeth.")).toBeTruthy();
  });
});
