/**
 * Passkeys on the server, as far as they go without an authenticator: the options name the editor's own address,
 * each challenge is bound to what asked for it (the session adding a passkey, the cookie of a sign-in) and works
 * once, and an answer made for another origin adds nothing. (The answers here carry no real attestation, so a
 * refusal is expected either way; Chromium's virtual authenticator was used by hand to add a real passkey and sign
 * in with it.)
 */
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { Passkeys } from "../../../engine/editor/server/accounts/passkeys";
import { Users } from "../../../engine/editor/server/accounts/users";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";

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
  it("asks any passkey of this address, the challenge bound to the sign-in's cookie", async () => {
    const options = await passkeys.signInOptions("cookie-1");
    expect(options.rpId).toBe("editor.example.org");
    expect(await passkeys.signIn("cookie-2", { id: "AAAA" } as never)).toBeNull();
    expect(await passkeys.signIn("cookie-1", { id: "unknown" } as never)).toBeNull();
    // Used once: even the right cookie cannot try again with the same challenge.
    expect((db.prepare("SELECT count(*) AS n FROM passkey_challenges").get() as { n: number }).n).toBe(0);
  });

  it("is not offered in local mode, which has no public address", async () => {
    await expect(new Passkeys(db, null).signInOptions("cookie")).rejects.toThrow(/public address/);
  });
});

/** A passkey of this test's own (an EC P-256 key, as authenticators make), kept straight in the table. */
function ownPasskey(id: string, userId: string, userVerified: boolean) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  // The COSE form SimpleWebAuthn reads: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), Buffer.from(jwk.x!, "base64url"), Buffer.from([0x22, 0x58, 0x20]), Buffer.from(jwk.y!, "base64url")]);
  db.prepare("INSERT INTO passkeys (id, user_id, public_key, counter, name, created_at, user_verified) VALUES (?, ?, ?, 0, 'Laptop', '2026-01-01', ?)").run(id, Number(userId), cose, userVerified ? 1 : 0);
  /** The device's answer to a sign-in challenge, with or without the PIN or fingerprint (the UV flag). */
  return (challenge: string, withVerification: boolean) => {
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: ORIGIN, crossOrigin: false }));
    const flags = 0x01 | (withVerification ? 0x04 : 0);
    const authenticatorData = Buffer.concat([createHash("sha256").update("editor.example.org").digest(), Buffer.from([flags, 0, 0, 0, 1])]);
    const signature = sign("sha256", Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]), privateKey);
    return {
      id, rawId: id, type: "public-key" as const, clientExtensionResults: {},
      response: { clientDataJSON: clientDataJSON.toString("base64url"), authenticatorData: authenticatorData.toString("base64url"), signature: signature.toString("base64url") },
    };
  };
}

describe("user verification", () => {
  it("is required at sign-in from a passkey whose device gave it when added; a device without it still signs in", async () => {
    const verifying = ownPasskey("dmVyaWZ5aW5n", sam.id, true);
    let options = await passkeys.signInOptions("cookie-1");
    expect(options.userVerification).toBe("preferred");
    // Someone holding the device without its PIN or fingerprint (only "user present") is refused.
    expect(await passkeys.signIn("cookie-1", verifying(options.challenge, false) as never)).toBeNull();
    options = await passkeys.signInOptions("cookie-2");
    expect(await passkeys.signIn("cookie-2", verifying(options.challenge, true) as never)).toBe(sam.id);

    const plainKey = ownPasskey("cGxhaW5rZXk", sam.id, false);
    options = await passkeys.signInOptions("cookie-3");
    expect(await passkeys.signIn("cookie-3", plainKey(options.challenge, false) as never)).toBe(sam.id);
  });
});
