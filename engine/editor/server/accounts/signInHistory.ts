/**
 * What the front door remembers about each person between sign-ins: the address groups they have signed in
 * from (known addresses, which skip the account-wide slow-down), and notices to show them at their next
 * sign-in (their password reset by an owner, their account guessed at from many places).
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import { addressGroup } from "./addresses";
import type { Clock } from "./clock";

/** An address unused for this long is no longer known; at most this many are kept per person. */
const KNOWN_FOR_MS = 180 * 24 * 60 * 60 * 1000;
const KNOWN_PER_PERSON = 50;
const NOTICES_PER_PERSON = 20;

export class SignInHistory {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
  ) {
    useEditorSchema(db);
  }

  isKnown(userId: string | number, address: string): boolean {
    return !!this.db.prepare("SELECT 1 FROM known_addresses WHERE user_id = ? AND address_group = ? AND last_ms >= ?").get(Number(userId), addressGroup(address), this.now() - KNOWN_FOR_MS);
  }

  /** A successful sign-in: the address's group becomes (or stays) known. */
  signedInFrom(userId: string | number, address: string): void {
    const id = Number(userId);
    this.db.prepare("INSERT INTO known_addresses (user_id, address_group, last_ms) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET last_ms = excluded.last_ms").run(id, addressGroup(address), this.now());
    this.db.prepare("DELETE FROM known_addresses WHERE user_id = ? AND address_group NOT IN (SELECT address_group FROM known_addresses WHERE user_id = ? ORDER BY last_ms DESC LIMIT ?)").run(id, id, KNOWN_PER_PERSON);
  }

  /** Known addresses end with the person's sessions when access is taken back (a planted session's address too). */
  forgetAddresses(userId: string | number): void {
    this.db.prepare("DELETE FROM known_addresses WHERE user_id = ?").run(Number(userId));
  }

  /** Something to tell the person at their next sign-in; `kind` lets one kind be kept once (the newest). */
  tell(userId: string | number, kind: string, text: string, { once = false } = {}): void {
    const id = Number(userId);
    if (once) this.db.prepare("DELETE FROM account_notices WHERE user_id = ? AND kind = ?").run(id, kind);
    this.db.prepare("INSERT INTO account_notices (user_id, at_ms, kind, text) VALUES (?, ?, ?, ?)").run(id, this.now(), kind, text);
    this.db.prepare("DELETE FROM account_notices WHERE user_id = ? AND id NOT IN (SELECT id FROM account_notices WHERE user_id = ? ORDER BY id DESC LIMIT ?)").run(id, id, NOTICES_PER_PERSON);
  }

  /** True (and remembered) when no alert of this key was raised within `everyMs`: a long attack is told once a day. */
  alertDue(key: string, everyMs: number): boolean {
    const now = this.now();
    this.db.prepare("DELETE FROM sign_in_alerts WHERE at_ms < ?").run(now - everyMs);
    return this.db.prepare("INSERT INTO sign_in_alerts (key, at_ms) VALUES (?, ?) ON CONFLICT DO NOTHING").run(key, now).changes > 0;
  }

  /** The notices waiting for the person, oldest first; they are shown once. */
  takeNotices(userId: string | number): string[] {
    const rows = this.db.prepare("DELETE FROM account_notices WHERE user_id = ? RETURNING id, text").all(Number(userId)) as { id: number; text: string }[];
    return rows.sort((a, b) => a.id - b.id).map((row) => row.text);
  }
}
