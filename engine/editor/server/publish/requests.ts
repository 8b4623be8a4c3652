/**
 * Requests to publish, where an owner approves each publication (the owners' "approvalRequired" switch): an
 * editor's Publish records one; owners see what is waiting and publish or decline it. In the editor's database.
 */
import { ensureTables, type EditorDatabase } from "../store/database";
import type { Person } from "../people";

export interface PublishRequestRow {
  id: number;
  at: string;
  personId: string;
  name: string;
  email: string;
  message: string;
  status: "waiting" | "published" | "declined";
  decidedBy: string | null;
}

export class PublishRequests {
  constructor(private readonly db: EditorDatabase) {
    ensureTables(db, `CREATE TABLE IF NOT EXISTS publish_requests (id INTEGER PRIMARY KEY, at TEXT NOT NULL, person_id TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'waiting', decided_by TEXT, decided_at TEXT)`);
  }

  add(person: Person, message: string): PublishRequestRow {
    const at = new Date().toISOString();
    const id = Number(this.db.prepare("INSERT INTO publish_requests (at, person_id, name, email, message) VALUES (?, ?, ?, ?, ?)").run(at, person.id, person.name, person.email, message).lastInsertRowid);
    return { id, at, personId: person.id, name: person.name, email: person.email, message, status: "waiting", decidedBy: null };
  }

  waiting(): PublishRequestRow[] {
    return this.db
      .prepare("SELECT id, at, person_id AS personId, name, email, message, status, decided_by AS decidedBy FROM publish_requests WHERE status = 'waiting' ORDER BY id")
      .all() as PublishRequestRow[];
  }

  get(id: number): PublishRequestRow | null {
    return (this.db.prepare("SELECT id, at, person_id AS personId, name, email, message, status, decided_by AS decidedBy FROM publish_requests WHERE id = ?").get(id) as PublishRequestRow | undefined) ?? null;
  }

  decide(id: number, status: "published" | "declined", by: Person): void {
    this.db.prepare("UPDATE publish_requests SET status = ?, decided_by = ?, decided_at = ? WHERE id = ?").run(status, by.name, new Date().toISOString(), id);
  }

  /** Once published, every waiting request is answered by it (they asked for the same working files). */
  settleAll(by: Person): void {
    this.db.prepare("UPDATE publish_requests SET status = 'published', decided_by = ?, decided_at = ? WHERE status = 'waiting'").run(by.name, new Date().toISOString());
  }
}
