/** What a page hands its islands: each island block's data and the icons they draw, as inert JSON. */
import type { Block } from "../schema/blocks";
import type { IconDrawings } from "../ui/icons";

export const ISLAND_DATA_ID = "island-data";

export interface IslandData {
  /** The page file, named if a block fails. */
  file: string;
  /** Island blocks by their index in the page. */
  blocks: Record<number, Block>;
  icons: IconDrawings;
}

/** JSON safe to place inside <script type="application/json">: no "</script>" or "<!--" can break out. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
