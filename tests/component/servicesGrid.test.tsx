import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import ServicesGridBlock from "../../engine/blocks/servicesGrid";
import { renderWithSite, loadSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";
import { advance, measureWidth, shownIndex } from "../support/motion";

const site = loadSite();
const inMenu = (category: string) => site.services.filter((s) => s.category === category && s.inMenu).map((s) => s.title);
const all = (category: string) => site.services.filter((s) => s.category === category);

const home = parseBlock("servicesGrid", { heading: "Our services", layout: "carousel", menuOnly: true });
const page = parseBlock("servicesGrid", { heading: "All our treatments", layout: "grid" });

describe("servicesGrid block, carousel layout (home)", () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
  });

  it("has one carousel per category, named by the category heading from config, with the inMenu services in catalogue order (8 + 8)", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    const cosmetic = screen.getByRole("region", { name: "Cosmetic Services" });
    const general = screen.getByRole("region", { name: "General Services" });
    expect(screen.getByRole("heading", { level: 3, name: "Cosmetic Services" })).toBeTruthy();
    expect(cosmetic.getAttribute("aria-roledescription")).toBe("carousel");
    expect(within(cosmetic).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(inMenu("cosmetic"));
    expect(within(general).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(inMenu("general"));
    expect(inMenu("cosmetic")).toHaveLength(8);
    expect(inMenu("general")).toHaveLength(8);
  });

  it("links each card to its treatment page", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    const veneers = site.services.find((s) => s.key === "veneers")!;
    expect(screen.getByRole("link", { name: veneers.title }).getAttribute("href")).toBe(veneers.path);
  });

  it("moves every servicesCarouselMs (2500 ms)", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    const cosmetic = screen.getByRole("region", { name: "Cosmetic Services" });
    advance(2499);
    expect(shownIndex(cosmetic)).toBe(0);
    advance(1);
    expect(shownIndex(cosmetic)).toBe(1);
    expect(shownIndex(screen.getByRole("region", { name: "General Services" }))).toBe(1);
  });

  it("shows homeCarouselVisible (4) at once on a desktop-wide carousel", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    restore = measureWidth(1112); // the content width of a 72rem page
    const cosmetic = screen.getByRole("region", { name: "Cosmetic Services" });
    const next = within(cosmetic).getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    for (let i = 0; i < 8; i++) fireEvent.click(next);
    expect(shownIndex(cosmetic)).toBe(8 - site.layout.homeCarouselVisible);
    expect(next.disabled).toBe(true);
  });

  it("shows one at a time on a phone-wide carousel", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    restore = measureWidth(350);
    const general = screen.getByRole("region", { name: "General Services" });
    const next = within(general).getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    for (let i = 0; i < 8; i++) fireEvent.click(next);
    expect(shownIndex(general)).toBe(7);
  });
});

describe("servicesGrid block, grid layout (/services)", () => {
  it("lists every catalogue service of each category as a card (10 cosmetic + 8 general)", () => {
    renderWithSite(<ServicesGridBlock block={page} />);
    const lists = screen.getAllByRole("list");
    const cosmetic = screen.getByRole("list", { name: "Cosmetic Services" });
    const general = screen.getByRole("list", { name: "General Services" });
    expect(lists).toHaveLength(2);
    expect(within(cosmetic).getAllByRole("listitem")).toHaveLength(10);
    expect(within(general).getAllByRole("listitem")).toHaveLength(8);
    expect(screen.queryByRole("region", { name: "Cosmetic Services" })).toBeNull();
  });

  it("gives each card its picture, title, description and a link to its path", () => {
    renderWithSite(<ServicesGridBlock block={page} />);
    for (const service of [...all("cosmetic"), ...all("general")]) {
      const link = screen.getByRole("link", { name: service.title });
      expect(link.getAttribute("href")).toBe(service.path);
      const card = link.closest("article")!;
      expect(within(card).getByText(service.description)).toBeTruthy();
      expect(card.querySelector("img")!.getAttribute("src")).toBe(service.image);
    }
  });

  it("shows only the chosen categories", () => {
    renderWithSite(<ServicesGridBlock block={parseBlock("servicesGrid", { heading: "General care", categories: ["general"] })} />);
    expect(screen.queryByRole("list", { name: "Cosmetic Services" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "General Services" })).getAllByRole("listitem")).toHaveLength(8);
  });
});
