/**
 * Signed-in sessions: a random token in a cookie (HttpOnly, Secure, SameSite=Strict, __Host- prefixed), kept here
 * only as its SHA-256 hash, so a copy of the database lets nobody in. A session ends after 8 hours without a
 * request, after 30 days in any case, on signing out, or when the person (or an owner) ends them all.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import type { Clock } from "./clock";
import { hashToken, newToken } from "./tokens";

export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
/** How recently the person must have proved who they are (signed in, or confirmed) to add a passkey. */
export const FRESH_FOR_MS = 5 * 60 * 1000;
/** How often a session's last use is written: a minute's precision is plenty for an 8-hour limit. */
const TOUCH_EVERY_MS = 60 * 1000;

export class Sessions {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
  ) {
    useEditorSchema(db);
  }

  /** A new session's token (for the cookie). */
  start(userId: string | number): string {
    const token = newToken();
    const now = this.now();
    this.db.prepare("DELETE FROM sessions WHERE seen_ms < ? OR created_ms < ?").run(now - IDLE_LIMIT_MS, now - ABSOLUTE_LIMIT_MS);
    // Made by a sign-in, so the person has just proved who they are.
    this.db.prepare("INSERT INTO sessions (token_hash, user_id, created_ms, seen_ms, proved_ms) VALUES (?, ?, ?, ?, ?)").run(hashToken(token), Number(userId), now, now, now);
    return token;
  }

  /** The person proved who they are again on this session (their password or a passkey, just now). */
  proved(token: string): void {
    this.db.prepare("UPDATE sessions SET proved_ms = ? WHERE token_hash = ?").run(this.now(), hashToken(token));
  }

  /** Whether this session's person proved who they are within the last five minutes: a stolen cookie alone is not enough. */
  isFresh(token: string): boolean {
    const row = this.db.prepare("SELECT proved_ms FROM sessions WHERE token_hash = ?").get(hashToken(token)) as { proved_ms: number } | undefined;
    return !!row && this.now() - row.proved_ms <= FRESH_FOR_MS;
  }

  /** The person's id while the session is alive; each use keeps it alive for another idle period. */
  userOf(token: string): string | null {
    const hash = hashToken(token);
    const row = this.db.prepare("SELECT user_id, created_ms, seen_ms FROM sessions WHERE token_hash = ?").get(hash) as { user_id: number; created_ms: number; seen_ms: number } | undefined;
    if (!row) return null;
    const now = this.now();
    if (now - row.seen_ms > IDLE_LIMIT_MS || now - row.created_ms > ABSOLUTE_LIMIT_MS) {
      this.end(token);
      return null;
    }
    if (now - row.seen_ms > TOUCH_EVERY_MS) this.db.prepare("UPDATE sessions SET seen_ms = ? WHERE token_hash = ?").run(now, hash);
    return String(row.user_id);
  }

  end(token: string): void {
    this.db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(hashToken(token));
  }

  endAll(userId: string | number): number {
    return this.db.prepare("DELETE FROM sessions WHERE user_id = ?").run(Number(userId)).changes;
  }

  count(userId: string | number): number {
    const now = this.now();
    return (this.db.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ? AND seen_ms >= ? AND created_ms >= ?").get(Number(userId), now - IDLE_LIMIT_MS, now - ABSOLUTE_LIMIT_MS) as { n: number }).n;
  }
}
