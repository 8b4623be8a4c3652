import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import ReferralCardsBlock from "../../engine/blocks/referralCards";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("referralCards block", () => {
  it("shows a card per service with picture, title, description and a link to its page", () => {
    const block = parseBlock("referralCards", {
      heading: "Referral services",
      items: [
        { title: "Implants", description: "Implant placement.", image: { src: "/images/implants.svg", alt: "An implant" }, path: "/for-dentists/implants" },
        { title: "Endodontics", description: "Root canal care.", image: { src: "/images/endo.svg", alt: "A tooth root" }, path: "/for-dentists/endodontics" },
      ],
    });
    renderWithSite(<ReferralCardsBlock block={block} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { level: 3, name: "Implants" })).toBeTruthy();
    expect(first.getByRole("link", { name: "Implants" }).getAttribute("href")).toBe("/for-dentists/implants");
    expect(first.getByText("Implant placement.")).toBeTruthy();
    const img = first.getByRole("img", { name: "An implant" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBeTruthy();
    expect(within(cards[1]!).getByRole("link", { name: "Endodontics" }).getAttribute("href")).toBe("/for-dentists/endodontics");
  });
});
