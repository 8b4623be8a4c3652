/**
 * The record of who did what: sign-ins (and failed ones), invitations, publications, restores. The owner reads it
 * in the editor; it lives in the editor's database, never in git.
 */
import { ensureTables, type EditorDatabase } from "./store/database";
import type { Person } from "./people";

export interface RecordEntry {
  at: string;
  /** The person's name, or what was typed for a failed sign-in. */
  who: string;
  action: string;
  detail: string;
}

export class EventRecord {
  constructor(private readonly db: EditorDatabase) {
    ensureTables(db, `CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL, person TEXT, action TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '')`);
  }

  add(who: Person | string, action: string, detail = ""): void {
    const name = typeof who === "string" ? who : who.name;
    const id = typeof who === "string" ? null : who.id;
    this.db.prepare("INSERT INTO record (at, who, person, action, detail) VALUES (?, ?, ?, ?, ?)").run(new Date().toISOString(), name, id, action, detail);
  }

  /** Newest first. */
  list(limit = 200): RecordEntry[] {
    return this.db.prepare("SELECT at, who, action, detail FROM record ORDER BY id DESC LIMIT ?").all(limit) as RecordEntry[];
  }
}
