/**
 * Password checks a few at a time. Each scrypt check takes 128 MiB and a few hundred milliseconds of a thread of
 * libuv's pool, the same pool the editor's file reads and writes wait for: run unbounded, 24 wrong sign-ins at
 * once held a page open for 17 s. So checks run `concurrency` at a time (1 by default: one core and three pool
 * threads stay free for the editor); a few more wait in a short queue; beyond it the sign-in is answered at once
 * with "try again in N seconds". A person signing in from an address they have used before waits in a lane of
 * their own ahead of strangers, so a flood of strangers does not keep her out.
 */

export class GateFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Many sign-ins are being checked at this moment. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`);
  }
}

export interface GateLimits {
  /** Checks running at once. */
  concurrency: number;
  /** Strangers' checks waiting at most. */
  queue: number;
  /** Checks of people at a known address waiting at most (their lane goes first). */
  knownQueue: number;
}

export const PASSWORD_GATE: GateLimits = { concurrency: 1, queue: 4, knownQueue: 16 };

type Waiting = () => void;

export class PasswordGate {
  private running = 0;
  private readonly strangers: Waiting[] = [];
  private readonly known: Waiting[] = [];
  /** A rolling estimate of one check's time, for Retry-After. */
  private checkMs = 500;

  constructor(private readonly limits: GateLimits = PASSWORD_GATE) {}

  /** Whether a check would be taken now (run or queued) rather than refused. */
  hasRoom(known = false): boolean {
    if (this.running < this.limits.concurrency) return true;
    return known ? this.known.length < this.limits.knownQueue : this.strangers.length < this.limits.queue;
  }

  /** Seconds after which a refused sign-in is likely to find room. */
  retryAfter(): number {
    const ahead = this.running + this.known.length + this.strangers.length;
    return Math.max(1, Math.ceil((ahead * this.checkMs) / this.limits.concurrency / 1000));
  }

  /** Runs the check when its turn comes; throws GateFull (before anything runs) when there is no room. */
  async run<T>(check: () => Promise<T>, known = false): Promise<T> {
    if (!this.hasRoom(known)) throw new GateFull(this.retryAfter());
    if (this.running >= this.limits.concurrency) await new Promise<void>((resolve) => (known ? this.known : this.strangers).push(resolve));
    else this.running++;
    const started = performance.now();
    try {
      return await check();
    } finally {
      this.checkMs = this.checkMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next in line (known lane first), so `running` never dips in between.
      const next = this.known.shift() ?? this.strangers.shift();
      if (next) next();
      else this.running--;
    }
  }

  get waiting(): number {
    return this.known.length + this.strangers.length;
  }
}
