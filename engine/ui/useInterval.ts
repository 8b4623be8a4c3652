/**
 * Calls `callback` every `delayMs` milliseconds; `null` stops it. Changing
 * `restartKey` starts the countdown again (a carousel restarts it after a
 * manual move, so the next slide does not arrive a moment after a click).
 */
import { useEffect, useRef } from "react";

export function useInterval(callback: () => void, delayMs: number | null, restartKey?: unknown): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === null || delayMs <= 0) return;
    const id = window.setInterval(() => latest.current(), delayMs);
    return () => window.clearInterval(id);
  }, [delayMs, restartKey]);
}
