import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import HeroBlock from "../../engine/blocks/hero";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { mockMatchMedia, parseBlock } from "../support/blocks";

const site = fixtureSite();

const home = parseBlock("hero", {
  eyebrow: "Welcome",
  heading: "Dentists in Coventry that deliver happier, healthier smiles",
  text: ["NHS and private care."],
  actions: [
    { kind: "booking", label: "Book An Appointment" },
    { kind: "phone" },
  ],
  highlights: [{ icon: "zap", text: "Same Day Emergency Care" }, { icon: "monitor", text: "Advanced Technology" }],
  details: ["address", "phone", "openingHours"],
  video: { src: "/media/hero.mp4", poster: "/images/hero-poster.svg" },
});

function video() {
  return document.querySelector("video");
}

describe("hero block", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
  });

  it("renders the page's one h1, the eyebrow, text and highlights", () => {
    renderWithSite(<HeroBlock block={home} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: home.heading })).toBeTruthy();
    expect(screen.getByText("Welcome")).toBeTruthy();
    expect(screen.getByText("NHS and private care.")).toBeTruthy();
    const highlights = screen.getByRole("list", { name: "Highlights" });
    expect(within(highlights).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Same Day Emergency Care", "Advanced Technology"]);
  });

  it("links the booking service in a new tab and the phone number", () => {
    renderWithSite(<HeroBlock block={home} />);
    const book = screen.getByRole("link", { name: /Book An Appointment/ });
    expect(book.getAttribute("href")).toBe(site.links.booking);
    expect(book.getAttribute("target")).toBe("_blank");
    const phones = screen.getAllByRole("link", { name: site.contact.phone.display });
    expect(phones[0]!.getAttribute("href")).toBe(`tel:${site.contact.phone.tel}`);
  });

  it("shows the address as a maps link and the opening hours from config", () => {
    renderWithSite(<HeroBlock block={home} />);
    const details = screen.getByRole("list", { name: "Practice details" });
    const maps = within(details).getByRole("link", { name: new RegExp(site.contact.address.street) });
    expect(maps.getAttribute("href")).toBe(site.links.maps);
    expect(maps.getAttribute("target")).toBe("_blank");
    for (const row of site.openingHours) expect(within(details).getByText(row.label)).toBeTruthy();
    expect(within(details).getAllByText("Closed")).toHaveLength(site.openingHours.filter((row) => !row.opens).length);
  });

  it("shows the opening hours on the 12-hour clock", () => {
    const openingHours = [{ days: ["Monday" as const], label: "Mondays", opens: "07:45", closes: "16:30" }];
    renderWithSite(<HeroBlock block={home} />, { site: fixtureSite((s) => ({ ...s, openingHours })) });
    const details = screen.getByRole("list", { name: "Practice details" });
    expect(within(details).getByText("Mondays")).toBeTruthy();
    expect(within(details).getByText("7:45 AM")).toBeTruthy();
    expect(within(details).getByText("4:30 PM")).toBeTruthy();
  });

  it("adds a muted, looping, decorative background video after mount, over the poster", () => {
    renderWithSite(<HeroBlock block={home} />);
    const el = video()!;
    expect(el).toBeTruthy();
    expect(el.getAttribute("src")).toBe("/media/hero.mp4");
    expect(el.muted).toBe(true);
    expect(el.loop).toBe(true);
    expect(el.autoplay).toBe(true);
    expect(el.hasAttribute("playsinline")).toBe(true);
    expect(el.closest("[aria-hidden='true']")).toBeTruthy();
    expect(document.querySelector("[data-background-video] img")?.getAttribute("src")).toBe("/images/hero-poster.svg");
  });

  it("offers a button that pauses and resumes the moving background (WCAG 2.2.2)", () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
    renderWithSite(<HeroBlock block={home} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause background video" }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Play background video" }));
    expect(play).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("hides the video when it fails to load, keeping the poster", () => {
    renderWithSite(<HeroBlock block={home} />);
    fireEvent.error(video()!);
    expect(video()).toBeNull();
    expect(screen.queryByRole("button", { name: /background video/ })).toBeNull();
    expect(document.querySelector("[data-background-video] img")).toBeTruthy();
  });

  it("renders no video when the visitor prefers reduced motion", () => {
    restore = mockMatchMedia("reduce");
    renderWithSite(<HeroBlock block={home} />);
    expect(video()).toBeNull();
    expect(document.querySelector("[data-background-video] img")).toBeTruthy();
  });

  it("renders no video when the visitor asks to save data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    renderWithSite(<HeroBlock block={home} />);
    expect(video()).toBeNull();
  });

  it("shows a treatment hero with callback and booking buttons, first primary", () => {
    const block = parseBlock("hero", {
      heading: "Dentures in Bedworth",
      image: { src: "/images/services/dentures.svg", alt: "A set of dentures" },
      actions: [
        { kind: "internal", to: "/contact", label: "Request a Callback" },
        { kind: "booking", label: "Book Free Consultation" },
      ],
    });
    renderWithSite(<HeroBlock block={block} />);
    expect(screen.getByRole("link", { name: "Request a Callback" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: /Book Free Consultation/ }).getAttribute("target")).toBe("_blank");
    const img = screen.getByRole("img", { name: "A set of dentures" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("width")).toBeTruthy();
    expect(img.getAttribute("height")).toBeTruthy();
    expect(video()).toBeNull();
  });
});
