/**
 * The group's shared content in a group's editor (group/sharedRoutes.ts, sharedPublish.ts), on a fixture group of
 * three practices made from the minimal fixture site in a temporary git repository: the list of what each
 * practice does with each shared file, a shared change listed with the practices it changes, each affected
 * practice's gate run and a refusal naming the practice with nothing sent, a publication reaching two targets (a
 * remote's branch two practices share, and one practice's own served folder), a send that fails after another
 * went through said exactly, a stale confirmation refused, and every route refused to anyone without the role.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishableFixture } from "../../../engine/bench/publishRig";
import { hashPassword } from "../../../engine/editor/server/accounts/passwords";
import { Users } from "../../../engine/editor/server/accounts/users";
import { groupAccountsFolder, practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../../engine/editor/server/group/groupRoles";
import { STALE } from "../../../engine/editor/server/group/sharedPublish";
import { SharedContentRole } from "../../../engine/editor/server/group/sharedRole";
import { NOT_YOURS, SHARED_ROUTES } from "../../../engine/editor/server/group/sharedRoutes";
import { openEditorDatabase } from "../../../engine/editor/server/store/database";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { signInAtPractice } from "../../support/groupPeople";
import { FIXTURE } from "../../support/tempSite";

const PORT = 4522;
const PASSWORD = "heron marsh lantern";
const NAMES = { east: "Kestrel Dental East", north: "Kestrel Dental North", south: "Kestrel Dental South" };
const VENEERS = "pages/veneers.json";
const PLEDGE = "pages/_shared/kestrel-pledge.json";
const MARK = "public/images/kestrel-mark.svg";
const PUBLISH_TIMEOUT = 300_000;

let top: string;
let folder: string;
let bare: string;
let data: string;
let served: string;
let editor: RunningGroupEditor;
let origin: string;
const cookies: Record<string, string> = {};

const send = (method: string, path: string, { cookie, data: body }: { cookie?: string; data?: unknown } = {}): Promise<Reply> =>
  rawRequest(editor.port, method, path, {
    headers: { ...(method === "POST" ? { Origin: origin, "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });

const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd, encoding: "utf8" }).trim();
/** A file at the tip of a branch of a repository, or null. */
const fileAt = (repo: string, ref: string, path: string): string | null => {
  try {
    return git(repo, "show", `${ref}:${path}`);
  } catch {
    return null;
  }
};
const commitsOn = (repo: string, ref: string) => Number(git(repo, "rev-list", "--count", ref));

function veneersPage(heading: string, extra: object[] = []): string {
  return JSON.stringify({
    $schema: "../schemas/page.schema.json",
    title: "Veneers at a Kestrel Dental practice",
    description: "Thin porcelain veneers fitted by the Kestrel Dental Group's dentists, with a consultation and a written plan first.",
    blocks: [{ type: "hero", heading }, { ref: "shared/kestrel-pledge" }, ...extra],
  }, null, 2);
}

function pledge(heading: string): string {
  return JSON.stringify({ $schema: "../../schemas/shared-block.schema.json", type: "cta", heading, actions: [{ kind: "internal", to: "/contact", label: "Contact the practice" }] }, null, 2);
}

/** The fixture group: a locked pledge block, a default veneers page South overrides, a mark East leaves out. */
function makeGroup(): void {
  top = mkdtempSync(join(tmpdir(), "group-shared-"));
  folder = join(top, "group");
  bare = join(top, "remote.git");
  served = join(top, "east-served", "live");
  mkdirSync(join(folder, "shared", "pages", "_shared"), { recursive: true });
  mkdirSync(join(folder, "shared", "public", "images"), { recursive: true });
  writeFileSync(join(folder, "group.json"), JSON.stringify({ name: "Kestrel Dental Group", locked: [PLEDGE] }));
  writeFileSync(join(folder, "shared", VENEERS), veneersPage("Veneers, planned with you"));
  writeFileSync(join(folder, "shared", PLEDGE), pledge("Our promise to every patient"));
  writeFileSync(join(folder, "shared", MARK), readFileSync(join(FIXTURE, "public", "images", "logo.svg")));
  for (const [id, name] of Object.entries(NAMES)) {
    const root = join(folder, "practices", id);
    cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    publishableFixture(root);
    const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
    writeFileSync(join(root, "site.config.json"), JSON.stringify({ ...config, name, url: `https://${id}.kestrel-dental.example` }, null, 2));
    if (id !== "south") unlinkSync(join(root, VENEERS));
  }
  writeFileSync(join(folder, "practices", "south", VENEERS), veneersPage("South's own veneers page"));
  writeFileSync(join(folder, "practices", "east", "group.practice.json"), JSON.stringify({ leaveOut: [MARK] }));
  // A page only North has: a shared page that links to it is fine at North and refused at East.
  const fillings = JSON.parse(readFileSync(join(folder, "practices", "north", "pages", "fillings.json"), "utf8"));
  writeFileSync(join(folder, "practices", "north", "pages", "evening-clinic.json"), JSON.stringify({ ...fillings, title: "North's evening clinic for working patients", description: "Appointments after work at Kestrel Dental North on two evenings a week, for check-ups, fillings and hygiene visits." }, null, 2));
  const northHome = JSON.parse(readFileSync(join(folder, "practices", "north", "pages", "index.json"), "utf8"));
  northHome.blocks[0].actions.push({ kind: "internal", to: "/evening-clinic", label: "Our evening clinic" });
  writeFileSync(join(folder, "practices", "north", "pages", "index.json"), JSON.stringify(northHome, null, 2));
  git(top, "init", "-q", "--bare", "-b", "main", bare);
  git(folder, "init", "-q", "-b", "main");
  git(folder, "add", "-A");
  git(folder, "commit", "-q", "-m", "The Kestrel group");
  git(folder, "remote", "add", "origin", bare);
  git(folder, "push", "-q", "origin", "main");
}

/** North and South publish to one remote branch; East to a folder of its own (built here), on a branch of its own. */
function publishingTargets(): void {
  const target = (id: string, settings: object) => {
    mkdirSync(practiceDataFolder(data, id), { recursive: true });
    writeFileSync(join(practiceDataFolder(data, id), "publishing.json"), JSON.stringify(settings));
  };
  target("north", { remote: "origin", branch: "main" });
  target("south", { remote: "origin", branch: "main" });
  target("east", { remote: "", branch: "east-live", deploy: "folder", folder: served });
}

async function addPeople(): Promise<void> {
  const db = openEditorDatabase(groupAccountsFolder(data));
  const users = new Users(db);
  const roles = new GroupRoles(db);
  const hash = await hashPassword(PASSWORD);
  const person = (key: string, name: string, role: "owner" | "editor") => {
    const account = users.add(name, `${key}@example.org`, role);
    users.useLink(users.newLink(account.id, null), hash);
    return account.id;
  };
  person("olga", "Olga Groupowner", "owner");
  // A practice's owner, without the role over the shared content.
  roles.set(person("nina", "Nina Northowner", "editor"), "north", "owner");
  // A person of one practice only.
  roles.set(person("sid", "Sid Southeditor", "editor"), "south", "editor");
  // Given the role over the shared content, as npm run editor:group-role -- --shared-content yes does.
  const web = person("wes", "Wes Webmanager", "editor");
  roles.set(web, "east", "editor");
  new SharedContentRole(db).set(web, true);
  db.close();
}

const signIn = (key: string): Promise<string> => signInAtPractice(editor.port, origin, "north", key, PASSWORD);

beforeAll(async () => {
  process.env.NODE_ENV = "production";
  makeGroup();
  data = mkdtempSync(join(tmpdir(), "group-shared-data-"));
  publishingTargets();
  await addPeople();
  origin = `http://localhost:${PORT}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port: PORT, online: { origin, warn: () => {} } });
  for (const key of ["olga", "nina", "sid", "wes"]) cookies[key] = await signIn(key);
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(top, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

const changes = async (cookie = cookies.wes) => (await send("GET", "/_group/api/shared/changes", { cookie })).json();
const publish = async (fingerprint: string, message = "Veneers: new words") => (await send("POST", "/_group/api/shared/publish", { cookie: cookies.wes, data: { fingerprint, message } })).json();
const share = (file: string, text: string) => writeFileSync(join(folder, "shared", file), text);

describe("who may see and change the group's shared content", () => {
  it("refuses every route to a person of one practice only and to a practice's owner, in the same words, and to a stranger", async () => {
    for (const route of SHARED_ROUTES) {
      for (const key of ["nina", "sid"]) {
        const reply = await send(route.method, `/_group/api/${route.path}`, { cookie: cookies[key], data: { fingerprint: "x" } });
        expect({ route: route.path, key, status: reply.status, body: reply.json() }).toEqual({ route: route.path, key, status: 403, body: { error: NOT_YOURS } });
      }
      expect((await send(route.method, `/_group/api/${route.path}`, { data: { fingerprint: "x" } })).status).toBe(401);
    }
    expect(commitsOn(bare, "main")).toBe(1);
    // The switcher offers the screen only to those who may use it.
    expect((await send("GET", "/_group/api/practices", { cookie: cookies.nina })).json().sharedContent).toBe(false);
    expect((await send("GET", "/_group/api/practices", { cookie: cookies.wes })).json().sharedContent).toBe(true);
    expect((await send("GET", "/_group/api/shared", { cookie: cookies.olga })).status).toBe(200);
  });
});

describe("the group's shared content", () => {
  it("lists every shared file, locked or a default, and which practices inherit, override or leave it out", async () => {
    const listed = (await send("GET", "/_group/api/shared", { cookie: cookies.wes })).json();
    const byFile = Object.fromEntries(listed.files.map((entry: { file: string }) => [entry.file, entry]));
    expect(byFile[VENEERS]).toEqual({ file: VENEERS, kind: "page", locked: false, practices: { east: "inherits", north: "inherits", south: "overrides" } });
    expect(byFile[PLEDGE]).toEqual({ file: PLEDGE, kind: "shared block", locked: true, practices: { east: "inherits", north: "inherits", south: "inherits" } });
    expect(byFile[MARK]).toMatchObject({ kind: "picture", locked: false, practices: { east: "leaves out", north: "inherits", south: "inherits" } });
    expect(listed.practices).toEqual(Object.entries(NAMES).map(([id, name]) => ({ id, name })));
  });

  it("lists a shared change with every practice it will change, leaving out the one that overrides it", async () => {
    expect((await changes()).changes).toEqual([]);
    share(VENEERS, veneersPage("Veneers, planned with you at every Kestrel practice"));
    const listed = await changes();
    expect(listed.changes).toEqual([{ file: VENEERS, kind: "page", status: "changed", locked: false, practices: ["east", "north"] }]);
    expect(listed.practices.map((practice: { id: string }) => practice.id)).toEqual(["east", "north"]);
    expect(listed.practices[0].target).toContain(served);
  });

  it("refuses a confirmation of a list that has changed since, and publishes nothing", async () => {
    const seen = (await changes()).fingerprint;
    share(PLEDGE, pledge("Our promise to every patient, at every practice"));
    const outcome = await publish(seen);
    expect(outcome).toEqual({ published: false, reason: "stale", message: STALE });
    expect(commitsOn(bare, "main")).toBe(1);
    // The pledge is locked: it reaches South too, although South has its own veneers page.
    expect((await changes()).practices.map((practice: { id: string }) => practice.id)).toEqual(["east", "north", "south"]);
    share(PLEDGE, pledge("Our promise to every patient"));
  });

  it("names a practice whose gate refuses the change, with its problems, and sends nothing anywhere", async () => {
    share(VENEERS, veneersPage("Veneers, planned with you at every Kestrel practice", [{ type: "cta", heading: "Evenings suit you?", actions: [{ kind: "internal", to: "/evening-clinic", label: "Our evening clinic" }] }]));
    const outcome = await publish((await changes()).fingerprint);
    expect(outcome).toMatchObject({ published: false, reason: "problems" });
    expect(outcome.message).toContain(NAMES.east);
    expect(outcome.refused.map((practice: { id: string; name: string }) => [practice.id, practice.name])).toEqual([["east", NAMES.east]]);
    expect(outcome.refused[0].problems).toContainEqual(expect.objectContaining({ file: `shared/${VENEERS}`, where: expect.stringContaining("blocks[2]"), message: expect.stringContaining("/evening-clinic") }));
    expect(commitsOn(bare, "main")).toBe(1);
    expect(git(folder, "branch", "--list", "east-live")).toBe("");
    expect(existsSync(served)).toBe(false);
    expect((await changes()).changes.map((change: { file: string }) => change.file)).toEqual([VENEERS]);
    const record = (await send("GET", "/_group/api/record", { cookie: cookies.olga })).json().entries;
    expect(record[0]).toMatchObject({ who: "Wes Webmanager", action: "could not publish the group's shared content" });
    expect(record[0].detail).toContain(NAMES.east);
  }, PUBLISH_TIMEOUT);

  it("publishes to each affected practice's target: one commit for the two sharing a branch, and East's own served folder", async () => {
    share(VENEERS, veneersPage("Veneers, planned with you at every Kestrel practice"));
    share(PLEDGE, pledge("Our promise, kept at every Kestrel practice"));
    const listed = await changes();
    expect(listed.practices.map((practice: { id: string }) => practice.id)).toEqual(["east", "north", "south"]);
    const outcome = await publish(listed.fingerprint, "The group's pledge and veneers page");
    expect(outcome).toMatchObject({ published: true, live: ["east", "north", "south"] });
    // North and South share origin's main: one commit of the shared files reached it.
    expect(commitsOn(bare, "main")).toBe(2);
    expect(fileAt(bare, "main", `shared/${PLEDGE}`)).toContain("kept at every Kestrel practice");
    expect(fileAt(bare, "main", `shared/${VENEERS}`)).toContain("at every Kestrel practice");
    // East's own branch and the folder its site is served from.
    expect(fileAt(folder, "east-live", `shared/${VENEERS}`)).toContain("at every Kestrel practice");
    expect(readFileSync(join(served, "veneers.html"), "utf8")).toContain("at every Kestrel practice");
    expect(readFileSync(join(served, "veneers.html"), "utf8")).toContain(NAMES.east);
    expect((await changes()).changes).toEqual([]);
    expect((await send("GET", "/_group/api/record", { cookie: cookies.olga })).json().entries[0]).toMatchObject({ action: "published the group's shared content" });
  }, PUBLISH_TIMEOUT);

  it("says exactly which practices have a change live when a send fails after another went through, and sends the rest later", async () => {
    const hook = join(bare, "hooks", "update");
    writeFileSync(hook, "#!/bin/sh\necho 'main is protected' >&2\nexit 1\n", { mode: 0o755 });
    share(VENEERS, veneersPage("Veneers, planned with you, in the evening too"));
    const outcome = await publish((await changes()).fingerprint);
    expect(outcome).toMatchObject({ published: false, reason: "partly", live: ["east"], notLive: [{ id: "north", name: NAMES.north }] });
    expect(outcome.message).toContain(`Published to ${NAMES.east} only`);
    expect(outcome.message).toContain(`Not live at ${NAMES.north}`);
    expect(readFileSync(join(served, "veneers.html"), "utf8")).toContain("in the evening too");
    expect(commitsOn(bare, "main")).toBe(2);
    const noted = (await send("GET", "/_group/api/record", { cookie: cookies.olga })).json().entries[0];
    expect(noted.action).toBe("published the group's shared content to some practices only");
    expect(noted.detail).toContain(`live at ${NAMES.east}; not live at ${NAMES.north}`);
    // East's own Publish leaves the working copy on East's live version, which has the change: still listed, for North.
    git(folder, "update-ref", "HEAD", "east-live");
    git(folder, "read-tree", "HEAD");
    const left = await changes();
    expect(left.changes).toEqual([{ file: VENEERS, kind: "page", status: "changed", locked: false, practices: ["north"] }]);
    // Published again, it goes only where it is not live yet.
    unlinkSync(hook);
    const again = await publish(left.fingerprint);
    expect(again).toMatchObject({ published: true, live: ["north"] });
    expect(fileAt(bare, "main", `shared/${VENEERS}`)).toContain("in the evening too");
    expect(commitsOn(folder, "east-live")).toBe(3);
    expect((await changes()).changes).toEqual([]);
  }, PUBLISH_TIMEOUT);
});
