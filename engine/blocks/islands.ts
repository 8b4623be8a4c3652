/**
 * Which blocks need scripts in the browser, and when they start. Every other block is HTML and CSS
 * only: it works from the moment it is painted and ships no JavaScript. An island is hydrated on its
 * own (engine/app/entry-client.ts): when it comes near the screen or is first touched, or, for the
 * offer pop-up, as soon as the page has started (its timer counts from the page being shown).
 */
import type { Block } from "../schema/blocks";

export type IslandWake = "visible" | "load";

export function islandWake(block: Block): IslandWake | null {
  switch (block.type) {
    case "carousel":
    case "reviews":
    case "servicesStrip":
    case "beforeAfter":
    case "teamGrid":
    case "video":
    case "form":
      return "visible";
    case "servicesGrid":
      return block.layout === "carousel" ? "visible" : null;
    case "hero":
      // The background video is added only where motion is allowed, and has a pause button.
      return block.video ? "visible" : null;
    case "popup":
      return "load";
    default:
      return null;
  }
}

/** An island starts loading this far (in CSS pixels) before it scrolls into view, so it is usually ready when seen. */
export const NEAR_SCREEN_PX = 300;

/** Each island is its own React root; its ids (useId) carry this prefix on the server and in the browser alike. */
export const islandIdPrefix = (index: number) => `i${index}-`;
