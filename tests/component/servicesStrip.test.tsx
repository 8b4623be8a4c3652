import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import ServicesStripBlock from "../../engine/blocks/servicesStrip";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { mockMatchMedia, parseBlock } from "../support/blocks";
import { advance, stubIntersectionObserver } from "../support/motion";

// Cards, keys and the strip's pace come from the fixture site's catalogue and timings.
const site = fixtureSite();
const { stripStepMs, stripStepPx } = site.timings;
const [first, second] = site.services as [(typeof site.services)[number], (typeof site.services)[number]];
const last = site.services.at(-1)!;
const strip = parseBlock("servicesStrip", { heading: "Explore our other treatments" });

function viewport() {
  return document.querySelector<HTMLElement>("[data-strip-viewport]")!;
}

/** jsdom has no layout: give the strip a width for two copies of its cards. */
function setScrollWidth(px: number) {
  Object.defineProperty(viewport(), "scrollWidth", { value: px, configurable: true });
}

describe("servicesStrip block", () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
  });

  it("shows a card linking to each catalogue service, once for assistive technology", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    const list = screen.getByRole("list", { name: "Explore our other treatments" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(site.services.map((s) => s.title));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(site.services.map((s) => s.path));
    // The loop's second copy is hidden from assistive technology and the keyboard.
    const copy = viewport().querySelectorAll("ul")[1]!;
    expect(copy.getAttribute("aria-hidden")).toBe("true");
    expect(copy.hasAttribute("inert")).toBe(true);
    expect(screen.getAllByRole("link")).toHaveLength(site.services.length);
  });

  it("is pre-rendered with each card once: the loop's copy comes only when the page runs", async () => {
    const { renderToString } = await import("react-dom/server");
    const { StaticRouter } = await import("react-router-dom");
    const { AppShell } = await import("../../engine/app/App");
    const html = renderToString(
      <AppShell site={site}>
        <StaticRouter location="/">
          <ServicesStripBlock block={strip} />
        </StaticRouter>
      </AppShell>,
    );
    for (const service of site.services) expect(html.split(`href="${service.path}"`)).toHaveLength(2);
    expect(html).not.toContain("aria-hidden=\"true\" inert");
  });

  it("shows at most 8 cards however large the catalogue grows, so a page does not grow with it", async () => {
    const { renderToString } = await import("react-dom/server");
    const { AppShell } = await import("../../engine/app/App");
    const catalogueOf = (size: number) =>
      fixtureSite((s) => ({ ...s, services: Array.from({ length: size }, (_, i) => ({ ...first, key: `treatment-${i}`, title: `Treatment ${i}`, path: `/treatment-${i}` })) }));
    const drawn = (size: number) => renderToString(<AppShell site={catalogueOf(size)}><ServicesStripBlock block={strip} /></AppShell>);
    expect(drawn(400).split('href="/treatment-')).toHaveLength(9);
    expect(drawn(400).length).toBe(drawn(20).length);
    renderWithSite(<ServicesStripBlock block={strip} />, { site: catalogueOf(30) });
    expect(within(screen.getByRole("list", { name: "Explore our other treatments" })).getAllByRole("link").map((a) => a.textContent)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Treatment ${i}`),
    );
  });

  it("shows the number of cards the block asks for, and a link to every treatment when it names that page", () => {
    renderWithSite(<ServicesStripBlock block={parseBlock("servicesStrip", { heading: "Related", count: 3, allTreatments: "/services" })} />);
    const list = screen.getByRole("list", { name: "Related" });
    expect(within(list).getAllByRole("link").map((a) => a.textContent)).toEqual(site.services.slice(0, 3).map((s) => s.title));
    expect(screen.getByRole("link", { name: "See all treatments" }).getAttribute("href")).toBe("/services");
  });

  it("has no link to every treatment when the block names no page for it", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    expect(screen.queryByRole("link", { name: "See all treatments" })).toBeNull();
  });

  it("filters by category", () => {
    renderWithSite(<ServicesStripBlock block={parseBlock("servicesStrip", { heading: "General care", category: "general" })} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(site.services.filter((s) => s.category === "general").map((s) => s.title));
  });

  it("shows only the named services, in the given order", () => {
    renderWithSite(<ServicesStripBlock block={parseBlock("servicesStrip", { heading: "Related", services: [last.key, first.key] })} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([last.title, first.title]);
  });

  it("shows a service named twice twice, without React key clashes", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithSite(<ServicesStripBlock block={parseBlock("servicesStrip", { heading: "Related", services: [second.key, second.key] })} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([second.title, second.title]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("moves stripStepPx every stripStepMs", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(4000);
    advance(stripStepMs - 1);
    expect(viewport().scrollLeft).toBe(0);
    advance(1);
    expect(viewport().scrollLeft).toBe(stripStepPx);
    advance(stripStepMs * 50);
    expect(viewport().scrollLeft).toBe(stripStepPx * 51);
  });

  it("loops seamlessly: at the end of the first copy it is back at the start", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(2000); // one copy is 1000 px wide
    viewport().scrollLeft = 1000 - 5 * stripStepPx;
    advance(stripStepMs * 10);
    expect(viewport().scrollLeft).toBe(5 * stripStepPx);
  });

  it("holds still while dragged with the mouse, which scrolls it by hand, then moves on", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(4000);
    viewport().scrollLeft = 300;
    advance(stripStepMs);
    expect(viewport().scrollLeft).toBe(300 + stripStepPx);
    fireEvent.pointerDown(viewport(), { pointerType: "mouse", button: 0, clientX: 500 });
    advance(1000);
    expect(viewport().scrollLeft).toBe(300 + stripStepPx);
    fireEvent.pointerMove(viewport(), { pointerType: "mouse", clientX: 400 });
    expect(viewport().scrollLeft).toBe(400 + stripStepPx);
    fireEvent.pointerUp(viewport(), { pointerType: "mouse", clientX: 400 });
    advance(stripStepMs);
    expect(viewport().scrollLeft).toBe(400 + 2 * stripStepPx);
  });

  it("does not follow a link at the end of a drag", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    const link = screen.getAllByRole("link")[0]!;
    fireEvent.pointerDown(link, { pointerType: "mouse", button: 0, clientX: 500 });
    fireEvent.pointerMove(link, { pointerType: "mouse", clientX: 420 });
    fireEvent.pointerUp(link, { pointerType: "mouse", clientX: 420 });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it("holds still while a finger is on it", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(4000);
    fireEvent.pointerDown(viewport(), { pointerType: "touch", clientX: 100 });
    advance(500);
    expect(viewport().scrollLeft).toBe(0);
    fireEvent.touchEnd(viewport());
    advance(stripStepMs);
    expect(viewport().scrollLeft).toBe(stripStepPx);
  });

  it("holds still while it is off screen, and moves on when it is back", () => {
    const observers = stubIntersectionObserver();
    try {
      renderWithSite(<ServicesStripBlock block={strip} />);
      setScrollWidth(4000);
      observers.scroll(viewport(), false);
      advance(1000);
      expect(viewport().scrollLeft).toBe(0);
      observers.scroll(viewport(), true);
      advance(stripStepMs);
      expect(viewport().scrollLeft).toBe(stripStepPx);
    } finally {
      observers.restore();
    }
  });

  it("has a pause button that stops it", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(4000);
    fireEvent.click(screen.getByRole("button", { name: "Pause scrolling" }));
    advance(1000);
    expect(viewport().scrollLeft).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Start scrolling" }));
    advance(stripStepMs);
    expect(viewport().scrollLeft).toBe(stripStepPx);
  });

  it("does not move under prefers-reduced-motion", () => {
    restore = mockMatchMedia("reduce");
    renderWithSite(<ServicesStripBlock block={strip} />);
    setScrollWidth(4000);
    advance(2000);
    expect(viewport().scrollLeft).toBe(0);
  });

  it("hides a picture that fails to load", () => {
    renderWithSite(<ServicesStripBlock block={strip} />);
    const image = screen.getAllByRole("link")[0]!.querySelector("img")!;
    expect(image.hidden).toBe(false);
    fireEvent.error(image);
    expect(image.hidden).toBe(true);
    expect(screen.getAllByRole("link")[0]!.textContent).toBe(first.title);
  });
});
