/**
 * A kept page's blocks, read only when something asks for them (issue 51, point 3).
 *
 * At 4,000 pages the kept outcomes are 14 MB of JSON, and a one-page change parsed all of them, though the build
 * then draws one page and the checks that look across pages want only a few block types (forms, team grids) or one
 * page (the complaints page). So diskCache.ts keeps each page's blocks aside, and what validateProject hands out
 * for a page found unchanged has its other fields as they are and its `blocks` read when first asked for. What
 * stands for the blocks meanwhile is their shapes: each shared block's reference as written (so the shared
 * blocks' uses and the page's identity are known) and each other block's type (so a check looking for one type
 * passes over a page without it: `mayHoldBlock`). The page is otherwise the same object a cold run gives: the same
 * fields in the same order, the blocks read back exactly as they were checked (diskCache.ts keeps only what reads
 * back the same), `JSON.stringify`, copies and worker threads see them as plain data.
 */
import type { Page } from "../../schema/page";
import type { SharedEntry } from "../shared";

/** What stands for a kept block until it is read: a shared block's reference as written, or the block's type. */
export type BlockShape = string | { ref: unknown };

/** The block types a kept page shows (its shared blocks' included), for pages whose blocks are not read yet. */
const typesOf = new WeakMap<object, ReadonlySet<string>>();

let pagesRead = 0;

/** How many kept pages' blocks have been read in this process (for the tests and the benchmark). */
export const keptPagesRead = () => pagesRead;

/** `blocks` written over (nothing does today): a field like any other from then on. */
function writeBlocks(this: object, value: unknown) {
  typesOf.delete(this);
  Object.defineProperty(this, "blocks", { value, writable: true, enumerable: true, configurable: true });
}

/** The same test as the schema's isSharedRef, without loading the schema (this runs in the renderers' bundle too). */
const isRef = (block: unknown): block is { ref: unknown } => typeof block === "object" && block !== null && !Array.isArray(block) && "ref" in block;

/** The blocks as kept in an entry: their shapes (the blocks themselves are kept aside). */
export function shapesOf(blocks: readonly unknown[]): BlockShape[] {
  return blocks.map((block) => (isRef(block) ? block : String((block as { type?: unknown }).type)));
}

/**
 * False only when `page` is a kept page none of whose blocks is of `type`: a check looking for that type can pass
 * over it without reading its blocks. True for every other page.
 */
export const mayHoldBlock = (page: object, type: string): boolean => typesOf.get(page)?.has(type) ?? true;

/**
 * A kept page with its shared blocks in place, as resolveSharedRefs (../shared.ts) makes it from a checked page,
 * noting each use of a shared block the same way; undefined when a shared block it shows is missing or broken.
 * `kept` is the checked page with the shapes in place of its blocks; `blocks()` reads the blocks themselves.
 */
export function keptPage(kept: Record<string, unknown> & { blocks: BlockShape[] }, file: string, shared: ReadonlyMap<string, SharedEntry>, blocks: () => unknown[]): Page | undefined {
  const types = new Set<string>();
  let complete = true;
  kept.blocks.forEach((shape, index) => {
    if (!isRef(shape)) return void types.add(shape);
    const target = shared.get(String(shape.ref));
    target?.usedBy.push({ file, where: `blocks[${index}]` });
    if (target?.block) types.add(target.block.type);
    else complete = false;
  });
  if (!complete) return undefined;
  let read: unknown[] | undefined;
  const readBlocks = () => {
    if (read) return read;
    pagesRead++;
    read = blocks().map((block) => (isRef(block) ? shared.get(String(block.ref))!.block : block));
    return read;
  };
  // The kept fields in their order, then `blocks` turned, in its place, into a field read when first asked for.
  const page: Record<string, unknown> = { ...kept };
  Object.defineProperty(page, "blocks", { get: readBlocks, set: writeBlocks, enumerable: true, configurable: true });
  typesOf.set(page, types);
  return page as unknown as Page;
}
