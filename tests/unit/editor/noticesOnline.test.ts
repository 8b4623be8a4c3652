/**
 * A notice is its person's only, over HTTP as a host runs the editor (edit:online in a process of its own): another
 * signed-in person reads it by no route of the editor's table, and cannot dismiss it by any route that names notices.
 */
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorRoutes } from "../../../engine/editor/server/server";
import { DATABASE_FILE } from "../../../engine/editor/server/store/database";
import { apiRequest, sessionCookieFrom, startWithOwner, type OnlineEditor } from "../../support/onlineEditor";
import { tempSite, type TempSite } from "../../support/tempSite";

const OWNER = { name: "Olive Owner", email: "olive@example.org", password: "lantern orchard pebble" };
const EDITOR = { name: "Eddie Editor", email: "eddie@example.org", password: "copper meadow violin" };
/** Words only the owner may be shown. */
const SECRET = "Only for Olive: the winter hours request waits";

let site: TempSite;
let editor: OnlineEditor;
let dataFolder: string;
let ownerCookie: string;
let editorCookie: string;
let noticeId: number;

const api = (method: "GET" | "POST", path: string, cookie: string, data?: unknown) => apiRequest(editor, method, path, cookie, data);
const cookieFrom = sessionCookieFrom;
const setUp = (token: string, password: string) => api("POST", "account/set-up", "", { token, password });

beforeAll(async () => {
  site = tempSite();
  dataFolder = mkdtempSync(join(tmpdir(), "editor-notices-"));
  const started = await startWithOwner(site.root, OWNER, dataFolder);
  editor = started.editor;
  ownerCookie = cookieFrom(await setUp(started.ownerToken, OWNER.password));
  const invited = (await api("POST", "account/invite", ownerCookie, { name: EDITOR.name, email: EDITOR.email, role: "editor" })).json() as { link: string };
  editorCookie = cookieFrom(await setUp(invited.link.split("/").pop()!, EDITOR.password));
  // The owner's notice, as the editor's own tell would have kept it.
  const db = new Database(join(dataFolder, DATABASE_FILE));
  const owner = db.prepare("SELECT id FROM users WHERE email = ?").get(OWNER.email) as { id: number };
  noticeId = Number(db.prepare("INSERT INTO notices (user_id, at, kind, text) VALUES (?, ?, 'declined', ?)").run(owner.id, new Date().toISOString(), SECRET).lastInsertRowid);
  db.close();
}, 600_000);

afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

describe("a notice is its person's only", () => {
  it("is listed to its owner, and to nobody else by any route; nobody else dismisses it", async () => {
    expect((await api("GET", "notices", ownerCookie)).json()).toEqual({ notices: [expect.objectContaining({ id: noticeId, text: SECRET })] });
    const gets = editorRoutes().filter((route) => route.method === "GET" && route.access !== "anyone");
    for (const route of gets) {
      const reply = await api("GET", `${route.path}?id=${noticeId}&file=pages/index.json`, editorCookie);
      expect({ route: route.path, leaks: reply.body.includes(SECRET) }).toEqual({ route: route.path, leaks: false });
    }
    const dismissals = editorRoutes().filter((route) => route.method === "POST" && route.path.includes("notices"));
    expect(dismissals.length).toBeGreaterThan(0);
    for (const route of dismissals) {
      const reply = await api("POST", route.path, editorCookie, { id: noticeId, ids: [noticeId] });
      expect({ route: route.path, leaks: reply.body.includes(SECRET) }).toEqual({ route: route.path, leaks: false });
    }
    expect((await api("POST", "notices/dismiss", editorCookie, { id: noticeId })).status).toBe(404);
    expect((await api("GET", "notices", ownerCookie)).json().notices).toHaveLength(1);
    // Its own person dismisses it, once.
    expect((await api("POST", "notices/dismiss", ownerCookie, { id: noticeId })).status).toBe(200);
    expect((await api("POST", "notices/dismiss", ownerCookie, { id: noticeId })).status).toBe(404);
    expect((await api("GET", "notices", ownerCookie)).json().notices).toEqual([]);
  }, 300_000);
});
