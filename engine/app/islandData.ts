/** What a page hands its islands: each island block's data, as inert JSON (the icons they draw are in the page's sprite). */
import type { Block } from "../schema/blocks";

export const ISLAND_DATA_ID = "island-data";

export interface IslandData {
  /** The page file, named if a block fails. */
  file: string;
  /** Island blocks by their index in the page. */
  blocks: Record<number, Block>;
}

/** JSON safe to place inside <script type="application/json">: no "</script>" or "<!--" can break out. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
