/**
 * What a regulated practice shows patients (issue 41): the footer of every page carries the practice's
 * e-mail, the care it offers, a link to its register and the day the website was last updated (stamped by
 * the build); a team member's details show their qualifications with their countries and their specialist
 * list. A site that declares none of it shows none of it.
 */
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { Footer } from "../../engine/layout/Footer";
import TeamGridBlock from "../../engine/blocks/teamGrid";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const regulated = fixtureSite((s) => ({
  ...s,
  contact: { ...s.contact, email: "reception@example.org" },
  practice: { register: { name: "Example Register", href: "https://register.example.org/" }, careOffered: { kinds: ["private"], words: "Private care for everyone" } },
  lastUpdated: "2026-03-14",
}));

describe("the footer of a regulated practice", () => {
  it("shows the e-mail address, the care offered, the register's link (new tab) and the day of the last update", () => {
    renderWithSite(<Footer />, { site: regulated });
    expect(screen.getByRole("link", { name: "reception@example.org" }).getAttribute("href")).toBe("mailto:reception@example.org");
    expect(screen.getByText("Private care for everyone")).toBeTruthy();
    const register = screen.getByRole("link", { name: /registered with the Example Register/ });
    expect(register.getAttribute("href")).toBe("https://register.example.org/");
    expect(register.getAttribute("target")).toBe("_blank");
    const updated = document.querySelector("[data-last-updated] time")!;
    expect(updated.getAttribute("datetime")).toBe("2026-03-14");
    expect(updated.parentElement!.textContent).toBe("Website last updated 14 March 2026");
  });

  it("shows none of it for a site that gives none of it", () => {
    renderWithSite(<Footer />, { site: fixtureSite((s) => ({ ...s, contact: { ...s.contact, email: null } })) });
    expect(screen.queryByRole("link", { name: /registered with/ })).toBeNull();
    expect(document.querySelector("[data-last-updated]")).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});

describe("a team member's details", () => {
  it("show each qualification with the country it was obtained in, and the specialist list", () => {
    const block = parseBlock("teamGrid", {
      heading: "Team",
      members: [{ name: "Dr Rowan Test", role: "Dentist", registrationNumber: "123456", qualifications: [{ name: "BDS", country: "United Kingdom" }, { name: "MSc", country: "Sweden" }], specialistList: "Orthodontics" }],
    });
    renderWithSite(<TeamGridBlock block={block} />);
    fireEvent.click(screen.getByRole("button", { name: /Dr Rowan Test/ }));
    const panel = document.querySelector<HTMLElement>('[role="region"][id$="-details"]')!;
    expect(panel.textContent).toContain("Qualifications: BDS (United Kingdom), MSc (Sweden)");
    expect(panel.textContent).toContain("On the specialist list for Orthodontics");
  });
});
