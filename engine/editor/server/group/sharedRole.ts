/**
 * Who may see and change the group's shared content (shared/ of a group: its pages, blocks and pictures, which
 * every practice inherits): the group's owners, and the people they give that role with npm run editor:group-role
 * (--shared-content yes). Being a practice's owner does not give it: a practice's owner decides for one practice,
 * a shared change reaches every practice that inherits it. Kept in the group's accounts database, beside
 * practice_roles (groupRoles.ts).
 */
import type { Person } from "../people";
import type { EditorDatabase } from "../store/database";

export class SharedContentRole {
  constructor(private readonly db: EditorDatabase) {
    // The group's own table, in the group's accounts database only (never in a practice's): not a numbered migration.
    db.exec("CREATE TABLE IF NOT EXISTS shared_content_roles (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE)");
  }

  /** The one check every route of the group's shared content meets. */
  mayChange(person: Person | null): boolean {
    if (!person) return false;
    if (person.role === "owner") return true;
    return !!this.db.prepare("SELECT 1 FROM shared_content_roles WHERE user_id = ?").get(Number(person.id));
  }

  set(userId: string | number, given: boolean): void {
    if (given) this.db.prepare("INSERT INTO shared_content_roles (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING").run(Number(userId));
    else this.db.prepare("DELETE FROM shared_content_roles WHERE user_id = ?").run(Number(userId));
  }
}
