import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import ContactCardsBlock from "../../engine/blocks/contactCards";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const block = parseBlock("contactCards", {
  heading: "Get in Touch",
  cards: ["address", "phone", "email", "openingHours"],
  phoneNote: "For emergencies and appointments",
});

describe("contactCards block", () => {
  it("shows the address as a maps link, the phone with its note and the opening hours", () => {
    const site = fixtureSite();
    renderWithSite(<ContactCardsBlock block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeTruthy();
    const { street, locality, region, postcode, country } = site.contact.address;
    const maps = screen.getByRole("link", { name: new RegExp(`${street}, ${locality}, ${region} ${postcode}, ${country}`) });
    expect(maps.getAttribute("href")).toBe(site.links.maps);
    expect(maps.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: site.contact.phone.display }).getAttribute("href")).toBe(`tel:${site.contact.phone.tel}`);
    expect(screen.getByText("For emergencies and appointments")).toBeTruthy();
    for (const row of site.openingHours) expect(screen.getByText(row.label)).toBeTruthy();
  });

  it("hides the e-mail card entirely while no address is configured", () => {
    renderWithSite(<ContactCardsBlock block={block} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Our Location", "Phone", "Opening Hours"]);
    expect(screen.queryByRole("heading", { name: "Email" })).toBeNull();
  });

  it("shows the e-mail card, in its place, once an address is set", () => {
    const site = fixtureSite((s) => ({ ...s, contact: { ...s.contact, email: "x@y.uk" } }));
    renderWithSite(<ContactCardsBlock block={block} />, { site });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Our Location", "Phone", "Email", "Opening Hours"]);
    expect(screen.getByRole("link", { name: "x@y.uk" }).getAttribute("href")).toBe("mailto:x@y.uk");
  });
});
