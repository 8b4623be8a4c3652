/**
 * The practice's enquiries in the editor's database, each sealed (key.ts) as one blob: the form's name, when it
 * arrived and its status are the only things stored in the clear. A page of the inbox reads at most one page of
 * rows by id (newest first), so its time does not grow with how many are kept. Finding one person's enquiries
 * (subject access, erasure) opens each one, since nothing about a person is stored where it could be searched.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import { seal, unseal } from "./key";

export type EnquiryStatus = "new" | "handled";

export interface EnquirySummary {
  id: number;
  form: string;
  receivedAt: string;
  status: EnquiryStatus;
  /** Who sent it, as they wrote their name and address (empty when the form asks for neither). */
  name: string;
  email: string;
  handledBy: string | null;
}

export interface Enquiry extends EnquirySummary {
  fields: Record<string, string>;
}

interface Row {
  id: number;
  form: string;
  received_ms: number;
  status: EnquiryStatus;
  handled_by: string | null;
  sealed: Buffer;
}

/** What proves the key at the start: sealed once with the first key, opened with every later one. */
const KEY_CHECK_TEXT = "enquiries sealed with this key";

export const PAGE_SIZE = 50;
const ADD_WAITS_MS = 1000;

export class EnquiryStore {
  constructor(
    private readonly db: EditorDatabase,
    private readonly key: Buffer,
  ) {
    useEditorSchema(db);
  }

  /** Throws in words when the key is not the one the enquiries already kept were sealed with; notes it the first time. */
  proveKey(settings = "ENQUIRY_KEY or ENQUIRY_KEY_FILE"): void {
    const row = this.db.prepare("SELECT sealed FROM enquiry_key_check WHERE id = 1").get() as { sealed: Buffer } | undefined;
    if (!row) {
      this.db.prepare("INSERT INTO enquiry_key_check (id, sealed) VALUES (1, ?)").run(seal(this.key, KEY_CHECK_TEXT));
      return;
    }
    let opened = "";
    try {
      opened = unseal(this.key, row.sealed);
    } catch {
      // as below
    }
    if (opened !== KEY_CHECK_TEXT) throw new Error(`The enquiry key (${settings}) is not the one the enquiries in this data folder were sealed with, so none of them could be read and new ones would not match. Give the editor the key it was first started with, then start it again.`);
  }

  /**
   * Keeps one enquiry; its id. A write holding the database is waited for a second at most (SQLite waits without
   * letting the editor answer anything else): the caller tries again after a pause (enquiries/submissions.ts).
   */
  add(form: string, fields: Record<string, string>, receivedMs: number): number {
    const sealed = seal(this.key, JSON.stringify(fields));
    const usual = this.db.pragma("busy_timeout", { simple: true }) as number;
    this.db.pragma(`busy_timeout = ${ADD_WAITS_MS}`);
    try {
      return Number(this.db.prepare("INSERT INTO enquiries (form, received_ms, sealed) VALUES (?, ?, ?)").run(form, receivedMs, sealed).lastInsertRowid);
    } finally {
      this.db.pragma(`busy_timeout = ${usual}`);
    }
  }

  /** A page of the inbox, newest first: those with an id below `before` (the first page without it). */
  page(before: number | null, size = PAGE_SIZE): { enquiries: EnquirySummary[]; more: boolean } {
    const rows = this.db.prepare("SELECT id, form, received_ms, status, handled_by, sealed FROM enquiries WHERE id < ? ORDER BY id DESC LIMIT ?").all(before ?? Number.MAX_SAFE_INTEGER, size + 1) as Row[];
    return { enquiries: rows.slice(0, size).map((row) => summary(row, this.fieldsOf(row))), more: rows.length > size };
  }

  count(): { all: number; new: number } {
    return this.db.prepare("SELECT count(*) AS \"all\", coalesce(sum(status = 'new'), 0) AS new FROM enquiries").get() as { all: number; new: number };
  }

  read(id: number): Enquiry | null {
    const row = this.db.prepare("SELECT id, form, received_ms, status, handled_by, sealed FROM enquiries WHERE id = ?").get(id) as Row | undefined;
    if (!row) return null;
    const fields = this.fieldsOf(row);
    return { ...summary(row, fields), fields };
  }

  /** Sets the status, only if it is still the one the person saw: false when someone changed it first (or it is gone). */
  setStatus(id: number, seen: EnquiryStatus, status: EnquiryStatus, by: string, atMs: number): boolean {
    const handled = status === "handled" ? [by, atMs] : [null, null];
    return this.db.prepare("UPDATE enquiries SET status = ?, handled_by = ?, handled_ms = ? WHERE id = ? AND status = ?").run(status, ...handled, id, seen).changes === 1;
  }

  /** Every enquiry of one person: a field holding exactly their e-mail address or name (any case, any spacing). */
  ofPerson(who: string): Enquiry[] {
    const wanted = comparable(who);
    if (!wanted) return [];
    const found: Enquiry[] = [];
    for (const row of this.db.prepare("SELECT id, form, received_ms, status, handled_by, sealed FROM enquiries ORDER BY id").iterate() as IterableIterator<Row>) {
      const fields = this.fieldsOf(row);
      const candidates = [...Object.values(fields), nameIn(fields)];
      if (candidates.some((value) => comparable(value) === wanted)) found.push({ ...summary(row, fields), fields });
    }
    return found;
  }

  /** Erases these enquiries (their bytes overwritten, not only unlinked: secure_delete); how many went. */
  erase(ids: number[]): number {
    return this.withSecureDelete(() => {
      const remove = this.db.prepare("DELETE FROM enquiries WHERE id = ?");
      return this.db.transaction(() => ids.reduce((sum, id) => sum + remove.run(id).changes, 0))();
    });
  }

  /** The forms that have enquiries kept. */
  forms(): string[] {
    return (this.db.prepare("SELECT DISTINCT form FROM enquiries").all() as { form: string }[]).map((row) => row.form);
  }

  /** Deletes a form's enquiries received before `beforeMs`; how many went. */
  deleteOlder(form: string, beforeMs: number): number {
    return this.withSecureDelete(() => this.db.prepare("DELETE FROM enquiries WHERE form = ? AND received_ms < ?").run(form, beforeMs).changes);
  }

  private withSecureDelete<T>(run: () => T): T {
    this.db.pragma("secure_delete = ON");
    try {
      return run();
    } finally {
      this.db.pragma("secure_delete = OFF");
    }
  }

  private fieldsOf(row: Row): Record<string, string> {
    return JSON.parse(unseal(this.key, row.sealed)) as Record<string, string>;
  }
}

/** Who sent it, from the fields people usually name so. */
function summary(row: Row, fields: Record<string, string>): EnquirySummary {
  return {
    id: row.id, form: row.form, receivedAt: new Date(row.received_ms).toISOString(), status: row.status, handledBy: row.handled_by,
    name: nameIn(fields), email: Object.entries(fields).find(([name]) => /e-?mail/i.test(name))?.[1] ?? "",
  };
}

/** The sender's name: every field named for a name (firstName, lastName, or name), in the form's order. */
function nameIn(fields: Record<string, string>): string {
  return Object.entries(fields).filter(([name]) => /name/i.test(name)).map(([, value]) => value.trim()).filter(Boolean).join(" ");
}

function comparable(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}
