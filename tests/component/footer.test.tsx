import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Footer } from "../../engine/layout/Footer";
import { renderWithSite, loadSite } from "../support/renderWithSite";

const site = loadSite();

describe("footer", () => {
  it("links the 12 footer pages from navigation.footer, in order", () => {
    renderWithSite(<Footer />);
    const nav = screen.getByRole("navigation", { name: "Useful links" });
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(12);
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(site.navigation.footer.map((l) => [l.name, l.path]));
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/about", "/contact", "/finance-options", "/pricing", "/team", "/kids-zone", "/feedback",
      "/privacy-policy", "/terms-of-service", "/cookie-policy", "/sitemap", "/services",
    ]);
  });

  it("links each social network in a new tab, safely", () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole("list", { name: "Social media" });
    const links = within(social).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(site.links.social.map((s) => s.href));
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.textContent).toMatch(/\(opens in a new tab\)/);
    }
    expect(within(social).getByRole("link", { name: /Facebook/ })).toBeTruthy();
  });

  it("links the address to the maps service in a new tab, and the phone number with tel:", () => {
    renderWithSite(<Footer />);
    const maps = screen.getByRole("link", { name: /94 Coventry Rd, Bedworth, Coventry CV12 8NW, United Kingdom/ });
    expect(maps.getAttribute("href")).toBe(site.links.maps);
    expect(maps.getAttribute("target")).toBe("_blank");
    expect(maps.getAttribute("rel")).toBe("noopener noreferrer");
    const phone = screen.getByRole("link", { name: "024 7631 2256" });
    expect(phone.getAttribute("href")).toBe("tel:02476312256");
  });

  it("shows the opening hours from config on the 12-hour clock", () => {
    renderWithSite(<Footer />);
    const hours = screen.getByRole("region", { name: "Opening hours" });
    expect(within(hours).getByText("Monday – Friday")).toBeTruthy();
    expect(hours.textContent).toContain("8:00 AM – 6:00 PM");
    expect(hours.textContent).toContain("8:00 AM – 1:00 PM");
    expect(within(hours).getByText("Sunday").nextElementSibling!.textContent).toBe("Closed");
  });

  it("ends with a copyright line naming the practice, without a year", () => {
    renderWithSite(<Footer />);
    const line = screen.getByText(/^©/);
    expect(line.textContent).toBe(`© ${site.name}. All rights reserved.`);
    expect(line.textContent).not.toMatch(/\d{4}/);
  });
});
