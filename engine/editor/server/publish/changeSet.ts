/**
 * What Publish would send now: the saved changes since the version the editor stands on, less the files a
 * scheduled publication holds (a price change for April stays out of today's typo fix, and later saves to that
 * page wait for it too), with a fingerprint the Publish screen sends back so what goes live is what it showed.
 */
import type { FileContent } from "./commits";
import { fingerprintOf, readPinned } from "./pin";
import type { PublishRequestRow } from "./requests";
import { changedFiles, resolveCommit, type ChangedFile, type Repository } from "./repository";

export interface ChangeSet {
  head: string | null;
  /** The changes Publish would send. */
  files: ChangedFile[];
  /** Saved changes kept for a scheduled publication: the file, and the publication that holds it. */
  held: { file: string; request: number }[];
  fingerprint: string;
}

export async function changeSetOf(repo: Repository, scheduled: PublishRequestRow[]): Promise<ChangeSet> {
  const head = await resolveCommit(repo, "HEAD");
  const changed = await changedFiles(repo, head);
  const holder = new Map<string, number>();
  for (const row of scheduled) {
    const pinned = row.commit ? await readPinned(repo, row.commit) : null;
    for (const file of pinned?.files ?? []) if (!holder.has(file.file)) holder.set(file.file, row.id);
  }
  const files = changed.filter((file) => !holder.has(file.file));
  const held = changed.filter((file) => holder.has(file.file)).map((file) => ({ file: file.file, request: holder.get(file.file)! }));
  return { head, files, held, fingerprint: fingerprintOf(contents(files)) };
}

export const contents = (files: ChangedFile[]): FileContent[] => files.map(({ file, bytes }) => ({ file, bytes }));

/** Whether everything a pinned request changes is, byte for byte, what `has` holds now (it went live as asked). */
export async function includedIn(repo: Repository, row: PublishRequestRow, has: (file: string) => Promise<Buffer | null>): Promise<boolean> {
  const pinned = row.commit ? await readPinned(repo, row.commit) : null;
  if (!pinned) return false;
  for (const { file, bytes } of pinned.files) {
    const now = await has(file);
    if (bytes === null ? now !== null : now === null || !now.equals(bytes)) return false;
  }
  return true;
}
