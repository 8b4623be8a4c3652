/**
 * What stands for a page's checked data when the build asks whether the page changed: the hashes of the outcomes
 * its data was made from (its own file's and those of the shared blocks it shows, as kept on disk: diskCache.ts).
 * The same outcomes give the same data, so a page whose identity is the one it had is not hashed again (JSON of
 * 4,000 pages' data on every build). A page without one (the editor's in-memory checks, an outcome not kept,
 * the pages the engine makes for locations) is fingerprinted by its data, as before.
 */
import { isSharedRef } from "../../schema/sharedBlock";
import type { SharedEntry } from "../shared";

/** Keyed by the page's data as validateProject hands it out (not a field of it: results are compared and copied). */
const identities = new WeakMap<object, string>();

export const identityOf = (page: object): string | undefined => identities.get(page);

/**
 * Notes `page`'s identity: `file`'s outcome, and for each shared block it shows, in order, that block's file and
 * outcome. None when any of them is not kept.
 */
export function noteIdentity(
  page: object,
  file: string,
  blocks: readonly unknown[],
  shared: ReadonlyMap<string, SharedEntry>,
  outcomes: ReadonlyMap<string, string>,
): void {
  const own = outcomes.get(file);
  if (own === undefined) return;
  const parts: string[] = [file, own];
  for (const block of blocks) {
    if (!isSharedRef(block)) continue;
    const target = shared.get(String(block.ref));
    const outcome = target && outcomes.get(target.file);
    if (outcome === undefined) return;
    parts.push(target!.file, outcome);
  }
  // As it is, not hashed: the build hashes it into the page's fingerprint (one hash per page, not two).
  identities.set(page, parts.join("\0"));
}
