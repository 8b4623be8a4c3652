/**
 * Who may do what at which practice of a group's editor, kept in the group's own accounts database (beside its
 * people, sessions and passkeys). A person's row says their role over the group: an owner of the group is owner at
 * every practice; anyone else has only the roles given to them here, practice by practice. No role: nothing of
 * that practice is theirs to see.
 */
import type { Person, Role } from "../people";
import type { EditorDatabase } from "../store/database";

export class GroupRoles {
  constructor(private readonly db: EditorDatabase) {
    // The group's own table, in the group's accounts database only (never in a practice's): not a numbered migration.
    db.exec("CREATE TABLE IF NOT EXISTS practice_roles (user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, practice TEXT NOT NULL, role TEXT NOT NULL CHECK (role IN ('owner', 'editor')), PRIMARY KEY (user_id, practice))");
  }

  /** The person's role at this practice, or null: the one scope check every request of /p/<practice>/ meets. */
  roleAt(person: Person, practice: string): Role | null {
    if (person.role === "owner") return "owner";
    const row = this.db.prepare("SELECT role FROM practice_roles WHERE user_id = ? AND practice = ?").get(Number(person.id), practice) as { role: Role } | undefined;
    return row?.role ?? null;
  }

  /** Gives the role, or takes every role at the practice away (null). */
  set(userId: string | number, practice: string, role: Role | null): void {
    if (role) this.db.prepare("INSERT INTO practice_roles (user_id, practice, role) VALUES (?, ?, ?) ON CONFLICT (user_id, practice) DO UPDATE SET role = excluded.role").run(Number(userId), practice, role);
    else this.db.prepare("DELETE FROM practice_roles WHERE user_id = ? AND practice = ?").run(Number(userId), practice);
  }

  /** Whether anyone could sign in and do something: a group owner, or someone with a role at a practice. */
  anyoneCanSignIn(): boolean {
    return !!this.db.prepare("SELECT 1 FROM users WHERE role = 'owner' UNION SELECT 1 FROM practice_roles LIMIT 1").get();
  }
}
