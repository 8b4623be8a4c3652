/**
 * When a form first became usable in this tab, kept in sessionStorage beside its draft: a visitor whose
 * page reloaded and who sends the restored draft at once has still taken their time over it, and must not
 * be taken for a robot (the receivers drop what comes faster than MIN_FILL_MS).
 */
const key = (kind: string) => `site-form-started:${kind}`;

/** Records the start once (the first time the form is usable in this tab). */
export function noteFormStarted(kind: string, now = Date.now()): void {
  try {
    if (!window.sessionStorage.getItem(key(kind))) window.sessionStorage.setItem(key(kind), String(now));
  } catch {
    // Storage switched off: the time counts from this page instead (see msSinceStarted).
  }
}

const pageStart = Date.now();

/** Milliseconds since the form was first usable in this tab. */
export function msSinceStarted(kind: string, now = Date.now()): number {
  let started = pageStart;
  try {
    started = Number(window.sessionStorage.getItem(key(kind))) || pageStart;
  } catch {
    // as above
  }
  return Math.max(0, now - started);
}

/** Forgets the start once the form is sent, as its draft is. */
export function clearFormStarted(kind: string): void {
  try {
    window.sessionStorage.removeItem(key(kind));
  } catch {
    // as above
  }
}
