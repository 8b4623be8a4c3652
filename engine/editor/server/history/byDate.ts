/**
 * Putting back by date: the live version in force at a moment staff name in UK time (the last publication on the
 * live branch at or before it), which the existing put-back (restorePlan.ts) then restores as it was just after
 * that publication. A date before the first publication, or still to come, is answered in words.
 */
import { gitText } from "../publish/git";
import type { PublishSite } from "../publish/publication";
import { fromUkTime, ukTimeInWords } from "../../model/ukTime";
import { HistoryRefusal, liveCommit, requireRepository } from "./history";

export interface VersionOnDate {
  /** The publication in force then. */
  commit: string;
  /** The moment asked about, and in words ("Sunday 28 March 2027 at 09:00"). */
  on: string;
  onInWords: string;
}

/** "2027-03-28" (the end of that day) or "2027-03-28T09:00" (that minute), UK time; null when neither. */
export function momentOf(text: unknown): Date | null {
  if (typeof text !== "string") return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return fromUkTime(`${text}T23:59:59`);
  return fromUkTime(text);
}

/** The live version in force at `text` (UK time), refused in words when there is none or the moment is still to come. */
export async function versionOnDate(site: PublishSite, text: unknown, now: Date = new Date()): Promise<VersionOnDate> {
  const moment = momentOf(text);
  if (!moment) throw new HistoryRefusal("Give a date (and, if you like, a time) to put back to.");
  const repo = await requireRepository(site);
  const live = await liveCommit(repo, site);
  if (!live) throw new HistoryRefusal("Nothing has been published yet, so there is nothing to put back.");
  const onInWords = typeof text === "string" && !text.includes("T") ? dayOnly(ukTimeInWords(moment)) : ukTimeInWords(moment);
  if (moment.getTime() > now.getTime()) throw new HistoryRefusal(`${onInWords} has not come yet. Choose a date in the past to see the site as it was then.`);
  // The live branch's own line of versions (first parents), newest first: the first one published by then.
  const lines = (await gitText(repo.top, ["log", "--first-parent", "-n5000", "--format=%H%x1f%cI", live])).split("\n").filter(Boolean);
  let first = "";
  for (const line of lines) {
    const [commit = "", at = ""] = line.split("\x1f");
    first = at;
    if (new Date(at).getTime() <= moment.getTime()) return { commit, on: moment.toISOString(), onInWords };
  }
  throw new HistoryRefusal(`The site was first published on ${ukTimeInWords(new Date(first))}, after ${onInWords}, so there is no earlier version to put back. Choose a later date.`);
}

/** "Wednesday 15 April 2026 at 09:00" -> "Wednesday 15 April 2026" (cut at the first " at ", without a pattern to rescan). */
function dayOnly(words: string): string {
  const at = words.indexOf(" at ");
  return at < 0 ? words : words.slice(0, at);
}
