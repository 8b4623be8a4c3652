/** Helpers for components that move with time or size: fake-timer steps and a measured width for react-use-measure. */
import { act, fireEvent } from "@testing-library/react";
import { vi } from "vitest";

/** Moves fake timers on, letting React apply what they set off. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Gives every element the width `px` and tells react-use-measure to look again (it re-measures on window resize). */
export function measureWidth(px: number) {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 300, right: px, width: px, height: 300, toJSON: () => ({}) } as DOMRect;
  const spy = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(rect);
  act(() => {
    fireEvent(window, new Event("resize"));
  });
  return () => spy.mockRestore();
}

/** The first visible slide of a carousel region (the Carousel writes it on its track). */
export function shownIndex(carousel: HTMLElement): number {
  return Number(carousel.querySelector("[data-index]")?.getAttribute("data-index"));
}

/**
 * jsdom has no IntersectionObserver: installs a stand-in that the test drives, as scrolling would.
 * `scroll(element, inView)` tells the observers watching `element`; call `restore()` when done.
 */
export function stubIntersectionObserver() {
  const watchers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly watcher: (typeof watchers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.watcher = { callback, targets: [] };
        watchers.push(this.watcher);
      }
      observe(target: Element) {
        this.watcher.targets.push(target);
      }
      disconnect() {
        this.watcher.targets = [];
      }
    },
  );
  return {
    scroll(element: Element, inView: boolean) {
      const entry = { isIntersecting: inView, target: element } as unknown as IntersectionObserverEntry;
      act(() => {
        for (const w of watchers) if (w.targets.includes(element)) w.callback([entry], {} as IntersectionObserver);
      });
    },
    restore: () => vi.unstubAllGlobals(),
  };
}
