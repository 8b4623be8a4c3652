/**
 * Sign-in throttling: token buckets kept in the database (so a restart does not reset them). Each try takes a
 * token from two buckets: the one for that account from that address, and the one for that address
 * whatever account it tries. When either is empty, the next try waits until it refills; the password is then not
 * even checked. A right password takes nothing and refills the account-and-address bucket.
 *
 * The arithmetic: the account-and-address bucket holds 5 tries and gains one every 4 seconds, so 1,000 wrong
 * passwords for one account from one address take at least (1,000 − 5) × 4 s ≈ 66 minutes. Nothing is kept per
 * account alone: a stranger hammering the owner's account slows only their own address, and the owner signs in
 * from anywhere else at once (a lock on the account itself would let anyone lock the owner out).
 */
import { ensureTables, type EditorDatabase } from "../store/database";

export interface BucketRule {
  /** Tries allowed at once. */
  capacity: number;
  /** Seconds for one try to come back. */
  refillSeconds: number;
}

export const ACCOUNT_AT_ADDRESS: BucketRule = { capacity: 5, refillSeconds: 4 };
/** Many accounts from one address (someone trying a list of addresses): the office's shared address has room. */
export const ADDRESS: BucketRule = { capacity: 30, refillSeconds: 3 };

export type Clock = () => number;

export class SignInThrottle {
  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
    private readonly rules = { accountAtAddress: ACCOUNT_AT_ADDRESS, address: ADDRESS },
  ) {
    ensureTables(db, `CREATE TABLE IF NOT EXISTS sign_in_buckets (key TEXT PRIMARY KEY, tokens REAL NOT NULL, updated_ms INTEGER NOT NULL)`);
  }

  /**
   * Takes a try before the password is checked (so tries sent all at once are counted too): 0 when taken, else
   * the seconds to wait, and nothing is taken.
   */
  take(account: string, address: string): number {
    return this.db.transaction(() => {
      // A bucket untouched for a day is full again: forgetting it changes nothing.
      this.db.prepare("DELETE FROM sign_in_buckets WHERE updated_ms < ?").run(this.now() - 24 * 60 * 60 * 1000);
      const buckets = this.keys(account, address).map(([key, rule]) => ({ key, rule, tokens: this.tokens(key, rule) }));
      const wait = Math.max(...buckets.map(({ rule, tokens }) => (tokens >= 1 ? 0 : (1 - tokens) * rule.refillSeconds)));
      if (wait > 0) return Math.ceil(wait);
      for (const { key, tokens } of buckets) this.store(key, tokens - 1);
      return 0;
    })();
  }

  /** The right password: its try is given back, and the account's bucket at that address is full again. */
  succeeded(account: string, address: string): void {
    const [[pair], [addressKey, addressRule]] = this.keys(account, address);
    this.db.prepare("DELETE FROM sign_in_buckets WHERE key = ?").run(pair);
    this.store(addressKey, Math.min(addressRule.capacity, this.tokens(addressKey, addressRule) + 1));
  }

  private keys(account: string, address: string): [[string, BucketRule], [string, BucketRule]] {
    return [
      [`account:${account.trim().toLowerCase()}@${address}`, this.rules.accountAtAddress],
      [`address:${address}`, this.rules.address],
    ];
  }

  private tokens(key: string, rule: BucketRule): number {
    const row = this.db.prepare("SELECT tokens, updated_ms FROM sign_in_buckets WHERE key = ?").get(key) as { tokens: number; updated_ms: number } | undefined;
    if (!row) return rule.capacity;
    const elapsed = Math.max(0, this.now() - row.updated_ms) / 1000;
    return Math.min(rule.capacity, row.tokens + elapsed / rule.refillSeconds);
  }

  private store(key: string, tokens: number): void {
    this.db
      .prepare("INSERT INTO sign_in_buckets (key, tokens, updated_ms) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms")
      .run(key, tokens, this.now());
  }
}
