/**
 * What a group's editor answers without opening any practice: the editor's own scripts and styles (the same for
 * every practice), and everything a visitor with no session meets at a practice's address (the sign-in screen, the
 * sign-in requests, a refusal). "A person with no role at a practice never opens it": neither a visitor with no
 * session nor a person with a role at A only opens B's editor (its database, folder and timers) by asking for any
 * address of B, and neither is told anything of B. Only a valid preview link of B's opens it, as the link was made
 * to do for someone without an account.
 */
import Database from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_BASE, editorBundles } from "../../../engine/editor/server/bundles";
import { groupAccountsFolder, practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { hashToken } from "../../../engine/editor/server/publish/previews";
import { editorRoutes } from "../../../engine/editor/server/server";
import { DATABASE_FILE, openEditorDatabase } from "../../../engine/editor/server/store/database";
import { makePlainGroup } from "../../support/fixtureGroup";
import { addGroupPeople, signInAtPractice } from "../../support/groupPeople";
import { freePort } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { FIXTURE } from "../../support/tempSite";

const PASSWORD = "lantern orchard pebble";
const GROUP_NAME = "Stranger Test Group";
const NAMES = { a: "Alder Practice", b: "Birch Practice", c: "Cedar Practice" };
const B_TOKEN = `birchtoken${"7".repeat(33)}`;
const NOT_A_TOKEN = `guessedtoken${"1".repeat(31)}`;
/** What only practice B holds: none of it may be in an answer to someone without a role at B. */
const B_MARKERS = [NAMES.b, "Birch request words", "Birch record words", "Birch picture words", "Bea Birch"];

let folder: string;
let data: string;
let editor: RunningGroupEditor;
let origin: string;
let bRequest: number;
let assets: string[];
let alice: string;

const send = (method: string, path: string, { cookie, body, accept }: { cookie?: string; body?: unknown; accept?: string } = {}): Promise<Reply> =>
  rawRequest(editor.port, method, path, {
    headers: { ...(method === "POST" ? { Origin: origin, "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}), ...(accept ? { Accept: accept } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });

const leaks = (body: string) => B_MARKERS.filter((marker) => body.includes(marker));

/** Every address of B: each route of the editor's table (given B's ids and token), its pages, files, pictures and previews. */
function everyAddressOfB(): { method: string; path: string; body?: unknown }[] {
  const given = { file: "pages/index.json", path: "pages/index.json", id: bRequest, ids: [bRequest], token: B_TOKEN, name: "images/birch-secret-picture.svg", q: "Birch", email: "bea@example.org", password: "not the password" };
  const query = new URLSearchParams(Object.entries(given).map(([key, value]) => [key, String(value)])).toString();
  return [
    ...editorRoutes().map((route) => ({ method: route.method, path: `/p/b/_editor/api/${route.path}?${query}`, body: { ...given, value: {} } })),
    ...["/p/b/", "/p/b", "/p/b/index.html", "/p/b/_editor/frame", "/p/b/_editor/api/no-such-request", "/p/b/images/birch-secret-picture.svg", "/p/b/_img/images/birch-secret-picture-w200.webp", `/p/b/_preview/${NOT_A_TOKEN}/`, `/p/b/_preview/${NOT_A_TOKEN}`, "/p/b/no-such-file.txt"]
      .map((path) => ({ method: "GET", path })),
    ...assets.map((asset) => ({ method: "GET", path: `/p/b${asset}` })),
    { method: "POST", path: "/p/b/forms/contact", body: { name: "A visitor" } },
    { method: "POST", path: "/p/b/", body: {} },
  ];
}

beforeAll(async () => {
  process.env.NODE_ENV = "production";
  folder = mkdtempSync(join(tmpdir(), "group-strangers-"));
  makePlainGroup(folder, GROUP_NAME, NAMES);
  writeFileSync(join(folder, "practices", "b", "public", "images", "birch-secret-picture.svg"), readFileSync(join(FIXTURE, "public", "images", "logo.svg"), "utf8").replace("<svg", "<!-- Birch picture words --><svg"));
  data = mkdtempSync(join(tmpdir(), "group-strangers-data-"));
  // B waits for approval (not on a date, so nothing opens it at the start), with a preview link, and a record of its own.
  const b = openEditorDatabase(practiceDataFolder(data, "b"));
  bRequest = Number(b.prepare("INSERT INTO publish_requests (at, person_id, name, email, message, status) VALUES (?, ?, ?, ?, ?, 'waiting')")
    .run(new Date().toISOString(), "99", "Bea Birch", "bea@example.org", "Birch request words").lastInsertRowid);
  b.prepare("INSERT INTO preview_links (request_id, token_hash, created_by, created_at, expires_at, status) VALUES (?, ?, ?, ?, ?, 'ready')")
    .run(bRequest, hashToken(B_TOKEN), "Bea Birch", new Date().toISOString(), "2099-01-01T00:00:00.000Z");
  b.prepare("INSERT INTO record (at, who, action, detail) VALUES (?, ?, ?, ?)").run(new Date().toISOString(), "Bea Birch", "saved", "Birch record words");
  b.close();
  await addGroupPeople(data, PASSWORD, [
    { key: "alice", name: "Alice Alder", role: "editor", at: { a: "owner" } },
    { key: "bea", name: "Bea Birch", role: "editor", at: { b: "owner" } },
  ]);
  const bundles = await editorBundles();
  assets = [`${CLIENT_BASE}${bundles.entry}`, ...bundles.css.map((file) => `${CLIENT_BASE}${file}`)];
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port, online: { origin, warn: () => {} } });
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe("a group's editor, before anyone with a role asks", () => {
  it("serves the editor's own scripts and styles without opening any practice", async () => {
    expect(editor.opened()).toEqual([]);
    for (const asset of assets) {
      const reply = await send("GET", asset);
      expect({ asset, status: reply.status }).toEqual({ asset, status: 200 });
    }
    expect(editor.opened()).toEqual([]);
  });

  it("answers a visitor with no session every address of B without opening B, and tells nothing of B", async () => {
    for (const { method, path, body } of everyAddressOfB()) {
      for (const accept of [undefined, "text/html"]) {
        const reply = await send(method, path, { body, accept });
        expect({ method, path, accept, opened: editor.opened(), leaks: leaks(reply.body), failed: reply.status >= 500 })
          .toEqual({ method, path, accept, opened: [], leaks: [], failed: false });
      }
    }
  });

  it("shows the sign-in screen at B's address as the group's, and lets someone sign in there without opening B", async () => {
    const page = await send("GET", "/p/b/", { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-base="/p/b/"');
    expect(page.body).toContain(GROUP_NAME);
    expect((await send("GET", "/p/b/_editor/api/account/welcome")).json()).toEqual({ siteName: GROUP_NAME, mode: "online" });
    alice = await signInAtPractice(editor.port, origin, "b", "alice", PASSWORD);
    // The sign-in is the group's: noted in the group's record, not in B's.
    const record = new Database(join(groupAccountsFolder(data), DATABASE_FILE), { readonly: true });
    try {
      expect(record.prepare("SELECT who FROM record WHERE action = 'signed in'").all()).toEqual([{ who: "Alice Alder" }]);
    } finally {
      record.close();
    }
    expect(editor.opened()).toEqual([]);
  });

  it("refuses a person with a role at A only every address of B, without opening B", async () => {
    for (const { method, path, body } of everyAddressOfB()) {
      const reply = await send(method, path, { body, cookie: alice });
      expect({ method, path, opened: editor.opened().includes("b"), leaks: leaks(reply.body), status: reply.status })
        .toEqual({ method, path, opened: false, leaks: [], status: 403 });
    }
    // Their own practice opens when they use it.
    expect((await send("GET", "/p/a/_editor/api/pages", { cookie: alice })).status).toBe(200);
    expect(editor.opened()).toEqual(["a"]);
  });

  it("still opens B for a valid preview link of B's, which is made for someone without an account", async () => {
    const reply = await send("GET", `/p/b/_preview/${B_TOKEN}/`);
    // Found: its build is not made in this test, so the link says it is being prepared (a wrong token is 404).
    expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 503, body: expect.stringContaining("being prepared") });
    expect(editor.opened().sort()).toEqual(["a", "b"]);
  });
});
