/**
 * How long browser tests that are not about the home popup's timing wait for it: the page's
 * start-up plus the configured 2 s. Its timing is checked on a paused clock (chrome.spec.ts);
 * on a crowded CI machine start-up alone can take many times longer, so these allow 30 s.
 */
export const POPUP_SHOWN = { timeout: 30_000 };
