/**
 * Who may read the enquiries: every owner, and each person an owner allows on the People screen ("May read
 * enquiries"), a permission of its own, apart from the role. A person removed takes theirs with them (ON DELETE CASCADE).
 */
import type { Person } from "../people";
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";

export class EnquiryReaders {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  /** Owners always; in local mode the person at the computer is an owner. */
  mayRead(person: Person | null): boolean {
    if (!person) return false;
    if (person.role === "owner") return true;
    return !!this.db.prepare("SELECT 1 FROM enquiry_readers WHERE user_id = ?").get(Number(person.id));
  }

  /** The ids of the people allowed besides the owners. */
  allowed(): string[] {
    return (this.db.prepare("SELECT user_id FROM enquiry_readers").all() as { user_id: number }[]).map((row) => String(row.user_id));
  }

  set(userId: string, allowed: boolean, by: string, atMs: number): void {
    if (allowed) this.db.prepare("INSERT OR IGNORE INTO enquiry_readers (user_id, allowed_by, allowed_at) VALUES (?, ?, ?)").run(Number(userId), by, new Date(atMs).toISOString());
    else this.db.prepare("DELETE FROM enquiry_readers WHERE user_id = ?").run(Number(userId));
  }

  /** The addresses told that an enquiry arrived: everyone who may read it. */
  addresses(): string[] {
    return (this.db.prepare("SELECT email FROM users WHERE password IS NOT NULL AND (role = 'owner' OR id IN (SELECT user_id FROM enquiry_readers))").all() as { email: string }[]).map((row) => row.email);
  }
}
