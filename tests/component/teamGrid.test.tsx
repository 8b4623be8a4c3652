import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import TeamGridBlock from "../../engine/blocks/teamGrid";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { mockMatchMedia, parseBlock } from "../support/blocks";
import { advance } from "../support/motion";

const site = fixtureSite();
const team = parseBlock("teamGrid", {
  heading: "Meet the team",
  registrationLabel: "GDC No.",
  members: [
    { name: "Dr Alex Example", namepopup: "Dr Alex Example BDS", role: "Practice Principal", registrationNumber: "123456", image: { src: "/images/team/placeholder-1.svg", alt: "Dr Alex Example" }, bio: ["Alex founded the practice.", "", "Alex enjoys cycling."] },
    { name: "Dr Sam Sample", role: "Dentist", registrationNumber: "654321", image: { src: "/images/team/placeholder-2.svg", alt: "Dr Sam Sample" }, bio: ["Sam loves implants."] },
    { name: "Jo Placeholder", role: "Dental Hygienist" },
  ],
  action: { kind: "booking", label: "Book Consultation" },
});

const card = (name: RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
const details = () => document.querySelector<HTMLElement>('[role="region"][id$="-details"]');

describe("teamGrid photos cut to the portrait card", () => {
  it("keep in view the part the picture's focus names, and the middle without one (old content stays valid)", () => {
    const withFocus = parseBlock("teamGrid", {
      heading: "Team",
      members: [
        { name: "Dr Left Focus", role: "Dentist", image: { src: "/images/team/placeholder-1.svg", alt: "Dr Left Focus", focus: "left" } },
        { name: "Dr No Focus", role: "Dentist", image: { src: "/images/team/placeholder-2.svg", alt: "Dr No Focus" } },
      ],
    });
    renderWithSite(<TeamGridBlock block={withFocus} />);
    expect(screen.getByAltText("Dr Left Focus").style.objectPosition).toBe("0% 50%");
    expect(screen.getByAltText("Dr No Focus").style.objectPosition).toBe("");
    expect(() => parseBlock("teamGrid", { heading: "Team", members: [{ name: "A", role: "B", image: { src: "/images/a.svg", alt: "A", focus: "somewhere" } }] })).toThrow();
  });
});

describe("teamGrid block", () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows each member as a closed card button with name and role", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    for (const member of team.members) {
      const button = card(new RegExp(member.name));
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(button.textContent).toContain(member.role);
    }
    expect(details()).toBeNull();
  });

  it("loads the first portrait at once and ahead of the page's other pictures (on a phone it is the first screen's largest paint) and the others lazily", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    const first = within(card(/Dr Alex Example/)).getByRole("img");
    expect(first.getAttribute("loading")).toBe("eager");
    // A browser otherwise asks for it at low priority until it has laid the page out, after the scripts and the style file.
    expect(first.getAttribute("fetchpriority")).toBe("high");
    const second = within(card(/Dr Sam Sample/)).getByRole("img");
    expect(second.getAttribute("loading")).toBe("lazy");
    expect(second.getAttribute("fetchpriority")).toBeNull();
  });

  it("opens a member's details after their card: photo, popup name, role, registration number after the grid's label, and non-empty bio paragraphs", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    const button = card(/Dr Alex Example/);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const panel = details()!;
    expect(button.getAttribute("aria-controls")).toBe(panel.id);
    expect(button.nextElementSibling).toBe(panel);
    expect(within(panel).getByRole("heading", { level: 3 }).textContent).toBe("Dr Alex Example BDS");
    expect(panel.getAttribute("aria-labelledby")).toBe(within(panel).getByRole("heading").id);
    expect(within(panel).getByText(/Practice Principal/)).toBeTruthy();
    expect(within(panel).getByText(/GDC No\. 123456/)).toBeTruthy();
    expect(within(panel).getByRole("img", { name: "Dr Alex Example" })).toBeTruthy();
    expect([...panel.querySelectorAll("p")].map((p) => p.textContent).slice(1)).toEqual(["Alex founded the practice.", "Alex enjoys cycling."]);
  });

  it("labels a registration number with the site's word when the grid gives no label of its own", () => {
    const unlabelled = parseBlock("teamGrid", { heading: "Team", members: [{ name: "Robin Register", role: "Physiotherapist", registrationNumber: "PH12345" }] });
    const wording = fixtureSite((s) => ({ ...s, strings: { ...s.strings, registrationLabel: "HCPC reg." } }));
    renderWithSite(<TeamGridBlock block={unlabelled} />, { site: wording });
    fireEvent.click(card(/Robin Register/));
    expect(within(details()!).getByText(/HCPC reg\. PH12345/)).toBeTruthy();
  });

  it("switches to another member, with one panel at a time", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    fireEvent.click(card(/Dr Alex Example/));
    fireEvent.click(card(/Dr Sam Sample/));
    expect(card(/Dr Alex Example/).getAttribute("aria-expanded")).toBe("false");
    expect(card(/Dr Sam Sample/).getAttribute("aria-expanded")).toBe("true");
    expect(document.querySelectorAll('[id$="-details"]')).toHaveLength(1);
    expect(within(details()!).getByRole("heading").textContent).toBe("Dr Sam Sample");
  });

  it("closes the details when the open card is pressed again", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    fireEvent.click(card(/Dr Sam Sample/));
    fireEvent.click(card(/Dr Sam Sample/));
    expect(card(/Dr Sam Sample/).getAttribute("aria-expanded")).toBe("false");
    expect(card(/Dr Sam Sample/).hasAttribute("aria-controls")).toBe(false);
    expect(details()).toBeNull();
  });

  it("shows the site's no-photo words for a member without a photo, on the card and in the details", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    expect(within(card(/Jo Placeholder/)).getByText(site.strings.noPhoto)).toBeTruthy();
    fireEvent.click(card(/Jo Placeholder/));
    expect(within(details()!).getByText(site.strings.noPhoto)).toBeTruthy();
    expect(within(details()!).queryByText(/GDC No\./)).toBeNull();
  });

  it("scrolls the details into view smoothly after teamScrollDelayMs, not before", () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    renderWithSite(<TeamGridBlock block={team} />);
    fireEvent.click(card(/Dr Sam Sample/));
    advance(site.timings.teamScrollDelayMs - 1);
    expect(scroll).not.toHaveBeenCalled();
    advance(1);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(details());
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "nearest" });
  });

  it("scrolls without animation under prefers-reduced-motion", () => {
    restore = mockMatchMedia("reduce");
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    renderWithSite(<TeamGridBlock block={team} />);
    fireEvent.click(card(/Dr Sam Sample/));
    advance(site.timings.teamScrollDelayMs);
    expect(scroll).toHaveBeenCalledWith({ behavior: "auto", block: "nearest" });
  });

  it("ends with the block's action link", () => {
    renderWithSite(<TeamGridBlock block={team} />);
    expect(screen.getByRole("link", { name: /Book Consultation/ }).getAttribute("href")).toBe(site.links.booking);
  });
});
