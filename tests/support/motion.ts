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
