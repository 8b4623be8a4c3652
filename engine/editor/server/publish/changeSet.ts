/**
 * What Publish would send now: the saved changes since the version the editor stands on, less what a scheduled
 * publication holds (a price change for April stays out of today's typo fix), with a fingerprint the Publish
 * screen sends back so what goes live is what it showed. A page saved again after it was pinned for a date is a
 * change of its own: live's page with only the later change applied (field by field), so December's fee can go
 * live now while April's stays scheduled; the same field changed again cannot be separated and is listed so.
 */
import { jsonPath, type PathSegment } from "../../../content/validate/problem";
import { mergeThreeWay, sameValue } from "../drafts/merge";
import { rewriteJson } from "../rewrite";
import type { FileContent } from "./commits";
import { fingerprintOf, readPinned } from "./pin";
import type { PublishRequestRow } from "./requests";
import { changedFiles, resolveCommit, type ChangedFile, type Repository } from "./repository";

export interface ChangeSet {
  head: string | null;
  /** The changes Publish would send. */
  files: LaterChange[];
  /** Saved changes kept for a scheduled publication: the file, and the publication that holds it. */
  held: { file: string; request: number }[];
  /** Pages saved again in a field the scheduled set changes too: they go with that set or not at all. */
  tangled: { file: string; request: number; fields: string[]; paths: PathSegment[][] }[];
  fingerprint: string;
}

/** A change; `laterThan` when it was saved after the page was pinned for a date, and goes without that set. */
export type LaterChange = ChangedFile & { laterThan?: number };

export async function changeSetOf(repo: Repository, scheduled: PublishRequestRow[]): Promise<ChangeSet> {
  const head = await resolveCommit(repo, "HEAD");
  const changed = await changedFiles(repo, head);
  const holder = new Map<string, { request: number; bytes: Buffer | null }>();
  for (const row of scheduled) {
    const pinned = row.commit ? await readPinned(repo, row.commit) : null;
    for (const file of pinned?.files ?? []) if (!holder.has(file.file)) holder.set(file.file, { request: row.id, bytes: file.bytes });
  }
  const files: LaterChange[] = [];
  const held: ChangeSet["held"] = [];
  const tangled: ChangeSet["tangled"] = [];
  for (const file of changed) {
    const holds = holder.get(file.file);
    if (!holds) files.push(file);
    else if (sameBytes(file.bytes, holds.bytes)) held.push({ file: file.file, request: holds.request });
    else {
      const later = laterChange(file, holds.bytes);
      if (later === "tangled") tangled.push({ file: file.file, request: holds.request, fields: [jsonPath([])], paths: [[]] });
      else if (Array.isArray(later)) tangled.push({ file: file.file, request: holds.request, fields: later.map(jsonPath), paths: later });
      else if (later) files.push({ ...later, laterThan: holds.request });
      // null: live already has the later change (published separately); only the set's change is left, held.
      else held.push({ file: file.file, request: holds.request });
    }
  }
  return { head, files, held, tangled, fingerprint: fingerprintOf(contents(files)) };
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));

/**
 * Live's version (`file.before`) with the change from the pinned bytes to the working ones applied: a JSON
 * three-way merge at field level. The places of a clash when the later change touches a field the set changes
 * too; "tangled" when it cannot be read as JSON (a picture, a file removed); null when it changes nothing on live.
 */
function laterChange(file: ChangedFile, pinned: Buffer | null): ChangedFile | PathSegment[][] | "tangled" | null {
  const [base, theirs, mine] = [pinned, file.before, file.bytes].map(parsed);
  if (base === undefined || theirs === undefined || mine === undefined) return "tangled";
  const merged = mergeThreeWay(base, theirs, mine);
  if (merged.conflicts.length) return merged.conflicts.map(({ path }) => path);
  if (sameValue(theirs, merged.value)) return null;
  // Live's text with only the changed values' text rewritten, as a save writes it.
  return { ...file, bytes: Buffer.from(rewriteJson(file.before!.toString("utf8"), theirs, merged.value)) };
}

function parsed(bytes: Buffer | null): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
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
