import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import ReviewsBlock from "../../engine/blocks/reviews";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { mockMatchMedia, parseBlock } from "../support/blocks";
import { advance, shownIndex } from "../support/motion";

const site = fixtureSite();
const reviews = parseBlock("reviews", {
  heading: "What our patients say",
  items: ["Anna", "Ben", "Chloe", "Dev", "Ella", "Femi"].map((name) => ({ name, text: `${name} had a great visit.` })),
});

function carousel() {
  return screen.getByRole("region", { name: "What our patients say" });
}

describe("reviews block", () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
  });

  it("shows the six reviews as slides of a carousel named by the heading", () => {
    renderWithSite(<ReviewsBlock block={reviews} />);
    expect(screen.getByRole("heading", { level: 2, name: "What our patients say" })).toBeTruthy();
    const slides = within(carousel()).getAllByRole("group");
    expect(slides).toHaveLength(6);
    expect(slides[0]!.getAttribute("aria-label")).toBe("1 of 6");
    expect(within(slides[1]!).getByText("Ben had a great visit.")).toBeTruthy();
    expect(within(slides[1]!).getByText("Ben")).toBeTruthy();
  });

  it("gives each review an accessible five-star rating", () => {
    renderWithSite(<ReviewsBlock block={reviews} />);
    expect(screen.getAllByRole("img", { name: "5 out of 5 stars" })).toHaveLength(6);
  });

  it("draws a 4-star rating as four filled stars and one outlined, named for assistive technology", () => {
    const mixed = parseBlock("reviews", { heading: "Reviews", items: [{ name: "Gil", text: "Good.", rating: 4 }] });
    renderWithSite(<ReviewsBlock block={mixed} />);
    const rating = screen.getByRole("img", { name: "4 out of 5 stars" });
    const [filled, outlined] = [...rating.querySelectorAll("path")];
    const starsIn = (path: Element | undefined) => path?.getAttribute("d")?.match(/M/g)?.length ?? 0;
    expect(filled?.getAttribute("fill")).toBe("currentColor");
    expect(starsIn(filled)).toBe(4);
    expect(outlined?.getAttribute("fill")).toBe("none");
    expect(starsIn(outlined)).toBe(1);
  });

  it("says under each review where and when it was written", () => {
    const dated = parseBlock("reviews", { heading: "Reviews", items: [{ name: "Gil", text: "Good.", source: "Google", date: "2026-10-03" }, { name: "Hal", text: "Fine.", source: "NHS website" }] });
    renderWithSite(<ReviewsBlock block={dated} />);
    const [first, second] = within(screen.getByRole("region", { name: "Reviews" })).getAllByRole("group");
    const caption = first!.querySelector("figcaption")!;
    expect(caption.textContent).toBe("GilGoogle, 3 October 2026");
    expect(caption.querySelector("time")!.getAttribute("datetime")).toBe("2026-10-03");
    expect(second!.querySelector("figcaption")!.textContent).toBe("HalNHS website");
  });

  it("shows an average with where it comes from and a link to every review there, in a new tab", () => {
    const averaged = parseBlock("reviews", { heading: "Reviews", average: { rating: 4.75, count: 212, source: "Google", href: "https://g.page/r/example" }, items: [{ name: "Gil", text: "Good." }] });
    renderWithSite(<ReviewsBlock block={averaged} />);
    expect(screen.getByText("4.8 out of 5 from 212 reviews on Google")).toBeTruthy();
    const link = screen.getByRole("link", { name: /^Read all reviews on Google/ });
    expect(link.getAttribute("href")).toBe("https://g.page/r/example");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("moves on every reviewsCarouselMs", () => {
    renderWithSite(<ReviewsBlock block={reviews} />);
    advance(site.timings.reviewsCarouselMs - 1);
    expect(shownIndex(carousel())).toBe(0);
    advance(1);
    expect(shownIndex(carousel())).toBe(1);
  });

  it("keeps playing after the visitor uses the buttons, points at it or focuses it", () => {
    renderWithSite(<ReviewsBlock block={reviews} />);
    fireEvent.mouseEnter(carousel());
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    expect(shownIndex(carousel())).toBe(2);
    expect(screen.getByRole("button", { name: "Pause automatic slide show" })).toBeTruthy();
    advance(site.timings.reviewsCarouselMs);
    expect(shownIndex(carousel())).toBe(3);
  });

  it("can be paused with its button", () => {
    renderWithSite(<ReviewsBlock block={reviews} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    advance(20000);
    expect(shownIndex(carousel())).toBe(0);
  });

  it("does not move by itself under prefers-reduced-motion", () => {
    restore = mockMatchMedia("reduce");
    renderWithSite(<ReviewsBlock block={reviews} />);
    advance(20000);
    expect(shownIndex(carousel())).toBe(0);
  });
});
