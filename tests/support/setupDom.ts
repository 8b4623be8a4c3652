import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy/waitFor give up after 1 s by default; a crowded CI machine can take longer to load a lazy module.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// jsdom lacks these browser APIs that components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
