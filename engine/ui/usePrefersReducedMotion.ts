/**
 * Whether the visitor asked the system for reduced motion. Carousels and the
 * services strip never move by themselves while it is true (WCAG 2.2.2).
 * The server cannot know, so it assumes "no"; nothing moves before hydration
 * anyway, and the browser's answer is used from the first client render on.
 */
import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener?.("change", onChange);
  return () => list?.removeEventListener?.("change", onChange);
}

const getSnapshot = () => window.matchMedia?.(QUERY).matches ?? false;
const getServerSnapshot = () => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
