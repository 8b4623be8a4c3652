/** Words a finding the way the validator words a problem: "block 4 (FAQ), question 2: …". */
import { describePlace } from "../validate/place";
import { jsonPath, type PathSegment } from "../validate/problem";
import type { Block } from "../../schema/blocks";
import { mayHoldBlock } from "../validate/lazyPages";
import type { Finding, LintInput } from "./types";

/** A block as written in one file: in a page's "blocks" list, or on its own in pages/_shared/. */
export interface BlockSite {
  file: string;
  /** The document the path starts from: the page, or the shared block itself. */
  document: unknown;
  /** The path from the document to the block: ["blocks", 3], or [] for a shared block. */
  prefix: PathSegment[];
  block: Block;
  sharedBlock: boolean;
}

/**
 * Every block once, in the file where it is written: a page's own blocks, and
 * each shared block in its shared file (not again in every page that uses it).
 * With `type`, only the blocks of that type: a page kept on disk without one is passed over without reading its
 * blocks (validate/lazyPages.ts), so a check across the site looking for forms reads only the pages that have one.
 */
export function blocksAsWritten(input: LintInput, type?: Block["type"]): BlockSite[] {
  const references = new Set(input.shared.flatMap((entry) => entry.usedBy.map((use) => `${use.file} ${use.where}`)));
  const sites: BlockSite[] = [];
  for (const { file, page } of input.pages) {
    if (type !== undefined && !mayHoldBlock(page, type)) continue;
    page.blocks.forEach((block, index) => {
      if (type !== undefined && block.type !== type) return;
      if (!references.has(`${file} blocks[${index}]`)) sites.push({ file, document: page, prefix: ["blocks", index], block, sharedBlock: false });
    });
  }
  for (const entry of input.shared) {
    if (entry.block && (type === undefined || entry.block.type === type)) sites.push({ file: entry.file, document: entry.block, prefix: [], block: entry.block, sharedBlock: true });
  }
  return sites;
}

/** A finding at `path` in `document`; the place names the parent when the path ends in a field name. */
export function findingAt(file: string, document: unknown, path: readonly PathSegment[], reason: string, sharedBlock = false): Finding {
  const parent = typeof path[path.length - 1] === "string" ? path.slice(0, -1) : path;
  const place = describePlace(document, parent, { sharedBlock });
  return { file, where: jsonPath(path), message: place ? `${place}: ${reason}` : reason, path };
}

/** A finding inside a block, at `path` relative to the block. */
export function findingInBlock(site: BlockSite, path: readonly PathSegment[], reason: string): Finding {
  return findingAt(site.file, site.document, [...site.prefix, ...path], reason, site.sharedBlock);
}
