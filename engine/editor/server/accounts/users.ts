/**
 * The people who may sign in, and the one-time links that let them choose a password. A person is added with
 * no password and a link (from the command line for the first owner, from the Users screen for everyone else);
 * the link works once, for a day, and only its hash is kept. A link made for someone who has a password already
 * is a reset. A person's id is never given to anyone else (AUTOINCREMENT): drafts, requests and the record hang on it.
 */
import type { Person, Role } from "../people";
import type { EditorDatabase } from "../store/database";
import { USERS_COLUMNS, useEditorSchema } from "../store/schema";
import type { Clock } from "./clock";
import { hashToken, newToken } from "./tokens";

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Account extends Person {
  /** Has chosen a password (used their link). */
  joined: boolean;
  createdAt: string;
}

interface Row {
  id: number;
  name: string;
  email: string;
  role: Role;
  password: string | null;
  created_at: string;
  everyday: 0 | 1;
}

/** Every user's columns, with whether an owner left them the everyday facts (schema migration 4). */
const USER_ROWS = "SELECT users.*, NOT EXISTS (SELECT 1 FROM everyday_withheld WHERE everyday_withheld.user_id = users.id) AS everyday FROM users";

export class Users {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
  ) {
    useEditorSchema(db);
    // A repair that checks itself each time, not a numbered migration: a users table made before AUTOINCREMENT.
    neverReuseIds(db);
  }

  ownerCount(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM users WHERE role = 'owner'").get() as { n: number }).n;
  }

  list(): Account[] {
    return (this.db.prepare(`${USER_ROWS} ORDER BY name COLLATE NOCASE`).all() as Row[]).map(account);
  }

  byId(id: string | number): Account | null {
    const row = this.db.prepare(`${USER_ROWS} WHERE id = ?`).get(Number(id)) as Row | undefined;
    return row ? account(row) : null;
  }

  byEmail(email: string): (Account & { passwordHash: string | null }) | null {
    const row = this.db.prepare(`${USER_ROWS} WHERE email = ?`).get(email.trim()) as Row | undefined;
    return row ? { ...account(row), passwordHash: row.password } : null;
  }

  /** A new person, not yet able to sign in: they choose a password through their link. */
  add(name: string, email: string, role: Role): Account {
    const info = this.db.prepare("INSERT INTO users (name, email, role, created_at) VALUES (?, ?, ?, ?)").run(name.trim(), email.trim(), role, new Date(this.now()).toISOString());
    return this.byId(Number(info.lastInsertRowid))!;
  }

  /** A link token for this person (a reset when they have a password already): earlier unused links stop working. */
  newLink(userId: string | number, invitedBy: string | null): string {
    const token = newToken();
    const reset = this.byId(userId)?.joined ? 1 : 0;
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM invitations WHERE user_id = ? AND used_ms IS NULL").run(Number(userId));
      this.db.prepare("INSERT INTO invitations (token_hash, user_id, expires_ms, invited_by, reset) VALUES (?, ?, ?, ?, ?)").run(hashToken(token), Number(userId), this.now() + LINK_LIFETIME_MS, invitedBy, reset);
    })();
    return token;
  }

  /** Who made a link, and whether it resets a password (for the record and the person's next sign-in). */
  linkDetails(token: string): { invitedBy: string | null; reset: boolean } | null {
    const row = this.db.prepare("SELECT invited_by, reset FROM invitations WHERE token_hash = ?").get(hashToken(token)) as { invited_by: string | null; reset: number } | undefined;
    return row ? { invitedBy: row.invited_by, reset: row.reset === 1 } : null;
  }

  passwordHashOf(userId: string | number): string | null {
    return (this.db.prepare("SELECT password FROM users WHERE id = ?").get(Number(userId)) as { password: string | null } | undefined)?.password ?? null;
  }

  /** The person's own new password (My account); unused links stop working, since they would undo it. */
  setPassword(userId: string | number, passwordHash: string): void {
    this.db.transaction(() => {
      this.db.prepare("UPDATE users SET password = ? WHERE id = ?").run(passwordHash, Number(userId));
      this.db.prepare("DELETE FROM invitations WHERE user_id = ? AND used_ms IS NULL").run(Number(userId));
    })();
  }

  /** The person a link is for, while it is unused and less than a day old. */
  linkFor(token: string): Account | null {
    const row = this.db.prepare("SELECT user_id FROM invitations WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?").get(hashToken(token), this.now()) as { user_id: number } | undefined;
    return row ? this.byId(row.user_id) : null;
  }

  /** Uses the link (once) to set the person's password; null when the link is no longer good. */
  useLink(token: string, passwordHash: string): Account | null {
    return this.db.transaction(() => {
      const person = this.linkFor(token);
      if (!person) return null;
      this.db.prepare("UPDATE invitations SET used_ms = ? WHERE token_hash = ?").run(this.now(), hashToken(token));
      this.db.prepare("UPDATE users SET password = ? WHERE id = ?").run(passwordHash, Number(person.id));
      return this.byId(person.id);
    })();
  }

  /** Gives an editor the everyday facts back, or takes them away (`by`: the owner's name). */
  setEveryday(userId: string | number, allowed: boolean, by: string): void {
    if (allowed) this.db.prepare("DELETE FROM everyday_withheld WHERE user_id = ?").run(Number(userId));
    else this.db.prepare("INSERT OR REPLACE INTO everyday_withheld (user_id, by, at) VALUES (?, ?, ?)").run(Number(userId), by, new Date(this.now()).toISOString());
  }

  setRole(userId: string | number, role: Role): void {
    this.db.prepare("UPDATE users SET role = ? WHERE id = ?").run(role, Number(userId));
  }

  /**
   * Removes the person and everything that acts for them: sessions, passkeys, links and known addresses go with
   * the row (ON DELETE CASCADE); their unsaved drafts and waiting publish requests end here. The record keeps the
   * name as it was.
   */
  remove(userId: string | number): { drafts: number; requests: number } {
    const id = Number(userId);
    return this.db.transaction(() => {
      const drafts = tableExists(this.db, "drafts") ? this.db.prepare("DELETE FROM drafts WHERE person = ?").run(String(id)).changes : 0;
      const requests = tableExists(this.db, "publish_requests")
        ? this.db.prepare("UPDATE publish_requests SET status = 'cancelled', decided_by = ?, decided_at = ? WHERE person_id = ? AND status = 'waiting'").run("(the person was removed)", new Date(this.now()).toISOString(), String(id)).changes
        : 0;
      this.db.prepare("DELETE FROM users WHERE id = ?").run(id);
      return { drafts, requests };
    })();
  }
}

export function tableExists(db: EditorDatabase, name: string): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

/**
 * A users table made before ids were AUTOINCREMENT (where SQLite gives the highest id again once its person is
 * removed) is rebuilt with it, and the counter starts above every id ever seen: in the table, on a draft, a
 * publish request or the record. Anything left on an id nobody has (a removed person's drafts) is ended.
 */
function neverReuseIds(db: EditorDatabase): void {
  const sql = (db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'").get() as { sql: string }).sql;
  if (sql.toUpperCase().includes("AUTOINCREMENT")) return;
  const seen = [
    "SELECT max(id) AS n FROM users",
    ...(tableExists(db, "drafts") ? ["SELECT max(CAST(person AS INTEGER)) AS n FROM drafts WHERE person GLOB '[0-9]*'"] : []),
    ...(tableExists(db, "publish_requests") ? ["SELECT max(CAST(person_id AS INTEGER)) AS n FROM publish_requests WHERE person_id GLOB '[0-9]*'"] : []),
    ...(tableExists(db, "record") ? ["SELECT max(CAST(person AS INTEGER)) AS n FROM record WHERE person GLOB '[0-9]*'"] : []),
  ].map((query) => (db.prepare(query).get() as { n: number | null }).n ?? 0);
  // The rebuild SQLite documents for changing a table: foreign keys off (outside the transaction), copy, swap.
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      db.exec(`CREATE TABLE users_new (${USERS_COLUMNS}); INSERT INTO users_new SELECT id, name, email, role, password, created_at FROM users; DROP TABLE users; ALTER TABLE users_new RENAME TO users;`);
      db.prepare("DELETE FROM sqlite_sequence WHERE name = 'users'").run();
      db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('users', ?)").run(Math.max(...seen));
      if (tableExists(db, "drafts")) db.exec("DELETE FROM drafts WHERE person GLOB '[0-9]*' AND CAST(person AS INTEGER) NOT IN (SELECT id FROM users)");
    })();
  } finally {
    db.pragma("foreign_keys = ON");
  }
}

function account(row: Row): Account {
  return { id: String(row.id), name: row.name, email: row.email, role: row.role, everyday: row.everyday === 1, joined: row.password !== null, createdAt: row.created_at };
}

export function personOfAccount({ id, name, email, role, everyday }: Account): Person {
  return { id, name, email, role, everyday };
}
