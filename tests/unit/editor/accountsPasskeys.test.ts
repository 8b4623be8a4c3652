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
