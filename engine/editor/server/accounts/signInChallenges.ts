/**
 * Passkey sign-in challenges carried by the asker's own cookie instead of a table: "challenge.expiry.signature",
 * signed with a key this process makes at start. Anyone may ask for sign-in options, and anything kept per ask
 * (even bounded per address group) can be filled by someone with enough addresses (an IPv6 /48 holds 65,536
 * /64s), which then stops the owner's own sign-in; a signed cookie keeps nothing, so there is nothing to fill.
 * A restart makes a new key: a sign-in begun in the five minutes before it is refused once and simply retried.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export class SignInChallenges {
  private readonly key = randomBytes(32);

  constructor(private readonly lifetimeMs: number) {}

  /** The cookie's value for `challenge` (base64url, so it holds no dot), good for the lifetime from `nowMs`. */
  seal(challenge: string, nowMs: number): string {
    const body = `${challenge}.${nowMs + this.lifetimeMs}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The challenge in a cookie this process signed and that has not expired; null for anything else. */
  open(cookie: string, nowMs: number): { challenge: string; expiresMs: number } | null {
    const [challenge, expires, signature, extra] = cookie.split(".");
    if (!challenge || !expires || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(`${challenge}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresMs = Number(expires);
    return Number.isFinite(expiresMs) && expiresMs >= nowMs ? { challenge, expiresMs } : null;
  }

  private signature(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}
