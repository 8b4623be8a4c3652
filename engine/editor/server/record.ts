/**
 * The record of who did what: sign-ins (and failed ones), invitations, publications, restores. The owner reads it
 * in the editor; it lives in the editor's database, never in git.
 *
 * Failed sign-ins are counted, not listed: one line per person (or one for all unknown email addresses) per
 * hour, its count and addresses updated in place, so a flood of guesses cannot push real events off the owners'
 * first page, and what strangers typed is never stored. The line names the addresses the most came from, with
 * their counts (an IPv6 network as its /64, as the throttle counts it), since the tally behind it is forgotten.
 */
import { addressGroup } from "./accounts/addresses";
import type { EditorDatabase } from "./store/database";
import { useEditorSchema } from "./store/schema";
import type { Person } from "./people";

export interface RecordEntry {
  at: string;
  /** The person's name as it was then (it stays after they are removed). */
  who: string;
  action: string;
  detail: string;
}

const PERIOD_MS = 60 * 60 * 1000;
/** Distinct addresses kept per counted line; beyond it the line says "N or more". */
const ADDRESSES_KEPT = 50;
/** Addresses named on a counted line, the most tries first; the rest are summed. */
const ADDRESSES_NAMED = 3;

export class EventRecord {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: () => number = Date.now,
  ) {
    useEditorSchema(db);
  }

  add(who: Person | string, action: string, detail = ""): void {
    const name = typeof who === "string" ? who : who.name;
    const id = typeof who === "string" ? null : who.id;
    this.db.prepare("INSERT INTO record (at, who, person, action, detail) VALUES (?, ?, ?, ?, ?)").run(new Date(this.now()).toISOString(), name, id, action, detail);
  }

  /**
   * One more of a repeated event (a failed sign-in) on this hour's counted line for `who`: the line is made on
   * the first and updated after, e.g. "12 wrong passwords from 3 addresses, 09:02 to 09:40 UTC".
   */
  count(who: Person | string, action: string, what: [one: string, many: string], address: string): void {
    const now = this.now();
    const name = typeof who === "string" ? who : who.name;
    const key = `${typeof who === "string" ? `text:${who}` : `person:${who.id}`}|${action}|${Math.floor(now / PERIOD_MS)}`;
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM record_tallies WHERE first_ms < ?").run(now - 2 * PERIOD_MS);
      const tally = this.db.prepare("SELECT record_id, count, addresses, first_ms FROM record_tallies WHERE key = ?").get(key) as { record_id: number; count: number; addresses: string; first_ms: number } | undefined;
      const addresses = tally ? triesByAddress(tally.addresses) : new Map<string, number>();
      const group = addressGroup(address);
      if (addresses.has(group) || addresses.size < ADDRESSES_KEPT) addresses.set(group, (addresses.get(group) ?? 0) + 1);
      const count = (tally?.count ?? 0) + 1;
      const capped = addresses.size >= ADDRESSES_KEPT ? " or more" : "";
      const from = addresses.size === 1 ? `from ${[...addresses.keys()][0]}` : `from ${addresses.size}${capped} addresses`;
      const span = tally ? `, ${clock(tally.first_ms)} to ${clock(now)} UTC` : `, at ${clock(now)} UTC`;
      const detail = `${count} ${count === 1 ? what[0] : what[1]} ${from}${span}${addresses.size > 1 ? `: ${whichAddresses(addresses, count, capped)}` : ""}`;
      if (tally) {
        this.db.prepare("UPDATE record SET detail = ? WHERE id = ?").run(detail, tally.record_id);
        this.db.prepare("UPDATE record_tallies SET count = ?, addresses = ? WHERE key = ?").run(count, JSON.stringify(Object.fromEntries(addresses)), key);
      } else {
        const id = typeof who === "string" ? null : who.id;
        const recordId = this.db.prepare("INSERT INTO record (at, who, person, action, detail) VALUES (?, ?, ?, ?, ?)").run(new Date(now).toISOString(), name, id, action, detail).lastInsertRowid;
        this.db.prepare("INSERT INTO record_tallies (key, record_id, count, addresses, first_ms) VALUES (?, ?, ?, ?, ?)").run(key, Number(recordId), count, JSON.stringify(Object.fromEntries(addresses)), now);
      }
    })();
  }

  /** Newest first. */
  list(limit = 200): RecordEntry[] {
    return this.db.prepare("SELECT at, who, action, detail FROM record ORDER BY id DESC LIMIT ?").all(limit) as RecordEntry[];
  }

  /** The highest person id the record has ever named: ids are never given again below it. */
  highestPersonId(): number {
    return (this.db.prepare("SELECT max(CAST(person AS INTEGER)) AS n FROM record WHERE person GLOB '[0-9]*'").get() as { n: number | null }).n ?? 0;
  }
}

/** The tally's addresses with their tries; a tally kept by an earlier version lists addresses only (one try each). */
function triesByAddress(stored: string): Map<string, number> {
  const parsed = JSON.parse(stored) as string[] | Record<string, number>;
  return new Map(Array.isArray(parsed) ? parsed.map((address) => [addressGroup(address), 1]) : Object.entries(parsed));
}

/** "15 from 203.0.113.9, 5 from 2001:db8:1:2::/64, 1 from 198.51.100.4, and 4 from 4 other addresses". */
function whichAddresses(addresses: Map<string, number>, total: number, capped: string): string {
  const most = [...addresses].sort((a, b) => b[1] - a[1]);
  const named = most.slice(0, ADDRESSES_NAMED);
  const parts = named.map(([address, tries]) => `${tries} from ${address}`);
  const others = most.length - named.length;
  if (others > 0) {
    const rest = total - named.reduce((sum, [, tries]) => sum + tries, 0);
    parts.push(`and ${rest} from ${others}${capped} other ${others === 1 && !capped ? "address" : "addresses"}`);
  }
  return parts.join(", ");
}

function clock(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}
