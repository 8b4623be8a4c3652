/**
 * A group's editor opens each practice's editor when someone with a role there first uses it, not all at its start
 * (fifty practices' editors took over a minute to start and several hundred megabytes): a practice with a
 * publication on a date is opened at the start all the same (its timer runs whether or not anyone comes), and a
 * person with no role at a practice is refused there without its editor being opened.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../engine/editor/server/accounts/passwords";
import { Users } from "../../../engine/editor/server/accounts/users";
import { groupAccountsFolder, NO_ROLE, practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../../engine/editor/server/group/groupRoles";
import { openEditorDatabase } from "../../../engine/editor/server/store/database";
import { freePort } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { makePlainGroup } from "../../support/fixtureGroup";

const PASSWORD = "lantern orchard pebble";
const NAMES = { a: "Alder Practice", b: "Birch Practice", c: "Cedar Practice" };

let folder: string;
let data: string;
let editor: RunningGroupEditor;
let origin: string;
let cookie: string;

const send = (method: string, path: string, body?: unknown): Promise<Reply> =>
  rawRequest(editor.port, method, path, {
    headers: { ...(method === "POST" ? { Origin: origin, "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });

beforeAll(async () => {
  process.env.NODE_ENV = "production";
  folder = mkdtempSync(join(tmpdir(), "group-opening-"));
  makePlainGroup(folder, "Opening Group", NAMES);
  data = mkdtempSync(join(tmpdir(), "group-opening-data-"));
  // B has a publication on a date: its timer must run from the start.
  const b = openEditorDatabase(practiceDataFolder(data, "b"));
  b.prepare("INSERT INTO publish_requests (at, person_id, name, email, message, status, publish_at) VALUES (?, ?, ?, ?, ?, 'scheduled', ?)")
    .run(new Date().toISOString(), "99", "Bea Birch", "bea@example.org", "On a date", "2099-01-01T09:00:00.000Z");
  b.close();
  const db = openEditorDatabase(groupAccountsFolder(data));
  const users = new Users(db);
  const alice = users.add("Alice Alder", "alice@example.org", "editor");
  users.useLink(users.newLink(alice.id, null), await hashPassword(PASSWORD));
  new GroupRoles(db).set(alice.id, "a", "editor");
  db.close();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port, online: { origin, warn: () => {} } });
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe("a group's editor opening its practices", () => {
  it("opens at its start only the practice with a publication on a date", () => {
    expect(editor.opened()).toEqual(["b"]);
  });

  it("lists a person's practices by name without opening them", async () => {
    const signedIn = await send("POST", "/p/a/_editor/api/account/sign-in", { email: "alice@example.org", password: PASSWORD });
    expect(signedIn.status).toBe(200);
    cookie = ([] as string[]).concat(signedIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="))!.split(";")[0]!;
    const list = await send("GET", "/_group/api/practices");
    expect(JSON.parse(list.body)).toEqual({ practices: [{ id: "a", name: NAMES.a, address: "/p/a/", role: "editor" }], sharedContent: false });
    expect(editor.opened()).not.toContain("c");
  });

  it("refuses a person at a practice they have no role at, without opening it", async () => {
    for (const path of ["/p/c/_editor/api/pages", "/p/c/_editor/api/session", "/p/c/_editor/api/document?file=pages%2Findex.json"]) {
      const reply = await send("GET", path);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 403, body: JSON.stringify({ error: NO_ROLE }) });
    }
    expect(editor.opened()).not.toContain("c");
  });

  it("opens a practice when someone with a role there first uses it, and answers as before", async () => {
    const pages = await send("GET", "/p/a/_editor/api/pages");
    expect(pages.status).toBe(200);
    expect(pages.body).toContain("pages/index.json");
    const twice = await Promise.all([send("GET", "/p/a/_editor/api/session"), send("GET", "/p/a/_editor/api/session")]);
    expect(twice.map((reply) => reply.status)).toEqual([200, 200]);
    expect(editor.opened().sort()).toEqual(["a", "b"]);
  });
}, 120_000);
