/**
 * Pinned publications, in the editor's database: each holds one commit made when it was asked for (pin.ts), so
 * what is approved, or published on its date, is exactly what was asked for, whatever is saved afterwards.
 *
 *   waiting    an editor asked (an owner approves each publication); `publishAt` is the date they asked for, if any
 *   scheduled  to be published at `publishAt` by the scheduler (schedule.ts), even if nobody is signed in
 *   publishing a scheduled one the scheduler has claimed and is publishing now
 *   approving  a waiting one an owner approved, being published now
 *   published  done; declined (by an owner); cancelled (by its person or an owner); failed (the gate, a clash…)
 *
 * Every change of status is one conditional UPDATE on the status the person (or the scheduler) saw, and is acted
 * on only if it changed the row: a cancel and the scheduler's claim can never both win. A row claimed for
 * publishing cannot be cancelled, declined or given a new date: the person is told it is being published now.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import type { Person } from "../people";

export type RequestStatus = "waiting" | "scheduled" | "publishing" | "approving" | "published" | "declined" | "cancelled" | "failed";

/** A claimed row's status before its claim: the scheduler's was scheduled, an owner's approval's waiting. */
const AS_BEFORE_ITS_CLAIM = "CASE status WHEN 'publishing' THEN 'scheduled' ELSE 'waiting' END";

/** Being published now: too late to cancel, decline or move. */
export const UNDER_WAY: readonly RequestStatus[] = ["publishing", "approving"];

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

  /** Scheduled ones, and those of them being published now (their versions stay held out of today's Publish). */
  scheduled(): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status IN ('scheduled', 'publishing') ORDER BY publish_at, id`).all() as PublishRequestRow[];
  }

  /** Scheduled ones whose time has come, soonest first. */
  due(now = new Date()): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at, id`).all(now.toISOString()) as PublishRequestRow[];
  }

  get(id: number): PublishRequestRow | null {
    return (this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE id = ?`).get(id) as PublishRequestRow | undefined) ?? null;
  }

  /**
   * The scheduler's claim of a due one: scheduled -> publishing, if it is still scheduled and due. The row as it is
   * now (re-read: a new date or a cancel since the due list was read is seen), or null when it is not to run.
   */
  claimDue(id: number, now = new Date()): PublishRequestRow | null {
    const claimed = this.db.prepare("UPDATE publish_requests SET status = 'publishing' WHERE id = ? AND status = 'scheduled' AND publish_at <= ?").run(id, now.toISOString()).changes;
    return claimed ? this.get(id) : null;
  }

  /** An owner's approval to publish now: waiting -> approving, if it is still waiting. */
  claimWaiting(id: number): boolean {
    return this.db.prepare("UPDATE publish_requests SET status = 'approving' WHERE id = ? AND status = 'waiting'").run(id).changes === 1;
  }

  /** A claim that did not publish (another publication under way, the remote unreachable, the gate): back as it was. */
  release(id: number): void {
    this.db.prepare(`UPDATE publish_requests SET status = ${AS_BEFORE_ITS_CLAIM} WHERE id = ? AND status IN ('publishing', 'approving')`).run(id);
  }

  /** At the editor's start: claims a stopped editor left behind go back, to run (or be approved) again. */
  releaseInterrupted(): number {
    return this.db.prepare(`UPDATE publish_requests SET status = ${AS_BEFORE_ITS_CLAIM} WHERE status IN ('publishing', 'approving')`).run().changes;
  }

  /** Declined or cancelled, if it is still `from` (the status the person saw); false when it was not. */
  decide(id: number, from: RequestStatus, status: "declined" | "cancelled", by: Person | string): boolean {
    return this.db.prepare("UPDATE publish_requests SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = ?").run(status, nameOf(by), new Date().toISOString(), id, from).changes === 1;
  }

  /** An owner's approval for a date, or a new date for a scheduled one, if it is still `from`. */
  schedule(id: number, from: "waiting" | "scheduled", publishAt: string, by: Person): boolean {
    return this.db.prepare("UPDATE publish_requests SET status = 'scheduled', publish_at = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = ?").run(publishAt, by.name, new Date().toISOString(), id, from).changes === 1;
  }

  /** A scheduled one's pinned versions replaced (a later change joined it), if it is still scheduled on `from`. */
  repin(id: number, from: string, to: string): boolean {
    return this.db.prepare("UPDATE publish_requests SET commit_id = ? WHERE id = ? AND status = 'scheduled' AND commit_id = ?").run(to, id, from).changes === 1;
  }

  /** A waiting request's asked-for date, changed by its person, if it is still waiting. */
  askFor(id: number, publishAt: string): boolean {
    return this.db.prepare("UPDATE publish_requests SET publish_at = ? WHERE id = ? AND status = 'waiting'").run(publishAt, id).changes === 1;
  }

  /** One that could not go live: kept with its reason, and its person told at their next sign-in. */
  fail(id: number, from: RequestStatus, outcome: string): boolean {
    return this.db.prepare("UPDATE publish_requests SET status = 'failed', outcome = ?, told = 0, decided_at = ? WHERE id = ? AND status = ?").run(outcome, new Date().toISOString(), id, from).changes === 1;
  }

  published(id: number, from: RequestStatus, outcome: string, by: Person | string): boolean {
    return this.db.prepare("UPDATE publish_requests SET status = 'published', outcome = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = ?").run(outcome, nameOf(by), new Date().toISOString(), id, from).changes === 1;
  }

  /** Where an owner now approves each publication: editors' scheduled ones wait for an owner again (their date kept). */
  backToWaiting(byEditor: (personId: string) => boolean): PublishRequestRow[] {
    const back = this.db.prepare("UPDATE publish_requests SET status = 'waiting', decided_by = NULL, decided_at = NULL WHERE id = ? AND status = 'scheduled'");
    return this.db.transaction(() => this.scheduled().filter((row) => byEditor(row.personId) && back.run(row.id).changes === 1))();
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

  /** The ones still to happen (waiting, scheduled, or being published), for the pinned commits git must keep. */
  open(): PublishRequestRow[] {
    return this.db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE status IN ('waiting', 'scheduled', 'publishing', 'approving') ORDER BY id`).all() as PublishRequestRow[];
  }
}

const nameOf = (by: Person | string) => (typeof by === "string" ? by : by.name);
