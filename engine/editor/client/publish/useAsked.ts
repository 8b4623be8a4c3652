/** One answer of the server for a screen, asked again whenever `watch` changes. */
import { useEffect, useState } from "react";

/** `ask`'s answer; `empty` until it comes, and if it cannot be read (the screen shows nothing rather than an error). */
export function useAsked<T>(ask: () => Promise<T>, empty: T, watch?: unknown): T {
  const [answer, setAnswer] = useState<T>(empty);
  useEffect(() => {
    let current = true;
    ask().then(
      (found) => current && setAnswer(found),
      () => current && setAnswer(empty),
    );
    return () => {
      current = false;
    };
    // Asked again when what it watches changes, not when the caller makes a new `ask` at each render.
  }, [watch]);
  return answer;
}
