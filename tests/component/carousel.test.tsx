import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Carousel } from "../../engine/ui/Carousel";
import CarouselBlock from "../../engine/blocks/carousel";
import { fixtureSite, renderWithSite } from "../support/renderWithSite";
import { mockMatchMedia, parseBlock } from "../support/blocks";
import { advance, measureWidth, shownIndex, stubIntersectionObserver } from "../support/motion";

const SLIDES = ["Reception", "Surgery", "Technology", "Team"];

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  renderWithSite(
    <Carousel label="Our practice" {...props}>
      {SLIDES.map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  );
  return screen.getByRole("region", { name: "Our practice" });
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("Carousel", () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
  });

  it("is a named carousel region whose slides are 'N of M' groups, all in the markup", () => {
    const region = renderCarousel();
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(slides.every((s) => s.getAttribute("aria-roledescription") === "slide")).toBe(true);
    expect(slides.map((s) => s.textContent)).toEqual(SLIDES);
  });

  it("disables Previous at the start and Next at the end", () => {
    const region = renderCarousel();
    expect(button("Previous slide").disabled).toBe(true);
    expect(button("Next slide").disabled).toBe(false);
    for (let i = 0; i < SLIDES.length - 1; i++) fireEvent.click(button("Next slide"));
    expect(shownIndex(region)).toBe(3);
    expect(button("Next slide").disabled).toBe(true);
    expect(button("Previous slide").disabled).toBe(false);
    fireEvent.click(button("Previous slide"));
    expect(shownIndex(region)).toBe(2);
  });

  it("moves with the Left and Right arrow keys while focus is inside, and stops at the ends", () => {
    const region = renderCarousel();
    button("Next slide").focus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(shownIndex(region)).toBe(2);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(shownIndex(region)).toBe(1);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(shownIndex(region)).toBe(0);
  });

  it("has no pause button and never moves by itself without autoplay", () => {
    const region = renderCarousel();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
    advance(60000);
    expect(shownIndex(region)).toBe(0);
  });

  it("autoplays at its interval and wraps to the start after the last slide", () => {
    const region = renderCarousel({ autoplayMs: 5000 });
    advance(4999);
    expect(shownIndex(region)).toBe(0);
    advance(1);
    expect(shownIndex(region)).toBe(1);
    advance(10000);
    expect(shownIndex(region)).toBe(3);
    advance(5000);
    expect(shownIndex(region)).toBe(0);
  });

  it("shows a pause button while autoplaying; pausing stops it and makes changes polite", () => {
    const region = renderCarousel({ autoplayMs: 5000 });
    const track = region.querySelector("[data-index]")!;
    expect(track.getAttribute("aria-live")).toBe("off");
    fireEvent.click(button("Pause automatic slide show"));
    expect(track.getAttribute("aria-live")).toBe("polite");
    advance(20000);
    expect(shownIndex(region)).toBe(0);
    fireEvent.click(button("Start automatic slide show"));
    advance(5000);
    expect(shownIndex(region)).toBe(1);
  });

  it("does not move by itself when the visitor prefers reduced motion, but offers to start", () => {
    restore = mockMatchMedia("reduce");
    const region = renderCarousel({ autoplayMs: 5000 });
    advance(30000);
    expect(shownIndex(region)).toBe(0);
    expect(button("Start automatic slide show")).toBeTruthy();
  });

  it("stops autoplay when the visitor uses the buttons (by default)", () => {
    const region = renderCarousel({ autoplayMs: 5000 });
    fireEvent.click(button("Next slide"));
    expect(shownIndex(region)).toBe(1);
    expect(button("Start automatic slide show")).toBeTruthy();
    advance(20000);
    expect(shownIndex(region)).toBe(1);
  });

  it("holds autoplay while pointed at, and goes on when the pointer leaves", () => {
    const region = renderCarousel({ autoplayMs: 5000 });
    fireEvent.mouseEnter(region);
    advance(12000);
    expect(shownIndex(region)).toBe(0);
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(shownIndex(region)).toBe(1);
  });

  it("holds autoplay while scrolled off screen, and goes on from the same slide when back in view", () => {
    const observers = stubIntersectionObserver();
    try {
      const region = renderCarousel({ autoplayMs: 5000, pauseOnInteraction: false });
      advance(5000);
      expect(shownIndex(region)).toBe(1);
      observers.scroll(region, false);
      advance(10000);
      expect(shownIndex(region)).toBe(1);
      expect(button("Pause automatic slide show")).toBeTruthy();
      observers.scroll(region, true);
      advance(5000);
      expect(shownIndex(region)).toBe(2);
    } finally {
      observers.restore();
    }
  });

  it("keeps playing after interaction when pauseOnInteraction is off, restarting the countdown", () => {
    const region = renderCarousel({ autoplayMs: 3500, pauseOnInteraction: false });
    advance(2000);
    fireEvent.mouseEnter(region);
    fireEvent.click(button("Next slide"));
    expect(shownIndex(region)).toBe(1);
    expect(button("Pause automatic slide show")).toBeTruthy();
    advance(3499);
    expect(shownIndex(region)).toBe(1);
    advance(1);
    expect(shownIndex(region)).toBe(2);
  });

  it("shows several slides side by side when measured wide enough, so Next stops sooner", () => {
    const region = renderCarousel({ maxVisible: 3, minSlideRem: 14 });
    restore = measureWidth(1000); // 3 slides of at least 14rem plus gaps fit in 1000px
    for (let i = 0; i < 5; i++) fireEvent.click(button("Next slide"));
    expect(shownIndex(region)).toBe(1);
    expect(button("Next slide").disabled).toBe(true);
  });

  it("brings a slide into view when something in it gets focus", () => {
    renderWithSite(
      <Carousel label="Links">
        {["a", "b", "c"].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Links" });
    act(() => screen.getByRole("link", { name: "c" }).focus());
    expect(shownIndex(region)).toBe(2);
  });
});

describe("carousel block (picture gallery)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const gallery = parseBlock("carousel", {
    heading: "Inside the practice",
    slides: [
      { image: { src: "/images/about/reception.svg", alt: "Reception" }, caption: "Our reception" },
      { image: { src: "/images/about/surgery.svg", alt: "A surgery" } },
      { image: { src: "/images/about/technology.svg", alt: "Scanner" } },
    ],
  });

  it("shows every picture in the markup with its caption, labelled by the heading", () => {
    renderWithSite(<CarouselBlock block={gallery} />);
    const region = screen.getByRole("region", { name: "Inside the practice" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(within(region).getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Reception", "A surgery", "Scanner"]);
    expect(within(region).getByText("Our reception")).toBeTruthy();
  });

  it("moves on every galleryCarouselMs", () => {
    renderWithSite(<CarouselBlock block={gallery} />);
    const region = screen.getByRole("region", { name: "Inside the practice" });
    advance(fixtureSite().timings.galleryCarouselMs - 1);
    expect(shownIndex(region)).toBe(0);
    advance(1);
    expect(shownIndex(region)).toBe(1);
  });
});

describe("Carousel, pre-rendered", () => {
  it("puts every slide and its controls in the server-rendered HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const { AppShell } = await import("../../engine/app/App");
    const html = renderToString(
      <AppShell site={fixtureSite()}>
        <Carousel label="Our practice" autoplayMs={5000}>
          {SLIDES.map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>
      </AppShell>,
    );
    for (const name of SLIDES) expect(html).toContain(`<p>${name}</p>`);
    expect(html).toContain('aria-label="4 of 4"');
    expect(html).toContain("Pause automatic slide show");
  });
});
