/**
 * What a person typed and has not saved, kept per person and page: sent by the editor a few seconds after
 * typing and when the page is left, offered back when the page is opened again. A person only ever reads
 * their own drafts. Saving the page clears the draft.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";

/** At most this many pages with a draft per person, and this many bytes of drafts: a person types into a few pages at a time. */
export const DRAFTS_PER_PERSON = 50;
export const DRAFT_BYTES_PER_PERSON = 20 * 1024 * 1024;

export interface Draft {
  value: unknown;
  /** The version of the file the person was editing (projectFiles versionOf), null for a file not yet there. */
  baseVersion: string | null;
  /** The file's value at that version, when known: the base of a merge if the file changed since. */
  baseValue: unknown;
  updatedAt: string;
}

interface DraftRow {
  value: string;
  base_version: string | null;
  base_value: string | null;
  updated_at: string;
}

export class DraftStore {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  keep(person: string, file: string, draft: Omit<Draft, "updatedAt">, at = new Date().toISOString()): string {
    this.db
      .prepare(`INSERT INTO drafts (person, file, value, base_version, base_value, updated_at) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (person, file) DO UPDATE SET value = excluded.value, base_version = excluded.base_version, base_value = excluded.base_value, updated_at = excluded.updated_at`)
      .run(person, file, JSON.stringify(draft.value), draft.baseVersion, draft.baseValue === undefined ? null : JSON.stringify(draft.baseValue), at);
    return at;
  }

  /** How many drafts `person` keeps, and their size in bytes, leaving out their draft of `except`. */
  usage(person: string, except: string): { count: number; bytes: number } {
    const row = this.db.prepare("SELECT COUNT(*) AS count, COALESCE(SUM(LENGTH(value) + COALESCE(LENGTH(base_value), 0)), 0) AS bytes FROM drafts WHERE person = ? AND file != ?").get(person, except) as { count: number; bytes: number };
    return { count: row.count, bytes: row.bytes };
  }

  get(person: string, file: string): Draft | null {
    const row = this.db.prepare("SELECT value, base_version, base_value, updated_at FROM drafts WHERE person = ? AND file = ?").get(person, file) as DraftRow | undefined;
    if (!row) return null;
    return { value: JSON.parse(row.value), baseVersion: row.base_version, baseValue: row.base_value === null ? undefined : JSON.parse(row.base_value), updatedAt: row.updated_at };
  }

  /** The base value the person's draft of `file` keeps for `version`, if it is that version's. */
  baseValueOf(person: string, file: string, version: string): unknown {
    const draft = this.get(person, file);
    return draft?.baseVersion === version ? draft.baseValue : undefined;
  }

  clear(person: string, file: string): void {
    this.db.prepare("DELETE FROM drafts WHERE person = ? AND file = ?").run(person, file);
  }

  /** A page moved or deleted: its drafts go with it (everyone's). */
  clearFile(file: string): void {
    this.db.prepare("DELETE FROM drafts WHERE file = ?").run(file);
  }
}
