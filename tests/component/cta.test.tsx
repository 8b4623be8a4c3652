import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import CtaBlock from "../../engine/blocks/cta";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("cta block", () => {
  it("shows the closing box with its actions in the order given", () => {
    const block = parseBlock("cta", {
      heading: "Ready to Transform Your Smile?",
      text: "Book your free consultation today.",
      actions: [
        { kind: "internal", to: "/contact", label: "Request a Callback" },
        { kind: "booking", label: "Book Free Consultation" },
        { kind: "internal", to: "/", label: "Back to Home" },
      ],
    });
    renderWithSite(<CtaBlock block={block} />);
    const region = screen.getByRole("region", { name: "Ready to Transform Your Smile?" });
    const links = within(region).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Request a Callback", "Book Free Consultation (opens in a new tab)", "Back to Home"]);
    expect(links[1]!.getAttribute("href")).toBe(fixtureSite().links.booking);
    expect(links[2]!.getAttribute("href")).toBe("/");
  });

  it("shows only the actions in the data (one fewer on pages without a callback)", () => {
    const block = parseBlock("cta", {
      heading: "Ready to Transform Your Smile?",
      actions: [{ kind: "booking", label: "Book Free Consultation" }, { kind: "internal", to: "/", label: "Back to Home" }],
    });
    renderWithSite(<CtaBlock block={block} />);
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Request a Callback" })).toBeNull();
  });
});
