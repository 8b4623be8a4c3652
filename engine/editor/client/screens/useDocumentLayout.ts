/**
 * Two behaviours of the document screen on any screen: a message that needs nothing done clears itself, and
 * while a box has the keyboard the bars at the top draw back (html.typing; editor.css, on a phone).
 */
import { useEffect } from "react";

/** How long a message that needs nothing done stays on the screen. */
const NOTICE_SHOWN_MS = 8000;
/** How long the bars stay drawn back after a box loses the keyboard (a press on Save lands first). */
const TYPING_LINGERS_MS = 600;

/** A problem stays until it is dealt with; anything else clears after a while. */
export function useNoticeClears(notice: { tone: string } | null, clear: () => void) {
  useEffect(() => {
    if (!notice || notice.tone === "error") return;
    const timer = setTimeout(clear, NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
    // Only a new notice starts the clock again (`clear` is a new function on every draw).
  }, [notice]);
}

export function useTypingLayout() {
  useEffect(() => {
    const typed = (target: EventTarget | null) => target instanceof HTMLElement && !!target.closest(".form-column") && target.matches("input, textarea, select, [contenteditable]");
    const focusIn = (event: FocusEvent) => {
      if (typed(event.target)) document.documentElement.classList.add("typing");
    };
    // Drawn back a moment later, so a press on Save that takes the focus lands before the bars move.
    let later: ReturnType<typeof setTimeout> | undefined;
    const focusOut = () => {
      clearTimeout(later);
      later = setTimeout(() => {
        if (typed(document.activeElement) || !document.documentElement.classList.contains("typing")) return;
        document.documentElement.classList.remove("typing");
        // The app's bar comes back above the document's: the control that has the focus stays in view below both.
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && focused !== document.body) requestAnimationFrame(() => requestAnimationFrame(() => focused.scrollIntoView({ block: "nearest" }))); // once the bar's height is measured again
      }, TYPING_LINGERS_MS);
    };
    document.addEventListener("focusin", focusIn);
    document.addEventListener("focusout", focusOut);
    return () => {
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("focusout", focusOut);
      clearTimeout(later);
      document.documentElement.classList.remove("typing");
    };
  }, []);
}
