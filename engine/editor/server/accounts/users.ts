/**
 * The people who may sign in, and the one-time links that let them choose a password. A person is added with
 * no password and a link (from the command line for the first owner, from the Users screen for everyone else);
 * the link works once, for a day, and only its hash is kept.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Person, Role } from "../people";
import { ensureTables, type EditorDatabase } from "../store/database";
import type { Clock } from "./throttle";

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
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export class Users {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
  ) {
    ensureTables(
      db,
      `CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL CHECK (role IN ('owner', 'editor')), password TEXT, created_at TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS invitations (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_ms INTEGER NOT NULL, used_ms INTEGER, invited_by TEXT);`,
    );
  }

  ownerCount(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM users WHERE role = 'owner'").get() as { n: number }).n;
  }

  list(): Account[] {
    return (this.db.prepare("SELECT * FROM users ORDER BY name COLLATE NOCASE").all() as Row[]).map(account);
  }

  byId(id: string | number): Account | null {
    const row = this.db.prepare("SELECT * FROM users WHERE id = ?").get(Number(id)) as Row | undefined;
    return row ? account(row) : null;
  }

  byEmail(email: string): (Account & { passwordHash: string | null }) | null {
    const row = this.db.prepare("SELECT * FROM users WHERE email = ?").get(email.trim()) as Row | undefined;
    return row ? { ...account(row), passwordHash: row.password } : null;
  }

  /** A new person, not yet able to sign in: they choose a password through their link. */
  add(name: string, email: string, role: Role): Account {
    const info = this.db.prepare("INSERT INTO users (name, email, role, created_at) VALUES (?, ?, ?, ?)").run(name.trim(), email.trim(), role, new Date(this.now()).toISOString());
    return this.byId(Number(info.lastInsertRowid))!;
  }

  /** A link token for this person: earlier unused links stop working. */
  newLink(userId: string | number, invitedBy: string | null): string {
    const token = newToken();
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM invitations WHERE user_id = ? AND used_ms IS NULL").run(Number(userId));
      this.db.prepare("INSERT INTO invitations (token_hash, user_id, expires_ms, invited_by) VALUES (?, ?, ?, ?)").run(hashToken(token), Number(userId), this.now() + LINK_LIFETIME_MS, invitedBy);
    })();
    return token;
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

  setRole(userId: string | number, role: Role): void {
    this.db.prepare("UPDATE users SET role = ? WHERE id = ?").run(role, Number(userId));
  }

  remove(userId: string | number): void {
    this.db.prepare("DELETE FROM users WHERE id = ?").run(Number(userId));
  }
}

function account(row: Row): Account {
  return { id: String(row.id), name: row.name, email: row.email, role: row.role, joined: row.password !== null, createdAt: row.created_at };
}

export function personOfAccount({ id, name, email, role }: Account): Person {
  return { id, name, email, role };
}
