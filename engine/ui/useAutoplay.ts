/**
 * Automatic movement that people can control: it runs only while the visitor
 * has not paused it, is not pointing at or working inside the moving part
 * ("holds"), and, unless they pressed play themselves, does not prefer
 * reduced motion. Shared by the Carousel and the services strip.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";
import { useInterval } from "./useInterval";

export type HoldReason = "hover" | "focus" | "drag" | "offscreen";

export interface Autoplay {
  /** Autoplay was asked for (an interval is set): show the pause/play button. */
  enabled: boolean;
  /** Playing as far as the visitor is concerned (the button offers "pause"). */
  playing: boolean;
  /** Actually moving now: playing and not held. */
  running: boolean;
  toggle(): void;
  stop(): void;
  hold(reason: HoldReason, on: boolean): void;
}

export function useAutoplay(intervalMs: number | undefined, onTick: () => void, restartKey?: unknown): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses the button: then their choice wins over the default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [holds, setHolds] = useState<ReadonlySet<HoldReason>>(() => new Set());

  const enabled = Boolean(intervalMs && intervalMs > 0);
  const playing = enabled && (choice ?? !reducedMotion);
  const running = playing && holds.size === 0;
  useInterval(onTick, running ? (intervalMs ?? null) : null, restartKey);

  const hold = useCallback((reason: HoldReason, on: boolean) => {
    setHolds((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);

  return {
    enabled,
    playing,
    running,
    toggle: () => setChoice(!playing),
    stop: () => setChoice(false),
    hold,
  };
}

/**
 * Holds an autoplay while `target` is off screen: nobody sees it move, and a phone is spared the work (the
 * services strip steps 50 times a second, each step a new frame). Where IntersectionObserver is missing it never holds.
 */
export function useHoldWhileOffscreen(target: RefObject<Element | null>, hold: Autoplay["hold"]): void {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) hold("offscreen", !entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      hold("offscreen", false);
    };
  }, [target, hold]);
}
