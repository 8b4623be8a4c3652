/**
 * A group's editor (npm run edit:group) on a group of three practices made from the minimal fixture site: one
 * sign-in for the group, a role per practice, and nothing of one practice reaching a person of another. Every
 * route of the editor's own table is walked under practice B for a person with a role at A only (each given B's
 * page paths, draft, picture, history commit, request, schedule and preview token), and under A with B's ids.
 */
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../engine/editor/server/accounts/passwords";
import { Users } from "../../../engine/editor/server/accounts/users";
import { groupAccountsFolder, NO_ROLE, practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../../engine/editor/server/group/groupRoles";
import { peopleRoutes } from "../../../engine/editor/server/accounts/peopleRoutes";
import { hashToken } from "../../../engine/editor/server/publish/previews";
import { editorRoutes } from "../../../engine/editor/server/server";
import { DATABASE_FILE, openEditorDatabase } from "../../../engine/editor/server/store/database";
import { freePort } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { signInAtPractice } from "../../support/groupPeople";
import { FIXTURE } from "../../support/tempSite";

const PASSWORD = "lantern orchard pebble";
const NAMES = { a: "Alder Practice", b: "Birch Practice", c: "Cedar Practice" };
const B_TOKEN = `birchtoken${"7".repeat(32)}`;
/** What only practice B holds: none of it may appear in any answer to a person without a role at B. */
const B_MARKERS = [NAMES.b, "Bea Birch", "Birch page words", "Birch picture words", "Birch draft words", "Birch request words", "Birch record words", "Birch history words", "birch-history"];

let folder: string;
let data: string;
let editor: RunningGroupEditor;
let origin: string;
let bCommit: string;
let bRequest: number;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};

const send = (method: string, path: string, { cookie, data: body, accept }: { cookie?: string; data?: unknown; accept?: string } = {}): Promise<Reply> =>
  rawRequest(editor.port, method, path, {
    headers: { ...(method === "POST" ? { Origin: origin, "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}), ...(accept ? { Accept: accept } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });

function git(...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: folder, encoding: "utf8" }).trim();
}

function makeGroup(): void {
  folder = mkdtempSync(join(tmpdir(), "group-editor-"));
  writeFileSync(join(folder, "group.json"), JSON.stringify({ name: "Test Group", locked: [] }));
  mkdirSync(join(folder, "shared", "pages"), { recursive: true });
  mkdirSync(join(folder, "shared", "public", "images"), { recursive: true });
  writeFileSync(join(folder, "shared", "public", "images", "group-brand.svg"), readFileSync(join(FIXTURE, "public", "images", "logo.svg")));
  for (const [id, name] of Object.entries(NAMES)) {
    const root = join(folder, "practices", id);
    cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
    writeFileSync(join(root, "site.config.json"), JSON.stringify({ ...config, name }, null, 2));
  }
  const b = join(folder, "practices", "b");
  writeFileSync(join(b, "pages", "birch-secret-page.json"), readFileSync(join(b, "pages", "fillings.json"), "utf8").replace('"title": "', '"title": "Birch page words '));
  writeFileSync(join(b, "public", "images", "birch-secret-picture.svg"), readFileSync(join(b, "public", "images", "logo.svg"), "utf8").replace("<svg", "<!-- Birch picture words --><svg"));
  const a = join(folder, "practices", "a");
  writeFileSync(join(a, "pages", "alder-own-page.json"), readFileSync(join(a, "pages", "fillings.json"), "utf8").replace('"title": "', '"title": "Alder page words '));
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "The group");
  writeFileSync(join(b, "pages", "birch-history.json"), readFileSync(join(b, "pages", "veneers.json"), "utf8").replace('"title": "', '"title": "Birch history words '));
  git("add", "-A");
  git("commit", "-q", "-m", "Birch history words");
  bCommit = git("rev-parse", "HEAD");
}

/** B's own stores: a waiting request on a date with its preview link, a draft, an entry in its record. */
function fillPracticeB(): void {
  const db = openEditorDatabase(practiceDataFolder(data, "b"));
  bRequest = Number(db.prepare("INSERT INTO publish_requests (at, person_id, name, email, message, status, publish_at) VALUES (?, ?, ?, ?, ?, 'waiting', ?)")
    .run(new Date().toISOString(), "99", "Bea Birch", "bea@example.org", "Birch request words", "2099-01-01T09:00:00.000Z").lastInsertRowid);
  db.prepare("INSERT INTO preview_links (request_id, token_hash, created_by, created_at, expires_at, status) VALUES (?, ?, ?, ?, ?, 'ready')")
    .run(bRequest, hashToken(B_TOKEN), "Bea Birch", new Date().toISOString(), "2099-01-01T00:00:00.000Z");
  db.prepare("INSERT INTO drafts (person, file, value, updated_at) VALUES (?, ?, ?, ?)").run("99", "pages/index.json", JSON.stringify({ title: "Birch draft words" }), new Date().toISOString());
  db.prepare("INSERT INTO record (at, who, action, detail) VALUES (?, ?, ?, ?)").run(new Date().toISOString(), "Bea Birch", "saved", "Birch record words");
  db.close();
}

/** The people of the group, as npm run editor:group-role makes them, each with a password chosen. */
async function addPeople(): Promise<void> {
  const db = openEditorDatabase(groupAccountsFolder(data));
  const users = new Users(db);
  const roles = new GroupRoles(db);
  const hash = await hashPassword(PASSWORD);
  const person = (key: string, name: string, role: "owner" | "editor") => {
    const account = users.add(name, `${key}@example.org`, role);
    users.useLink(users.newLink(account.id, null), hash);
    ids[key] = account.id;
  };
  person("olga", "Olga Groupowner", "owner");
  person("alice", "Alice Alder", "editor");
  person("bea", "Bea Birch", "editor");
  roles.set(ids.alice!, "a", "owner");
  roles.set(ids.alice!, "c", "editor");
  roles.set(ids.bea!, "b", "owner");
  db.close();
}

const signIn = (key: string): Promise<string> => signInAtPractice(editor.port, origin, "a", key, PASSWORD);

beforeAll(async () => {
  // As npm run edit:group sets it: the live preview's renderer is built and run as React's production build.
  process.env.NODE_ENV = "production";
  // Every practice keeps its enquiries, so their routes answer rather than say there is no inbox.
  for (const [index, id] of ["A", "B", "C"].entries()) process.env[`ENQUIRY_KEY_${id}`] = Buffer.alloc(32, 7 + index).toString("base64");
  makeGroup();
  data = mkdtempSync(join(tmpdir(), "group-editor-data-"));
  fillPracticeB();
  await addPeople();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port, online: { origin, warn: () => {} } });
  for (const key of ["olga", "alice", "bea"]) cookies[key] = await signIn(key);
}, 120_000);

afterAll(async () => {
  for (const id of ["A", "B", "C"]) delete process.env[`ENQUIRY_KEY_${id}`];
  await editor?.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** The group's people, their unused links, sessions and withheld everyday changes, as the group's accounts hold them. */
function groupAccounts(): unknown {
  const db = new Database(join(groupAccountsFolder(data), DATABASE_FILE), { readonly: true });
  try {
    return {
      people: db.prepare("SELECT id, name, email, role, password FROM users ORDER BY id").all(),
      links: db.prepare("SELECT token_hash, user_id, used_ms FROM invitations ORDER BY token_hash").all(),
      sessions: db.prepare("SELECT user_id, COUNT(*) AS count FROM sessions GROUP BY user_id ORDER BY user_id").all(),
      withheld: db.prepare("SELECT user_id FROM everyday_withheld ORDER BY user_id").all(),
    };
  } finally {
    db.close();
  }
}

/** Every id, path and token of B's, in every name a route reads them by. */
function bsIds(id: string | number = bRequest): { query: string; body: Record<string, unknown> } {
  const given = {
    file: "pages/birch-secret-page.json", path: "pages/birch-secret-page.json", route: "/birch-secret-page", commit: bCommit, on: bCommit, id, ids: [id],
    token: B_TOKEN, person: ids.bea, name: "images/birch-secret-picture.svg", folder: "images", q: "Birch", to: "/birch-secret-page", current: PASSWORD,
  };
  const query = new URLSearchParams(Object.entries(given).map(([key, value]) => [key, String(value)])).toString();
  return { query, body: { ...given, value: {}, baseVersion: "x", live: bCommit, publishAt: "2099-01-01T09:00:00.000Z", approve: true, seen: [bRequest] } };
}

function leaks(body: string): string[] {
  return B_MARKERS.filter((marker) => body.includes(marker));
}

describe("a person with a role at practice A only, signed in", () => {
  it("is refused every route of the editor under practice B, by any of B's ids, and told nothing of B", async () => {
    const { query, body } = bsIds();
    const routes = editorRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const reply = await send(route.method, `/p/b/_editor/api/${route.path}?${query}`, { cookie: cookies.alice, data: body });
      const seen = { route: `${route.method} ${route.path}`, status: reply.status, body: reply.body.slice(0, 300) };
      expect(seen).toEqual({ ...seen, status: 403, body: JSON.stringify({ error: NO_ROLE }) });
    }
    // Nor by an address that resolves to B only after its dots are read.
    for (const path of ["/p/a/../b/_editor/api/pages", "/p/a/%2e%2e/b/_editor/api/pages", "/_editor/../p/b/_editor/api/pages"]) {
      const reply = await send("GET", path, { cookie: cookies.alice });
      expect({ path, leaks: leaks(reply.body), status: reply.status }).toEqual({ path, leaks: [], status: 400 });
    }
    // The same words for a practice that does not exist: nothing is told about which ones do.
    expect((await send("GET", "/p/zzz/_editor/api/pages", { cookie: cookies.alice })).body).toBe(JSON.stringify({ error: NO_ROLE }));
  });

  it("is refused B's editor page, preview frame, pictures, files and preview links", async () => {
    for (const path of ["/p/b/", "/p/b", "/p/b/_editor/frame", "/p/b/_img/images/birch-secret-picture-w200.webp", "/p/b/images/birch-secret-picture.svg", `/p/b/_preview/${B_TOKEN}/`, "/p/b/_editor/api/no-such-request"]) {
      const reply = await send("GET", path, { cookie: cookies.alice });
      expect({ path, status: reply.status, leaks: leaks(reply.body) }).toEqual({ path, status: 403, leaks: [] });
      const page = await send("GET", path, { cookie: cookies.alice, accept: "text/html" });
      expect({ path, status: page.status, to: page.headers.location }).toEqual({ path, status: 303, to: "/" });
    }
  });

  it("finds nothing of B's through A's own routes given B's ids, paths and tokens", async () => {
    // Signing out (or changing one's password) would end the session the walk uses; they take no ids.
    const walked = editorRoutes().filter((route) => !["account/sign-out", "account/sign-out-everywhere", "account/password"].includes(route.path));
    // Ids are tried as B's request and as B's person (a person of B only: "Bea Birch" must not be named at A).
    for (const id of [bRequest, ids.bea!]) {
      const { query, body } = bsIds(id);
      for (const route of walked) {
        const reply = await send(route.method, `/p/a/_editor/api/${route.path}?${query}`, { cookie: cookies.alice, data: body });
        expect({ route: `${route.method} ${route.path}`, id, leaks: leaks(reply.body) }).toEqual({ route: `${route.method} ${route.path}`, id, leaks: [] });
      }
    }
    // Nor by A's lists asked for with no id at all (the history of every page, every request, every picture).
    for (const route of walked.filter((route) => route.method === "GET")) {
      const reply = await send("GET", `/p/a/_editor/api/${route.path}`, { cookie: cookies.alice });
      expect({ route: route.path, leaks: leaks(reply.body) }).toEqual({ route: route.path, leaks: [] });
    }
    // Nor did any of it write B's people or words into A's record.
    expect(leaks((await send("GET", "/p/a/_editor/api/account/record", { cookie: cookies.alice })).body)).toEqual([]);
    // Nor through the group's folder, where the group's shared pictures are looked for when a practice lacks one.
    for (const path of ["/p/a/b/public/images/birch-secret-picture.svg", "/p/a/practices/b/public/images/birch-secret-picture.svg", "/p/a/_img/b/public/images/birch-secret-picture-w200.webp", "/p/a/images/birch-secret-picture.svg", "/p/a/_img/images/birch-secret-picture-w200.webp", `/p/a/_preview/${B_TOKEN}/`, `/p/a/_preview/${B_TOKEN}/birch-secret-page/`]) {
      const reply = await send("GET", path, { cookie: cookies.alice });
      expect({ path, status: reply.status, leaks: leaks(reply.body) }).toEqual({ path, status: 404, leaks: [] });
    }
  }, 120_000);
});

describe("one sign-in for the group", () => {
  it("opens the first practice the person may edit, lists only theirs, and switches to another without signing in again", async () => {
    const home = await send("GET", "/", { cookie: cookies.alice, accept: "text/html" });
    expect(home.headers.location).toBe("/p/a/");
    const listed = (await send("GET", "/_group/api/practices", { cookie: cookies.alice })).json().practices;
    expect(listed).toEqual([
      { id: "a", name: NAMES.a, address: "/p/a/", role: "owner" },
      { id: "c", name: NAMES.c, address: "/p/c/", role: "editor" },
    ]);
    const page = await send("GET", "/p/c/", { cookie: cookies.alice, accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-base="/p/c/"');
    expect((await send("GET", "/p/c/_editor/api/account/me", { cookie: cookies.alice })).json().person).toMatchObject({ name: "Alice Alder", role: "editor" });
    expect((await send("GET", "/p/a/_editor/api/account/me", { cookie: cookies.alice })).json().person).toMatchObject({ role: "owner" });
    const config = await send("GET", "/p/c/_editor/api/document?file=site.config.json", { cookie: cookies.alice });
    expect(config.json().value.name).toBe(NAMES.c);
    // C's preview draws C's own pictures and links, under C's address (the group's root has none).
    const index = (await send("GET", "/p/c/_editor/api/document?file=pages/index.json", { cookie: cookies.alice })).json().value;
    const drawn = (await send("POST", "/p/c/_editor/api/preview", { cookie: cookies.alice, data: { file: "pages/index.json", value: index } })).json().html as string;
    expect(drawn).toMatch(/(src|href)="\/p\/c\//);
    expect(drawn).not.toMatch(/(src|href|srcSet)="\/(?!\/|p\/c\/)/);
    // The group's brand pictures are every practice's; another practice's own are not.
    expect((await send("GET", "/p/c/images/group-brand.svg", { cookie: cookies.alice })).status).toBe(200);
    expect((await send("GET", "/p/c/images/birch-secret-picture.svg", { cookie: cookies.alice })).status).toBe(404);
    // An editor at C is not an owner there: C's record is not theirs to read.
    expect((await send("GET", "/p/c/_editor/api/account/record", { cookie: cookies.alice })).status).toBe(403);
  });

  it("shows each practice's people that practice's own pages and pictures, and none of another's", async () => {
    const bPages = (await send("GET", "/p/b/_editor/api/pages", { cookie: cookies.bea })).body;
    expect(bPages).toContain("pages/birch-secret-page.json");
    expect(bPages).not.toContain("Alder page words");
    expect((await send("GET", "/p/b/images/birch-secret-picture.svg", { cookie: cookies.bea })).body).toContain("Birch picture words");
    const aPages = (await send("GET", "/p/a/_editor/api/pages", { cookie: cookies.alice })).body;
    expect(aPages).toContain("pages/alder-own-page.json");
    expect(leaks(aPages)).toEqual([]);
  });

  it("sends a stranger to a practice's sign-in screen, and refuses the group's list without a session", async () => {
    expect((await send("GET", "/", { accept: "text/html" })).headers.location).toBe("/p/a/");
    expect((await send("GET", "/_group/api/practices")).status).toBe(401);
    expect((await send("GET", "/p/b/_editor/api/pages")).status).toBe(401);
  });
});

describe("the record", () => {
  it("shows a group owner every practice's record, and a practice's owner only their own", async () => {
    const groupOwnerSees = await send("GET", "/p/b/_editor/api/account/record", { cookie: cookies.olga });
    expect(groupOwnerSees.status).toBe(200);
    expect(groupOwnerSees.body).toContain("Birch record words");
    expect((await send("GET", "/p/a/_editor/api/account/record", { cookie: cookies.olga })).status).toBe(200);
    expect((await send("GET", "/_group/api/practices", { cookie: cookies.olga })).json().practices.map((practice: { id: string }) => practice.id)).toEqual(["a", "b", "c"]);

    const practiceOwnerSees = await send("GET", "/p/b/_editor/api/account/record", { cookie: cookies.bea });
    expect(practiceOwnerSees.body).toContain("Birch record words");
    expect((await send("GET", "/p/a/_editor/api/account/record", { cookie: cookies.bea })).body).toBe(JSON.stringify({ error: NO_ROLE }));
    expect(leaks((await send("GET", "/p/a/_editor/api/account/record", { cookie: cookies.alice })).body)).toEqual([]);
  });

  it("keeps sign-ins out of every practice's record (everyone signs in at one practice's address), in the group's own", async () => {
    // Everyone of the group signed in at A's address: A's record must not name the people of B.
    const practiceA = await send("GET", "/p/a/_editor/api/account/record", { cookie: cookies.alice });
    expect(practiceA.status).toBe(200);
    expect(practiceA.body).not.toContain("Bea Birch");
    const group = await send("GET", "/_group/api/record", { cookie: cookies.olga });
    expect(group.json().entries.some((entry: { who: string; action: string }) => entry.who === "Bea Birch" && /signed in/.test(entry.action))).toBe(true);
    expect((await send("GET", "/_group/api/record", { cookie: cookies.alice })).status).toBe(403);
  });

  it("notes a person in a practice's own database only once they work there, never the other way", async () => {
    const emailsAt = (practice: string) => {
      const db = new Database(join(practiceDataFolder(data, practice), DATABASE_FILE), { readonly: true });
      try {
        return (db.prepare("SELECT email FROM users ORDER BY email").all() as { email: string }[]).map((row) => row.email);
      } finally {
        db.close();
      }
    };
    expect(emailsAt("a")).toContain("alice@example.org");
    expect(emailsAt("a")).not.toContain("bea@example.org");
    expect(emailsAt("b")).not.toContain("alice@example.org");
  });

  it("leaves people and roles to the group's owners: no practice's editor lists, invites, links, removes or changes them", async () => {
    const listed = await send("GET", "/p/a/_editor/api/account/users", { cookie: cookies.alice });
    expect(listed.status).toBe(403);
    expect(listed.body).not.toContain("Bea Birch");
    // Every route of the owners' People screen, by A's owner: a new owner of the group, a link that resets B's
    // owner's password, B's owner removed or signed out, a role given: each refused, and the group's accounts unchanged.
    const before = groupAccounts();
    const routes = peopleRoutes.filter((route) => route.path !== "account/record");
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const reply = await send(route.method, `/p/a/_editor/api/${route.path}`, { cookie: cookies.alice, data: { id: ids.bea, name: "Mallory Newowner", email: "mallory@example.org", role: "owner", everyday: false } });
      expect({ route: `${route.method} ${route.path}`, status: reply.status, body: reply.body }).toMatchObject({ status: 403, body: expect.stringMatching(/given by the group's owners/) });
    }
    expect(groupAccounts()).toEqual(before);
  });
});
