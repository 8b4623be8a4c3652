/**
 * The preview of a page whose block has a problem (a field emptied, a new entry not filled in yet) keeps showing
 * that block as it last passed, marked as such, rather than a gap: the person sees where they are. Each block's
 * last shown value is kept by its id; a block that never passed shows the note in its place.
 */
import type { PreviewResult } from "../../model/api";
import { isRecord } from "../../model/values";

export class LastShownBlocks {
  private readonly shown = new Map<string, unknown>();

  /** The preview of `draft` (a page, its blocks named by `ids`), with each unfinished block drawn as it last passed. */
  async preview(draft: unknown, ids: readonly string[], draw: (value: unknown) => Promise<PreviewResult>): Promise<PreviewResult> {
    const result = await draw(draft);
    const blocks = isRecord(draft) && Array.isArray(draft.blocks) ? draft.blocks : undefined;
    if (!blocks || result.blocks.length !== blocks.length) return result;
    const kept: number[] = [];
    blocks.forEach((block, index) => {
      const id = ids[index];
      if (!id) return;
      if (result.blocks[index] === "shown") this.shown.set(id, block);
      else if (this.shown.has(id)) kept.push(index);
    });
    if (!kept.length) return result;
    const substituted = { ...(draft as Record<string, unknown>), blocks: blocks.map((block, index) => (kept.includes(index) ? this.shown.get(ids[index]!) : block)) };
    const again = await draw(substituted);
    return { ...again, kept: kept.filter((index) => again.blocks[index] === "shown") };
  }
}
