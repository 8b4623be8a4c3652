/**
 * Passkeys on the server, as far as they go without an authenticator: the options name the editor's own address,
 * each challenge is bound to what asked for it (the session adding a passkey, the cookie of a sign-in) and works
 * once, and an answer made for another origin adds nothing. (The answers here carry no real attestation, so a
 * refusal is expected either way; Chromium's virtual authenticator was used by hand to add a real passkey and sign
 * in with it.)
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { Passkeys } from "../../../engine/editor/server/accounts/passkeys";
import { Users } from "../../../engine/editor/server/accounts/users";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import { testPasskey } from "../../support/testPasskey";

const ORIGIN = "https://editor.example.org";
let db: EditorDatabase;
let passkeys: Passkeys;
let sam: { id: string; name: string; email: string; role: "owner" | "editor" };

beforeEach(() => {
  db = openEditorDatabase(mkdtempSync(join(tmpdir(), "editor-passkeys-")));
  const account = new Users(db).add("Sam Patel", "sam@example.org", "editor");
  sam = { id: account.id, name: account.name, email: account.email, role: account.role };
  passkeys = new Passkeys(db, ORIGIN);
});

/** An authenticator's answer to `challenge` as a browser at `origin` would wrap it (the attestation is empty). */
function answer(challenge: string, origin: string) {
  const clientData = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge, origin, crossOrigin: false })).toString("base64url");
  return { id: "AAAA", rawId: "AAAA", type: "public-key" as const, clientExtensionResults: {}, response: { clientDataJSON: clientData, attestationObject: "oA", transports: [] } };
}

describe("adding a passkey", () => {
  it("asks for one made for the editor's own address, named after the person", async () => {
    const options = await passkeys.additionOptions(sam, "session-1", "Coventry Road Dental Care");
    expect(options.rp).toEqual({ name: "Page editor · Coventry Road Dental Care", id: "editor.example.org" });
    expect(options.user).toMatchObject({ name: "sam@example.org", displayName: "Sam Patel" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required" });
    expect(options.challenge.length).toBeGreaterThanOrEqual(32);
  });

  it("binds the challenge to the session that asked, and uses it once", async () => {
    const options = await passkeys.additionOptions(sam, "session-1", "Site");
    const stored = () => (db.prepare("SELECT count(*) AS n FROM passkey_challenges").get() as { n: number }).n;
    expect(stored()).toBe(1);
    // Another session cannot use it (and does not use it up).
    expect(await passkeys.add(sam, "session-2", answer(options.challenge, ORIGIN) as never, "Laptop")).toBe(false);
    expect(stored()).toBe(1);
    // Its own session's try uses it up, whatever the outcome.
    expect(await passkeys.add(sam, "session-1", answer(options.challenge, ORIGIN) as never, "Laptop")).toBe(false);
    expect(stored()).toBe(0);
    expect(passkeys.list(sam.id)).toEqual([]);
  });

  it("refuses an answer made for another web address", async () => {
    const options = await passkeys.additionOptions(sam, "session-1", "Site");
    expect(await passkeys.add(sam, "session-1", answer(options.challenge, "https://editor.example.org.attacker.example") as never, "Laptop")).toBe(false);
    expect(passkeys.list(sam.id)).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("asks any passkey of this address, the challenge carried by the sign-in's own signed cookie, keeping nothing", async () => {
    const { options, cookie } = await passkeys.signInOptions();
    expect(options.rpId).toBe("editor.example.org");
    expect(cookie.startsWith(`${options.challenge}.`)).toBe(true);
    expect((db.prepare("SELECT count(*) AS n FROM passkey_challenges").get() as { n: number }).n).toBe(0);
  });

  it("refuses a cookie it did not sign, one of another editor, and one past its five minutes", async () => {
    const key = ownPasskey("a2V5LW9uZQ", sam.id, false);
    const { options, cookie } = await passkeys.signInOptions();
    const [challenge, expires] = cookie.split(".");
    // The challenge with a later expiry and no valid signature; the same challenge sealed by another editor.
    expect(await passkeys.signIn(`${challenge}.${Number(expires) + 60_000}.${cookie.split(".")[2]}`, key(options.challenge, false) as never)).toBeNull();
    const other = await new Passkeys(db, ORIGIN).signInOptions();
    expect(await passkeys.signIn(other.cookie, key(other.options.challenge, false) as never)).toBeNull();
    let now = Date.now() + 5 * 60 * 1000 + 1;
    const later = new Passkeys(db, ORIGIN, () => now);
    const old = await later.signInOptions();
    now += 5 * 60 * 1000 + 1;
    expect(await later.signIn(old.cookie, key(old.options.challenge, false) as never)).toBeNull();
    expect(await passkeys.signIn(cookie, key(options.challenge, false) as never)).toBe(sam.id);
  });

  it("signs in once with a challenge: the same cookie and answer again sign no one in", async () => {
    const key = ownPasskey("a2V5LXR3bw", sam.id, false);
    const { options, cookie } = await passkeys.signInOptions();
    const answer = key(options.challenge, false) as never;
    expect(await passkeys.signIn(cookie, answer)).toBe(sam.id);
    expect(await passkeys.signIn(cookie, answer)).toBeNull();
    // A wrong answer neither signs in nor spends the challenge.
    const second = await passkeys.signInOptions();
    expect(await passkeys.signIn(second.cookie, { id: "unknown" } as never)).toBeNull();
    expect(await passkeys.signIn(second.cookie, key(second.options.challenge, false) as never)).toBe(sam.id);
  });

  it("is not offered in local mode, which has no public address", async () => {
    await expect(new Passkeys(db, null).signInOptions()).rejects.toThrow(/public address/);
  });
});

/** A passkey of this test's own, kept straight in the table. */
function ownPasskey(id: string, userId: string, userVerified: boolean) {
  const key = testPasskey(id, ORIGIN);
  db.prepare("INSERT INTO passkeys (id, user_id, public_key, counter, name, created_at, user_verified) VALUES (?, ?, ?, 0, 'Laptop', '2026-01-01', ?)").run(id, Number(userId), key.cose, userVerified ? 1 : 0);
  return (challenge: string, withVerification: boolean) => key.answer(challenge, withVerification);
}

describe("user verification", () => {
  it("is required at sign-in from a passkey whose device gave it when added; a device without it still signs in", async () => {
    const verifying = ownPasskey("dmVyaWZ5aW5n", sam.id, true);
    let { options, cookie } = await passkeys.signInOptions();
    expect(options.userVerification).toBe("preferred");
    // Someone holding the device without its PIN or fingerprint (only "user present") is refused.
    expect(await passkeys.signIn(cookie, verifying(options.challenge, false) as never)).toBeNull();
    ({ options, cookie } = await passkeys.signInOptions());
    expect(await passkeys.signIn(cookie, verifying(options.challenge, true) as never)).toBe(sam.id);

    const plainKey = ownPasskey("cGxhaW5rZXk", sam.id, false);
    ({ options, cookie } = await passkeys.signInOptions());
    expect(await passkeys.signIn(cookie, plainKey(options.challenge, false) as never)).toBe(sam.id);
  });
});
