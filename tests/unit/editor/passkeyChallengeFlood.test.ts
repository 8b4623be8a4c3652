/**
 * A flood of anonymous passkey sign-in options, over HTTP, against the editor online as a host starts it: 520
 * requests from 26 IPv6 /64s (20 from each, within each address group's own allowance) must leave nothing that
 * the owner's own passkey sign-in from a new address, or "add a passkey" on a signed-in session, depends on; and
 * no answer of the flood is a 500.
 */
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWithOwner, type OnlineEditor } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { testPasskey } from "../../support/testPasskey";

let site: TempSite;
let editor: OnlineEditor;
let ownerToken: string;
const OWNER = { name: "Olive Owner", email: "olive@example.org", password: "lantern orchard pebble" };

const api = (path: string, { cookie, data, address }: { cookie?: string; data?: unknown; address: string }) =>
  rawRequest(editor.port, "POST", `/_editor/api/${path}`, {
    headers: { Origin: editor.origin, "Content-Type": "application/json", "X-Real-IP": address, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(data ?? {}),
  });

function cookieNamed(reply: Reply, name: string): string {
  const set = ([] as string[]).concat(reply.headers["set-cookie"] ?? []).find((line) => line.startsWith(`${name}=`));
  if (!set) throw new Error(`No ${name} cookie in ${reply.status} ${reply.body}`);
  return set.split(";")[0]!;
}

beforeAll(async () => {
  site = tempSite();
  ({ editor, ownerToken } = await startWithOwner(site.root, OWNER));
});
afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

describe("a flood of anonymous passkey sign-in options", () => {
  it("from 26 /64s leaves the owner's passkey sign-in from a new address, and adding a passkey, working", async () => {
    const joined = await api("account/set-up", { data: { token: ownerToken, password: OWNER.password }, address: "192.0.2.10" });
    expect(joined.status).toBe(200);
    const session = cookieNamed(joined, "__Host-editor-session");
    const db = new Database(join(editor.dataFolder, "editor.sqlite3"));
    const passkey = testPasskey("b3duZXJzLWtleQ", editor.origin);
    try {
      const ownerId = (db.prepare("SELECT id FROM users WHERE email = ?").get(OWNER.email) as { id: number }).id;
      db.prepare("INSERT INTO passkeys (id, user_id, public_key, counter, name, created_at, user_verified) VALUES (?, ?, ?, 0, 'Laptop', '2026-01-01', 1)").run(passkey.id, ownerId, passkey.cose);
    } finally {
      db.close();
    }

    const flood: Reply[] = [];
    for (let group = 0; group < 26; group++) {
      flood.push(...(await Promise.all(Array.from({ length: 20 }, (_, index) => api("account/passkey/sign-in-options", { address: `2001:db8:${group.toString(16)}:7::${(index + 1).toString(16)}` })))));
    }
    const statuses = flood.map((reply) => reply.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429), statuses.join(" ")).toEqual([]);
    for (const refused of flood.filter((reply) => reply.status === 429)) expect(refused.json().error).toMatch(/Try again/);

    // The owner, from an address never seen before, signs in with her passkey.
    const options = await api("account/passkey/sign-in-options", { address: "198.51.100.7" });
    expect(options.status, options.body).toBe(200);
    const signedIn = await api("account/passkey/sign-in", { cookie: cookieNamed(options, "__Host-editor-passkey"), data: { response: passkey.answer(options.json().challenge) }, address: "198.51.100.7" });
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(cookieNamed(signedIn, "__Host-editor-session")).toBeTruthy();

    // Signed in (and just proved who she is by setting up), she can add a passkey.
    const adding = await api("account/passkey/add-options", { cookie: session, address: "192.0.2.10" });
    expect(adding.status, adding.body).toBe(200);
    expect(adding.json().challenge).toEqual(expect.any(String));
  }, 120_000);
});
