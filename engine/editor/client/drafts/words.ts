/** How drafts and other people's changes are put in words: who, what and when, on the 24-hour clock the editor's help uses. */
import type { ChangedBy, DocumentKind } from "../../model/api";
import { api } from "../api";

/** "10:41" today, "10:41 on 3 May" another day. */
export function timeOf(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  if (at.toDateString() === now.toDateString()) return time;
  return `${time} on ${at.toLocaleDateString("en-GB", { day: "numeric", month: "long" })}`;
}

/** "this page", "the practice details", "this shared block". */
export function documentNoun(kind: DocumentKind | undefined): string {
  return kind === "site" ? "the practice details" : kind === "shared" ? "this shared block" : "this page";
}

/** "Sam saved this page at 10:41", "You saved this page at 10:41 in another window", "This page was changed outside the editor at 10:41". */
export function changedByWords(by: ChangedBy, kind?: DocumentKind): string {
  const noun = documentNoun(kind);
  const time = timeOf(by.at);
  if (by.kind === "outside") return `${capitalise(noun)} was changed outside the editor (in VS Code, or by git) at ${time}`;
  if (by.you) return `You saved ${noun} at ${time}, in another window`;
  return `${by.name} saved ${noun} at ${time}`;
}

/** "Sam's version", "Your other window's version", "The version on disk". */
export function theirVersionName(by: ChangedBy | null | undefined): string {
  if (!by || by.kind === "outside") return "The version now in the file";
  return by.you ? "Your version from the other window" : `${by.name}'s version`;
}

/** A field's value shown to a person: texts as they are, lists line by line, anything else briefly. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length ? value.map((entry) => `• ${summary(entry)}`).join("\n") : "(an empty list)";
  return summary(value);
}

/** One line for an entry of a list: its heading, title, label or first text. */
function summary(value: unknown): string {
  if (typeof value !== "object" || value === null) return shownValue(value);
  const record = value as Record<string, unknown>;
  for (const key of ["heading", "title", "label", "question", "name", "text", "ref", "type"]) {
    const field = record[key];
    if (typeof field === "string" && field) return field;
    if (Array.isArray(field) && typeof field[0] === "string") return field[0];
  }
  return Object.values(record).filter((field) => typeof field === "string").join(", ") || "(an entry)";
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** After a save that merged in someone else's change: " Sam saved this page at 10:41, since you opened it; both changes are kept." */
export function mergedNotice(mergedWith: string | undefined, by: ChangedBy | null | undefined, kind?: DocumentKind): string {
  if (!mergedWith) return "";
  if (!by) return ` ${capitalise(documentNoun(kind))} was changed since you opened it; those changes are kept too.`;
  return ` ${changedByWords(by, kind)}, since you opened it; both your changes and theirs are kept.`;
}

/** The file changed while nothing was unsaved, and is shown again: who changed it. */
export async function reloadedNotice(file: string, kind?: DocumentKind): Promise<string> {
  const { by } = await api.changedBy(file).catch(() => ({ by: null }));
  return `${by ? changedByWords(by, kind) : `${capitalise(documentNoun(kind))} was changed`}; the editor now shows the new version.`;
}

/** Added to that: the fields whose words changed ("What changed: Hero (block 1): Heading"); where both changed one, the words there are theirs. */
export function replacedNotice(places: string | undefined): string {
  return places ? ` What changed: ${places}.` : "";
}
