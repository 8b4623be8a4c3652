/**
 * State of a before/after slider: a position from 0 to 100 (%), moved by
 * pointer (mouse, pen and touch, captured so a drag continues outside the
 * frame) or by keyboard on the handle (arrows ±step, Page keys ±2×step, Home/End).
 */
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Where each key moves the handle (the usual slider keys, as in the ARIA practices). */
function keyMoves(step: number): Record<string, (value: number) => number> {
  return {
    ArrowLeft: (v) => v - step,
    ArrowDown: (v) => v - step,
    ArrowRight: (v) => v + step,
    ArrowUp: (v) => v + step,
    PageDown: (v) => v - step * 2,
    PageUp: (v) => v + step * 2,
    Home: () => 0,
    End: () => 100,
  };
}

export function useRevealSlider(initial = 50, step = 5) {
  const [value, setValue] = useState(initial);
  const dragging = useRef(false);

  const moveTo = useCallback((event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width > 0) setValue(clamp(Math.round(((event.clientX - rect.left) / rect.width) * 100)));
  }, []);

  const frameProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      dragging.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      moveTo(event);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (dragging.current) moveTo(event);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      dragging.current = false;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel() {
      dragging.current = false;
    },
  };

  const handleProps = {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = keyMoves(step)[event.key];
      if (!next) return;
      event.preventDefault();
      setValue((v) => clamp(next(v)));
    },
  };

  return { value, frameProps, handleProps };
}
