/**
 * What a person is told when they next open the editor: a request waiting for an owner's approval (to each owner),
 * and the answer to an editor's own request (approved, declined, or approved for a date). A notice is only ever one
 * person's: every read and every change names the person it is for, so nobody else can list or dismiss it.
 *
 *   new   shown until its person dismisses it; a "waiting" one also stops being shown once its request no longer waits
 *   seen  dismissed; kept only while the person has fewer than KEPT_PER_PERSON notices
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";

/** asked: a request waits for this owner; the others answer the person's own request. */
export type NoticeKind = "asked" | "approved" | "declined" | "scheduled" | "moved" | "cancelled" | "published-with" | "published-on-date";

export interface Notice {
  id: number;
  at: string;
  kind: NoticeKind;
  text: string;
}

/** A person's notices are bounded: a flood of requests cannot grow the database without end. */
export const KEPT_PER_PERSON = 40;

/** A signed-in person's account id as the users table keeps it; null for the person at the computer (local mode). */
const accountId = (personId: string) => (/^[1-9]\d{0,15}$/.test(personId) ? Number(personId) : null);

export class PersonNotices {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  /**
   * One notice for `personId`, if they still have an account (nothing for someone removed since); the oldest of
   * theirs beyond KEPT_PER_PERSON go, seen ones first.
   */
  add(personId: string, kind: NoticeKind, text: string, requestId: number | null = null): boolean {
    const id = accountId(personId);
    if (id === null) return false;
    return this.db.transaction(() => {
      const added = this.db
        .prepare("INSERT INTO notices (user_id, at, kind, text, request_id) SELECT id, ?, ?, ?, ? FROM users WHERE id = ?")
        .run(new Date().toISOString(), kind, text, requestId, id).changes === 1;
      this.db
        .prepare("DELETE FROM notices WHERE user_id = ? AND id NOT IN (SELECT id FROM notices WHERE user_id = ? ORDER BY status = 'new' DESC, id DESC LIMIT ?)")
        .run(id, id, KEPT_PER_PERSON);
      return added;
    })();
  }

  /**
   * The person's notices still to be seen, oldest first. A request waiting for approval is told to owners only
   * while it waits and while they are owners: once answered or withdrawn, there is nothing left to do about it.
   */
  listFor(personId: string): Notice[] {
    const id = accountId(personId);
    if (id === null) return [];
    return this.db
      .prepare(
        `SELECT n.id, n.at, n.kind, n.text FROM notices n WHERE n.user_id = ? AND n.status = 'new'
           AND (n.kind <> 'asked' OR (EXISTS (SELECT 1 FROM publish_requests r WHERE r.id = n.request_id AND r.status = 'waiting')
             AND EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id AND u.role = 'owner')))
         ORDER BY n.id`,
      )
      .all(id) as Notice[];
  }

  /** Seen, if it is this person's and still new (the state their screen showed); false otherwise, whichever it was. */
  dismiss(personId: string, noticeId: number): boolean {
    const id = accountId(personId);
    if (id === null || !Number.isSafeInteger(noticeId)) return false;
    return this.db.prepare("UPDATE notices SET status = 'seen' WHERE id = ? AND user_id = ? AND status = 'new'").run(noticeId, id).changes === 1;
  }
}

const tables = new WeakMap<object, PersonNotices>();
/** One table of notices per database. */
export function noticesOf(context: { db: EditorDatabase }): PersonNotices {
  let notices = tables.get(context.db);
  if (!notices) tables.set(context.db, (notices = new PersonNotices(context.db)));
  return notices;
}
