/**
 * Runs `task` for the latest value only: while one run is under way, changes wait, and when it ends the
 * newest of them runs next (those in between are skipped). So the preview follows typing as closely as the
 * server allows without piling up requests. `delay` waits for a pause first (the checks, which are slower).
 */
import { useEffect, useRef } from "react";

export function useLatest<V, R>(value: V | undefined, task: (value: V) => Promise<R>, done: (result: R, value: V) => void, delay = 0): void {
  const state = useRef({ running: false, waiting: undefined as V | undefined, timer: 0 as unknown as ReturnType<typeof setTimeout> | 0 });
  const latest = useRef({ task, done });
  latest.current = { task, done };

  useEffect(() => {
    if (value === undefined) return;
    const current = state.current;
    const start = (next: V) => {
      current.running = true;
      latest.current
        .task(next)
        .then((result) => latest.current.done(result, next))
        .catch(() => {}) // a failed run is followed by the next change's
        .finally(() => {
          current.running = false;
          const waiting = current.waiting;
          current.waiting = undefined;
          if (waiting !== undefined) start(waiting);
        });
    };
    const request = () => {
      if (current.running) current.waiting = value;
      else start(value);
    };
    if (delay > 0) {
      clearTimeout(current.timer as ReturnType<typeof setTimeout>);
      current.timer = setTimeout(request, delay);
      return () => clearTimeout(current.timer as ReturnType<typeof setTimeout>);
    }
    request();
  }, [value, delay]);
}
