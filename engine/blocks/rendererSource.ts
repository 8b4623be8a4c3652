import type { BlockType } from "../schema/blocks";

/** Source file of a block type's renderer, as Vite's manifest names it (for the boot script's list of chunks). No React here: the build imports it. */
export const rendererSource = (type: BlockType) => `engine/blocks/${type}.tsx`;
