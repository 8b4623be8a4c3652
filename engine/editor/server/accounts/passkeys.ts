/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): a person adds one to their account while signed in (after proving
 * who they are again: accountRoutes), then signs in with it instead of a password. The relying party is the
 * editor's public address (its host name and origin), so a passkey made for it answers nowhere else. Every
 * challenge is used within five minutes and is bound to what asked for it. Adding one or confirming who one is:
 * kept here, one per session (at most MAX_CHALLENGES wait at once), used once. Signing in, which anyone may ask
 * for: kept nowhere here but in the asker's own cookie, signed by this process (SignInChallenges), so no number
 * of strangers asking can fill anything that the owner's sign-in or a signed-in person's challenges need; a
 * challenge that signed someone in is remembered until it expires, so it signs no one in twice.
 * User verification (the device's PIN, fingerprint or face) is asked for, and required from then on for a
 * passkey whose device gave it when it was added.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { HttpError } from "../http";
import type { Person } from "../people";
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import type { Clock } from "./clock";
import { SignInChallenges } from "./signInChallenges";
import { hashToken } from "./tokens";

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Add and confirm challenges waiting at once (one per signed-in session): a bound that only a leak would reach. */
export const MAX_CHALLENGES = 500;

/** No room for another add or confirm challenge now: a 429 in words, never a 500. */
export class TooManyChallenges extends HttpError {
  constructor() {
    super(429, "Too many passkeys are being added or confirmed at this moment. Try again in a minute, or confirm with your password.");
  }
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  id: string;
  user_id: number;
  public_key: Buffer;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  user_verified: number;
}

export class Passkeys {
  private readonly signInChallenges = new SignInChallenges(CHALLENGE_LIFETIME_MS);

  constructor(
    private readonly db: EditorDatabase,
    private readonly origin: string | null,
    private readonly now: Clock = Date.now,
  ) {
    useEditorSchema(db);
  }

  private get party(): { origin: string; rpID: string } {
    if (!this.origin) throw new Error("Passkeys need the editor's public address (online mode).");
    return { origin: this.origin, rpID: new URL(this.origin).hostname };
  }

  list(userId: string): PasskeySummary[] {
    return (this.db.prepare("SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at").all(Number(userId)) as PasskeyRow[]).map((row) => ({
      id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at,
    }));
  }

  remove(userId: string, id: string): boolean {
    return this.db.prepare("DELETE FROM passkeys WHERE user_id = ? AND id = ?").run(Number(userId), id).changes > 0;
  }

  /** Every passkey of the person (access taken back); how many there were. */
  removeAll(userId: string | number): number {
    return this.db.prepare("DELETE FROM passkeys WHERE user_id = ?").run(Number(userId)).changes;
  }

  /** Options for adding a passkey, the challenge bound to the session that asked. */
  async additionOptions(person: Person, sessionToken: string, siteName: string) {
    const options = await generateRegistrationOptions({
      rpName: `Page editor · ${siteName}`,
      rpID: this.party.rpID,
      userName: person.email,
      userDisplayName: person.name,
      userID: new TextEncoder().encode(`user-${person.id}`),
      attestationType: "none",
      excludeCredentials: (this.db.prepare("SELECT id, transports FROM passkeys WHERE user_id = ?").all(Number(person.id)) as { id: string; transports: string }[]).map((row) => ({
        id: row.id, transports: JSON.parse(row.transports) as string[],
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    this.keepChallenge(`add:${hashToken(sessionToken)}`, options.challenge);
    return options;
  }

  /** Checks the authenticator's answer and keeps the passkey; false when it does not prove what was asked. */
  async add(person: Person, sessionToken: string, response: RegistrationResponseJSON, name: string): Promise<boolean> {
    const challenge = this.takeChallenge(`add:${hashToken(sessionToken)}`);
    if (!challenge) return false;
    const result = await verifyRegistrationResponse({
      response, expectedChallenge: challenge, expectedOrigin: this.party.origin, expectedRPID: this.party.rpID, requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) return false;
    const { credential, userVerified } = result.registrationInfo;
    this.db
      .prepare("INSERT INTO passkeys (id, user_id, public_key, counter, transports, name, created_at, user_verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
      .run(credential.id, Number(person.id), Buffer.from(credential.publicKey), credential.counter, JSON.stringify(credential.transports ?? []), name, new Date(this.now()).toISOString(), userVerified ? 1 : 0);
    return true;
  }

  /** Options for proving who one is with one of one's own passkeys (before adding another), bound to the session. */
  async confirmOptions(person: Person, sessionToken: string) {
    const mine = this.db.prepare("SELECT id, transports FROM passkeys WHERE user_id = ?").all(Number(person.id)) as { id: string; transports: string }[];
    if (mine.length === 0) return null;
    const options = await generateAuthenticationOptions({
      rpID: this.party.rpID, userVerification: "preferred",
      allowCredentials: mine.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as never })),
    });
    this.keepChallenge(`confirm:${hashToken(sessionToken)}`, options.challenge);
    return options;
  }

  /** Whether one of the person's own passkeys answered the session's confirmation challenge. */
  async confirm(person: Person, sessionToken: string, response: AuthenticationResponseJSON): Promise<boolean> {
    const challenge = this.takeChallenge(`confirm:${hashToken(sessionToken)}`);
    if (!challenge) return false;
    return (await this.verified(challenge, response)) === person.id;
  }

  /** Options for signing in with any passkey of this editor, and the cookie that carries their challenge (nothing is kept here). */
  async signInOptions(): Promise<{ options: Awaited<ReturnType<typeof generateAuthenticationOptions>>; cookie: string }> {
    const options = await generateAuthenticationOptions({ rpID: this.party.rpID, userVerification: "preferred" });
    return { options, cookie: this.signInChallenges.seal(options.challenge, this.now()) };
  }

  /** The id of the person whose passkey answered the challenge in `cookie`, or null; a challenge signs in once. */
  async signIn(cookie: string, response: AuthenticationResponseJSON): Promise<string | null> {
    const opened = this.signInChallenges.open(cookie, this.now());
    if (!opened || this.spent(opened.challenge)) return null;
    const userId = await this.verified(opened.challenge, response);
    // Only a passkey of this editor gets here, so strangers cannot fill the spent list; the insert is the claim.
    if (!userId || !this.spend(opened.challenge, opened.expiresMs)) return null;
    return userId;
  }

  private spent(challenge: string): boolean {
    return this.db.prepare("SELECT 1 FROM passkey_challenges WHERE key = ? AND expires_ms >= ?").get(`spent:${hashToken(challenge)}`, this.now()) !== undefined;
  }

  private spend(challenge: string, expiresMs: number): boolean {
    const key = `spent:${hashToken(challenge)}`;
    this.db.prepare("DELETE FROM passkey_challenges WHERE key = ? AND expires_ms < ?").run(key, this.now());
    return this.db.prepare("INSERT OR IGNORE INTO passkey_challenges (key, challenge, expires_ms) VALUES (?, '', ?)").run(key, expiresMs).changes === 1;
  }

  /** The id of the person whose passkey signed `challenge`; its device's PIN or fingerprint required if it gave one when added. */
  private async verified(challenge: string, response: AuthenticationResponseJSON): Promise<string | null> {
    if (typeof response?.id !== "string") return null;
    const row = this.db.prepare("SELECT * FROM passkeys WHERE id = ?").get(response.id) as PasskeyRow | undefined;
    if (!row) return null;
    const result = await verifyAuthenticationResponse({
      response, expectedChallenge: challenge, expectedOrigin: this.party.origin, expectedRPID: this.party.rpID, requireUserVerification: row.user_verified === 1,
      credential: { id: row.id, publicKey: new Uint8Array(row.public_key), counter: row.counter, transports: JSON.parse(row.transports) as string[] as never },
    }).catch(() => null);
    if (!result?.verified) return null;
    this.db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(result.authenticationInfo.newCounter, new Date(this.now()).toISOString(), row.id);
    return String(row.user_id);
  }

  private keepChallenge(key: string, challenge: string): void {
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM passkey_challenges WHERE expires_ms < ?").run(now);
      const waiting = (this.db.prepare("SELECT count(*) AS n FROM passkey_challenges WHERE key != ? AND key NOT LIKE 'spent:%'").get(key) as { n: number }).n;
      if (waiting >= MAX_CHALLENGES) throw new TooManyChallenges();
      this.db.prepare("INSERT OR REPLACE INTO passkey_challenges (key, challenge, expires_ms) VALUES (?, ?, ?)").run(key, challenge, now + CHALLENGE_LIFETIME_MS);
    })();
  }

  /** The challenge, once: it is gone after this. */
  private takeChallenge(key: string): string | null {
    const row = this.db.prepare("DELETE FROM passkey_challenges WHERE key = ? AND expires_ms >= ? RETURNING challenge").get(key, this.now()) as { challenge: string } | undefined;
    return row?.challenge ?? null;
  }
}
