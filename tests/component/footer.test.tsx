import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../engine/layout/Footer";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";

// Links, contact details and the practice's name come from the fixture site's config.
const site = fixtureSite();

describe("footer", () => {
  it("links the pages of navigation.footer, in order", () => {
    renderWithSite(<Footer />);
    const nav = screen.getByRole("navigation", { name: "Useful links" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(site.navigation.footer.map((l) => [l.name, l.path]));
  });

  it("links each social network in a new tab, safely", () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole("list", { name: "Social media" });
    const links = within(social).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(site.links.social.map((s) => s.href));
    links.forEach((link, i) => {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.textContent).toBe(`${site.links.social[i]!.name} (opens in a new tab)`);
    });
  });

  it("links the address to the maps service in a new tab, and the phone number with tel:", () => {
    renderWithSite(<Footer />);
    const { street, locality, region, postcode, country } = site.contact.address;
    const maps = screen.getByRole("link", { name: new RegExp(`${street}, ${locality}, ${region} ${postcode}, ${country}`) });
    expect(maps.getAttribute("href")).toBe(site.links.maps);
    expect(maps.getAttribute("target")).toBe("_blank");
    expect(maps.getAttribute("rel")).toBe("noopener noreferrer");
    const phone = screen.getByRole("link", { name: site.contact.phone.display });
    expect(phone.getAttribute("href")).toBe(`tel:${site.contact.phone.tel}`);
  });

  it("shows the opening hours from config on the 12-hour clock, closed days as Closed", () => {
    const hours = [
      { days: ["Monday" as const], label: "Mondays", opens: "08:00", closes: "18:00" },
      { days: ["Saturday" as const], label: "Saturdays", opens: "09:30", closes: "12:15" },
      { days: ["Sunday" as const], label: "Sundays" },
    ];
    renderWithSite(<Footer />, { site: fixtureSite((s) => ({ ...s, openingHours: hours })) });
    const region = screen.getByRole("region", { name: "Opening hours" });
    const row = (label: string) => within(region).getByText(label).nextElementSibling!.textContent;
    expect(row("Mondays")).toBe("8:00 AM – 6:00 PM");
    expect(row("Saturdays")).toBe("9:30 AM – 12:15 PM");
    expect(row("Sundays")).toBe("Closed");
  });

  it("ends with a copyright line naming the practice, without a year", () => {
    renderWithSite(<Footer />);
    const line = screen.getByText(/^©/);
    expect(line.textContent).toBe(`© ${site.name}. All rights reserved.`);
    expect(line.textContent).not.toMatch(/\d{4}/);
  });
});
