/**
 * How long browser tests that are not about the home popup's timing wait for it: the page's
 * start-up plus the configured 2 s. Its timing is checked on a paused clock (chrome.spec.ts);
 * on a busy CI machine start-up alone once took over 3 s, so these allow 10 s.
 */
export const POPUP_SHOWN = { timeout: 10_000 };
