/**
 * Who made a file what it is now, for messages that name people: a person, through the editor ("Sam saved
 * this page at 10:41"), or something outside it (git pull, VS Code), known only by when the file changed.
 */
import { stat } from "node:fs/promises";
import type { Person } from "../people";
import { shownFile, type DocumentFile } from "../projectFiles";
import type { SaveLog } from "./saveLog";

export type ChangedBy =
  /** `you`: the person asking saved it themselves (in another window, or before a reload). */
  | { kind: "person"; name: string; at: string; you: boolean }
  | { kind: "outside"; at: string };

export async function changedBy(saves: SaveLog, document: DocumentFile, version: string, asking: Person | null): Promise<ChangedBy | null> {
  const save = saves.ofVersion(document.file, version);
  if (save) return { kind: "person", name: save.name, at: save.at, you: save.person === asking?.id };
  const info = await stat(shownFile(document)).catch(() => null);
  return info ? { kind: "outside", at: info.mtime.toISOString() } : null;
}
