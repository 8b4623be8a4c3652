/**
 * Pinned publications, in the editor's database: each holds one commit made when it was asked for (pin.ts), so
 * what is approved, or published on its date, is exactly what was asked for, whatever is saved afterwards.
 *
 *   waiting    an editor asked (an owner approves each publication); `publishAt` is the date they asked for, if any
 *   scheduled  to be published at `publishAt` by the scheduler (schedule.ts), even if nobody is signed in
 *   published  done; declined (by an owner); cancelled (by its person or an owner); failed (the gate, a clash…)
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import type { Person } from "../people";

export type RequestStatus = "waiting" | "scheduled" | "published" | "declined" | "cancelled" | "failed";

export interface PublishRequestRow {
  id: number;
  at: string;
  personId: string;
  name: string;
  email: string;
  message: string;
  status: RequestStatus;
  decidedBy: string | null;
  /** The pinned commit: the file versions of the moment it was asked for. */
  commit: string | null;
  /** When it is to go live (ISO, UTC), for a scheduled one or an editor's asked-for date. */
  publishAt: string | null;
  /** What happened, in words, when it ran or failed. */
  outcome: string | null;
}

const COLUMNS =
  "id, at, person_id AS personId, name, email, message, status, decided_by AS decidedBy, commit_id AS \"commit\", publish_at AS publishAt, outcome";

export class PublishRequests {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  add(person: Person, message: string, commit: string, status: "waiting" | "scheduled" = "waiting", publishAt: string | null = null): PublishRequestRow {
    const at = new Date().toISOString();
    const id = Number(
      this.db
        .prepare("INSERT INTO publish_requests (at, person_id, name, email, message, status, commit_id, publish_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .run(at, person.id, person.name, person.email, message, status, commit, publishAt).lastInsertRowid,
    );
    return this.get(id)!;
  }

  waiting(): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status = 'waiting' ORDER BY id`).all() as PublishRequestRow[];
  }

  scheduled(): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status = 'scheduled' ORDER BY publish_at, id`).all() as PublishRequestRow[];
  }

  /** Scheduled ones whose time has come, soonest first. */
  due(now = new Date()): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at, id`).all(now.toISOString()) as PublishRequestRow[];
  }

  get(id: number): PublishRequestRow | null {
    return (this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE id = ?`).get(id) as PublishRequestRow | undefined) ?? null;
  }

  decide(id: number, status: "published" | "declined" | "cancelled", by: Person | string): void {
    this.db.prepare("UPDATE publish_requests SET status = ?, decided_by = ?, decided_at = ? WHERE id = ?").run(status, typeof by === "string" ? by : by.name, new Date().toISOString(), id);
  }

  /** An owner's approval for a date, or a new date for a scheduled one. */
  schedule(id: number, publishAt: string, by: Person): void {
    this.db.prepare("UPDATE publish_requests SET status = 'scheduled', publish_at = ?, decided_by = ?, decided_at = ? WHERE id = ?").run(publishAt, by.name, new Date().toISOString(), id);
  }

  /** A waiting request's asked-for date, changed by its person. */
  askFor(id: number, publishAt: string): void {
    this.db.prepare("UPDATE publish_requests SET publish_at = ? WHERE id = ? AND status = 'waiting'").run(publishAt, id);
  }

  /** A scheduled one that could not go live: kept with its reason, and its person told at their next sign-in. */
  fail(id: number, outcome: string): void {
    this.db.prepare("UPDATE publish_requests SET status = 'failed', outcome = ?, told = 0, decided_at = ? WHERE id = ?").run(outcome, new Date().toISOString(), id);
  }

  published(id: number, outcome: string, by: Person | string): void {
    this.db.prepare("UPDATE publish_requests SET status = 'published', outcome = ?, decided_by = ?, decided_at = ? WHERE id = ?").run(outcome, typeof by === "string" ? by : by.name, new Date().toISOString(), id);
  }

  /** Failed scheduled publications this person has not been told about yet. */
  untold(personId: string): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status = 'failed' AND told = 0 AND person_id = ? ORDER BY id`).all(personId) as PublishRequestRow[];
  }

  /** The person has read these (only their own are marked). */
  told(personId: string, ids: number[]): void {
    const mark = this.db.prepare("UPDATE publish_requests SET told = 1 WHERE id = ? AND person_id = ? AND status = 'failed'");
    for (const id of ids) mark.run(id, personId);
  }

  /** The ones still to happen (waiting or scheduled), for the pinned commits git must keep. */
  open(): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status IN ('waiting', 'scheduled') ORDER BY id`).all() as PublishRequestRow[];
  }
}
