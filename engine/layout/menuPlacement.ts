/**
 * Places an open desktop panel under its button with floating-ui (ending at its right edge, as CSS places it), for browsers without CSS anchor positioning
 * (loaded by menuEnhancements.ts only there). Without it, such a panel shows under the header at the right.
 */
// The DOM package itself: the same functions imported from @floating-ui/react bring React along (about 19 KB gzip).
import { computePosition, flip, offset, shift } from "@floating-ui/dom";

export async function placePanel(event: ToggleEvent, root: Document): Promise<void> {
  const panel = event.target as HTMLElement;
  // Closed: back to the style sheet's placement, which a panel shown by hover uses.
  if (event.newState !== "open") return panel.removeAttribute("style");
  const button = root.querySelector(`[popovertarget="${panel.id}"]`);
  if (!button) return;
  const { x, y } = await computePosition(button, panel, { strategy: "fixed", placement: "bottom-end", middleware: [offset(6), flip(), shift({ padding: 8 })] });
  Object.assign(panel.style, { left: `${x}px`, top: `${y}px`, right: "auto" });
}
