/**
 * What waits, page by page, and why, in words (issue 48.2): a saved change held for a publication on a date, one
 * a waiting request for approval holds, one the gate would refuse until a problem is fixed, and a change saved
 * after its page was scheduled (it goes separately, or cannot be separated from the scheduled one). The page
 * list, the page's form and the Publish screen all show this one answer, so none of them says "nothing to
 * publish" while something saved is held.
 */
import type { PathSegment } from "../../../content/validate/problem";
import { placeWords } from "../../model/placeWords";
import { ukTimeInWords } from "../../model/ukTime";
import { modelOf } from "../history/history";
import type { EditorContext } from "../routing";
import type { ChangeSet } from "./changeSet";
import { readPinned } from "./pin";
import { publishSiteOf } from "./publishContext";
import type { PublishRequestRow } from "./requests";
import type { Repository } from "./repository";
import { readPublishingSettings, dataFolderOf } from "./settings";
import { describeFile } from "./words";

export type WaitReason = "date" | "approval" | "problem" | "later" | "tangled";

export interface WaitingChange {
  file: string;
  /** The page's name as the page list shows it. */
  name: string;
  why: WaitReason;
  /** The request it waits for, or (later, tangled) the scheduled one it was saved after. */
  request?: number;
  /** When that publication goes live (ISO), for a date. */
  when?: string;
  /** Short, for a badge: "Waits for 1 April". */
  badge: string;
  /** The whole story in words. */
  words: string;
}

/** The day of a publication in words, as staff say it: "1 April" ("Thursday 1 April 2027 at 00:00" without the rest). */
export const dayOf = (iso: string) => ukTimeInWords(new Date(iso)).split(" at ")[0]!.replace(/^\S+ /, "").replace(/ \d{4}$/, "");

export async function whatWaits(context: EditorContext, repo: Repository, set: ChangeSet, scheduled: PublishRequestRow[], waiting: PublishRequestRow[]): Promise<WaitingChange[]> {
  const site = publishSiteOf(context);
  const nameOf = (file: string, before: Buffer | null = null, after: Buffer | null = null) => describeFile(context.models, context.siteName, file, before, after).name;
  const rowOf = (id: number) => scheduled.find((row) => row.id === id);
  const out: WaitingChange[] = [];
  for (const entry of set.held) {
    const row = rowOf(entry.request);
    const when = row?.publishAt ?? undefined;
    const day = when ? dayOf(when) : "its date";
    out.push({
      file: entry.file, name: nameOf(entry.file), why: "date", request: entry.request, when, badge: `Waits for ${day}`,
      words: `Waits for the publication on ${when ? ukTimeInWords(new Date(when)) : "its date"} ("${row?.message.split("\n")[0] ?? ""}", scheduled by ${row?.name ?? "someone"}).`,
    });
  }
  for (const file of set.files) {
    if (file.laterThan === undefined) continue;
    const row = rowOf(file.laterThan);
    const day = row?.publishAt ? dayOf(row.publishAt) : "its date";
    out.push({
      file: file.file, name: nameOf(file.file, file.before, file.bytes), why: "later", request: file.laterThan, when: row?.publishAt ?? undefined, badge: "Ready to publish",
      words: `Your later change to ${nameOf(file.file, file.before, file.bytes)} is not part of the publication on ${day} ("${row?.message.split("\n")[0] ?? ""}"): it goes live when you publish, on its own, unless you add it to that publication (the Publish screen asks which).`,
    });
  }
  for (const entry of set.tangled) {
    const row = rowOf(entry.request);
    const day = row?.publishAt ? dayOf(row.publishAt) : "its date";
    const places = placesOf(site, entry.file, entry.paths, await readPinnedValue(repo, row, entry.file));
    out.push({
      file: entry.file, name: nameOf(entry.file), why: "tangled", request: entry.request, when: row?.publishAt ?? undefined, badge: `Waits for ${day}`,
      words: `Your later change to ${places.join(", ")} changes what the publication on ${day} changes too, so it cannot go live on its own: it waits for ${day}, or join that publication.`,
    });
  }
  for (const row of waiting) {
    const pinned = row.commit ? await readPinned(repo, row.commit) : null;
    for (const { file } of pinned?.files ?? []) {
      out.push({ file, name: nameOf(file), why: "approval", request: row.id, badge: "Waits for approval", words: `Waits for an owner's approval: ${row.name} asked for it to be published ("${row.message.split("\n")[0]}").` });
    }
  }
  const sent = new Set(set.files.map((file) => file.file));
  const { build } = readPublishingSettings(dataFolderOf(context.db));
  // A context without the checker (a tool's, a test's) has no kept findings to tell.
  for (const problem of (context.checker as EditorContext["checker"] | undefined)?.beforePublishing(build) ?? []) {
    if (!sent.has(problem.file)) continue;
    out.push({ file: problem.file, name: nameOf(problem.file), why: "problem", badge: "Waits for a fix", words: `Cannot be published until this is fixed: ${problem.place}: ${problem.message}` });
  }
  return out;
}

async function readPinnedValue(repo: Repository, row: PublishRequestRow | undefined, file: string): Promise<unknown> {
  const pinned = row?.commit ? await readPinned(repo, row.commit) : null;
  const bytes = pinned?.files.find((entry) => entry.file === file)?.bytes;
  try {
    return bytes ? JSON.parse(bytes.toString("utf8")) : undefined;
  } catch {
    return undefined;
  }
}

function placesOf(site: ReturnType<typeof publishSiteOf>, file: string, paths: PathSegment[][], document: unknown): string[] {
  const name = describeFile(site.models, site.siteName, file, null, null).name;
  return paths.map((path) => (path.length ? placeWords(modelOf(site, file), document, path) : undefined) ?? name);
}
