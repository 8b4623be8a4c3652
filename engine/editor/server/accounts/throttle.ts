/**
 * Sign-in throttling: token buckets kept in the database (so a restart does not reset them). A try is taken
 * before the password is checked (so tries sent all at once are counted too); when a bucket is empty, the try
 * waits until it refills and the password is not even checked. Addresses are counted by group (addresses.ts:
 * the IPv4 address, or the IPv6 /64), so one network cannot pose as many. Three buckets:
 *
 * - that account from that address: 5 at once, then one every 4 s, so 1,000 wrong passwords for one account
 *   from one address take at least (1,000 − 5) × 4 s ≈ 66 minutes;
 * - that address, whatever the account: 30 at once, then one every 3 s (someone trying a list of people);
 * - that account from anywhere: 10 at once, then one every 4 s, the wait growing by 4 s with each 100 tries
 *   (up to 32 s), so 1,000 wrong passwords from 1,000 addresses take hours. Tries from an address the person
 *   has signed in from before (a known address) do not draw on it: a stranger's flood slows only strangers,
 *   and the person who knows her password signs in at once from her usual computer, or with a passkey.
 *
 * The buckets are keyed on the email as typed, whether or not it is anyone's, so the waits say nothing about
 * who has an account.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import { addressGroup } from "./addresses";
import type { Clock } from "./clock";

export interface BucketRule {
  /** Tries allowed at once. */
  capacity: number;
  /** Seconds for one try to come back. */
  refillSeconds: number;
  /** The refill slows by `refillSeconds` for each this many tries (kept while the bucket is in use), up to `maxRefillSeconds`. */
  growEvery?: number;
  maxRefillSeconds?: number;
}

export const ACCOUNT_AT_ADDRESS: BucketRule = { capacity: 5, refillSeconds: 4 };
/** Many accounts from one address (someone trying a list of addresses): the office's shared address has room. */
export const ADDRESS: BucketRule = { capacity: 30, refillSeconds: 3 };
/** One account from every address together (guessing from many machines); skipped from the person's known addresses. */
export const ACCOUNT: BucketRule = { capacity: 10, refillSeconds: 4, growEvery: 100, maxRefillSeconds: 32 };

interface Bucket {
  key: string;
  rule: BucketRule;
  tokens: number;
  tries: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class SignInThrottle {
  private swept = 0;

  constructor(
    private readonly db: EditorDatabase,
    private readonly now: Clock = Date.now,
    private readonly rules = { accountAtAddress: ACCOUNT_AT_ADDRESS, address: ADDRESS, account: ACCOUNT },
  ) {
    useEditorSchema(db);
  }

  /**
   * Takes a try: 0 when taken, else the seconds to wait, and nothing is taken. `knownAddress`: the person whose
   * email this is has signed in from this address's group before (the account-wide bucket is not drawn on).
   */
  take(account: string, address: string, knownAddress = false): number {
    return this.db.transaction(() => {
      // A bucket untouched for a day is full again: forgetting it changes nothing (looked for once a minute).
      if (this.now() - this.swept > 60_000) {
        this.swept = this.now();
        this.db.prepare("DELETE FROM sign_in_buckets WHERE updated_ms < ?").run(this.now() - DAY_MS);
      }
      const buckets = this.keys(account, address, knownAddress).map(([key, rule]) => this.bucket(key, rule));
      const wait = Math.max(...buckets.map((bucket) => (bucket.tokens >= 1 ? 0 : (1 - bucket.tokens) * refillOf(bucket))));
      if (wait > 0) return Math.ceil(wait);
      for (const bucket of buckets) this.store(bucket.key, bucket.tokens - 1, bucket.tries + 1);
      return 0;
    })();
  }

  /** The right password: its tries are given back, and the account's bucket at that address is full again. */
  succeeded(account: string, address: string, knownAddress = false): void {
    const [pair, ...others] = this.keys(account, address, knownAddress);
    this.db.prepare("DELETE FROM sign_in_buckets WHERE key = ?").run(pair![0]);
    for (const [key, rule] of others) {
      const bucket = this.bucket(key, rule);
      this.store(key, Math.min(rule.capacity, bucket.tokens + 1), Math.max(0, bucket.tries - 1));
    }
  }

  /** Whether tries at this account from addresses it has not been used from are being slowed now. */
  accountSlowed(account: string): boolean {
    return this.bucket(accountKey(account), this.rules.account).tokens < 1;
  }

  /** Any try of one kind from one address (such as asking for a passkey challenge): the address's own bucket. */
  takeForAddress(kind: string, address: string, rule: BucketRule): number {
    return this.db.transaction(() => {
      const bucket = this.bucket(`${kind}:${addressGroup(address)}`, rule);
      if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) * refillOf(bucket));
      this.store(bucket.key, bucket.tokens - 1, bucket.tries + 1);
      return 0;
    })();
  }

  private keys(account: string, address: string, knownAddress: boolean): [string, BucketRule][] {
    const group = addressGroup(address);
    const email = account.trim().toLowerCase();
    return [
      [`account:${email}@${group}`, this.rules.accountAtAddress],
      [`address:${group}`, this.rules.address],
      ...(knownAddress ? [] : [[accountKey(email), this.rules.account] as [string, BucketRule]]),
    ];
  }

  private bucket(key: string, rule: BucketRule): Bucket {
    const row = this.db.prepare("SELECT tokens, updated_ms, tries FROM sign_in_buckets WHERE key = ?").get(key) as { tokens: number; updated_ms: number; tries: number } | undefined;
    if (!row) return { key, rule, tokens: rule.capacity, tries: 0 };
    const elapsed = Math.max(0, this.now() - row.updated_ms) / 1000;
    const bucket = { key, rule, tokens: row.tokens, tries: row.tries };
    return { ...bucket, tokens: Math.min(rule.capacity, row.tokens + elapsed / refillOf(bucket)) };
  }

  private store(key: string, tokens: number, tries: number): void {
    this.db
      .prepare("INSERT INTO sign_in_buckets (key, tokens, updated_ms, tries) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms, tries = excluded.tries")
      .run(key, tokens, this.now(), tries);
  }
}

function accountKey(account: string): string {
  return `whole:${account.trim().toLowerCase()}`;
}

/** Seconds for one try to come back, slower the more this bucket has been drawn on. */
function refillOf({ rule, tries }: { rule: BucketRule; tries: number }): number {
  if (!rule.growEvery) return rule.refillSeconds;
  const grown = rule.refillSeconds * (1 + Math.floor(tries / rule.growEvery));
  return Math.min(rule.maxRefillSeconds ?? grown, grown);
}
