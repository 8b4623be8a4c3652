/**
 * Shared blocks (pages/_shared/<name>.json, referenced as { "ref": "shared/<name>" }):
 * finding their files, replacing references by the blocks, and who uses what.
 */
import { join } from "node:path";
import { listJsonFiles } from "./files";
import { SHARED_FOLDER, isSharedRef, refForSharedFile } from "../schema/sharedBlock";
import type { Block } from "../schema/blocks";
import type { Page, ParsedPage } from "../schema/page";

export interface SharedEntry {
  /** pages/_shared/… path relative to the project root. */
  file: string;
  /** How pages refer to it: "shared/closing-cta". */
  ref: string;
  /** The block, defaults filled in; undefined while the file has problems. */
  block?: Block;
  /** Every place a page refers to it, in page order. */
  usedBy: { file: string; where: string }[];
}

/** Every .json file in pages/_shared/, relative to pages/ ("_shared/closing-cta.json"), sorted. */
export function listSharedFiles(pagesDir: string): string[] {
  return listJsonFiles(join(pagesDir, SHARED_FOLDER)).map((file) => `${SHARED_FOLDER}/${file}`);
}

export function sharedEntriesFor(sharedFiles: readonly string[]): Map<string, SharedEntry> {
  return new Map(sharedFiles.map((relative) => [refForSharedFile(relative), { file: `pages/${relative}`, ref: refForSharedFile(relative), usedBy: [] }]));
}

/**
 * The page with each reference replaced by the block it points at, recording the
 * use. Undefined when a referenced block has problems of its own (reported
 * against its file), so a page is never built with a block missing.
 */
export function resolveSharedRefs(page: ParsedPage, file: string, shared: Map<string, SharedEntry>): Page | undefined {
  let complete = true;
  const blocks = page.blocks.map((entry, index) => {
    if (!isSharedRef(entry)) return entry as Block;
    const target = shared.get(String(entry.ref));
    target?.usedBy.push({ file, where: `blocks[${index}]` });
    if (!target?.block) complete = false;
    return target?.block as Block;
  });
  return complete ? { ...page, blocks } : undefined;
}

/** For "npm run validate -- --usage": each shared block and the pages that show it. */
export function formatSharedUsage(shared: readonly SharedEntry[]): string {
  if (!shared.length) return "There are no shared blocks (pages/_shared/ holds no .json files).";
  const lines = ["Shared blocks and where they are used:"];
  for (const entry of shared) {
    const uses = entry.usedBy.length;
    lines.push(`  ${entry.ref} (${entry.file}): ${uses ? `used ${uses === 1 ? "once" : `${uses} times`}` : "not used by any page"}`);
    for (const use of entry.usedBy) lines.push(`    ${use.file} › ${use.where}`);
  }
  return lines.join("\n");
}
