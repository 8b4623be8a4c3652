import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import ServicesGridBlock from "../../engine/blocks/servicesGrid";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";
import { advance, measureWidth, shownIndex } from "../support/motion";

// Titles, counts and timings come from the fixture site's catalogue and config.
const site = fixtureSite();
const categoryHeadings = Object.fromEntries(site.serviceCategories.map((group) => [group.key, group.heading])) as Record<"cosmetic" | "general", string>;
const inMenu = (category: "cosmetic" | "general") => site.services.filter((s) => s.category === category && s.inMenu).map((s) => s.title);
const all = (category: "cosmetic" | "general") => site.services.filter((s) => s.category === category);

const home = parseBlock("servicesGrid", { heading: "Our services", layout: "carousel", menuOnly: true });
const page = parseBlock("servicesGrid", { heading: "All our treatments", layout: "grid" });

it("the fixture has services kept out of the menu, and more cosmetic ones than fit at once", () => {
  expect(site.services.filter((s) => !s.inMenu).map((s) => s.category).sort()).toEqual(["cosmetic", "general"]);
  expect(inMenu("cosmetic").length).toBeGreaterThan(site.layout.homeCarouselVisible);
  expect(inMenu("general").length).toBeGreaterThan(1);
});

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

  it("has one carousel per category, named by the category heading from config, with the inMenu services in catalogue order", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    const cosmetic = screen.getByRole("region", { name: categoryHeadings.cosmetic });
    const general = screen.getByRole("region", { name: categoryHeadings.general });
    expect(screen.getByRole("heading", { level: 3, name: categoryHeadings.cosmetic })).toBeTruthy();
    expect(cosmetic.getAttribute("aria-roledescription")).toBe("carousel");
    expect(within(cosmetic).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(inMenu("cosmetic"));
    expect(within(general).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(inMenu("general"));
  });

  it("names each card by its own title in the carousels too", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    for (const service of site.services.filter((s) => s.inMenu)) expect(screen.getByRole("article", { name: service.title })).toBeTruthy();
  });

  it("links each card to its treatment page", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    for (const service of site.services.filter((s) => s.inMenu)) {
      expect(screen.getByRole("link", { name: service.title }).getAttribute("href")).toBe(service.path);
    }
  });

  it("moves every servicesCarouselMs", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    const cosmetic = screen.getByRole("region", { name: categoryHeadings.cosmetic });
    advance(site.timings.servicesCarouselMs - 1);
    expect(shownIndex(cosmetic)).toBe(0);
    advance(1);
    expect(shownIndex(cosmetic)).toBe(1);
    expect(shownIndex(screen.getByRole("region", { name: categoryHeadings.general }))).toBe(1);
  });

  it("shows homeCarouselVisible at once on a desktop-wide carousel", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    restore = measureWidth(1112); // the content width of a 72rem page
    const cosmetic = screen.getByRole("region", { name: categoryHeadings.cosmetic });
    const next = within(cosmetic).getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    const count = inMenu("cosmetic").length;
    for (let i = 0; i < count; i++) fireEvent.click(next);
    expect(shownIndex(cosmetic)).toBe(count - site.layout.homeCarouselVisible);
    expect(next.disabled).toBe(true);
  });

  it("shows one at a time on a phone-wide carousel", () => {
    renderWithSite(<ServicesGridBlock block={home} />);
    restore = measureWidth(350);
    const general = screen.getByRole("region", { name: categoryHeadings.general });
    const next = within(general).getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    const count = inMenu("general").length;
    for (let i = 0; i < count + 2; i++) fireEvent.click(next);
    expect(shownIndex(general)).toBe(count - 1);
  });
});

describe("servicesGrid block, grid layout (/services)", () => {
  it("lists every catalogue service of each category as a card, inMenu or not", () => {
    renderWithSite(<ServicesGridBlock block={page} />);
    const lists = screen.getAllByRole("list");
    const cosmetic = screen.getByRole("list", { name: categoryHeadings.cosmetic });
    const general = screen.getByRole("list", { name: categoryHeadings.general });
    expect(lists).toHaveLength(2);
    expect(within(cosmetic).getAllByRole("heading").map((h) => h.textContent)).toEqual(all("cosmetic").map((s) => s.title));
    expect(within(general).getAllByRole("heading").map((h) => h.textContent)).toEqual(all("general").map((s) => s.title));
    expect(screen.queryByRole("region", { name: categoryHeadings.cosmetic })).toBeNull();
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

  it("names each card, an article, by its own title, so a screen reader's list of articles tells them apart", () => {
    renderWithSite(<ServicesGridBlock block={page} />);
    const services = [...all("cosmetic"), ...all("general")];
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby"))).toHaveLength(services.length);
    for (const service of services) expect(screen.getByRole("article", { name: service.title })).toBeTruthy();
  });

  it("shows only the chosen categories", () => {
    renderWithSite(<ServicesGridBlock block={parseBlock("servicesGrid", { heading: "General care", categories: ["general"] })} />);
    expect(screen.queryByRole("list", { name: categoryHeadings.cosmetic })).toBeNull();
    expect(within(screen.getByRole("list", { name: categoryHeadings.general })).getAllByRole("listitem")).toHaveLength(all("general").length);
  });
});
