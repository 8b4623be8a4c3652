/**
 * A practice's editor in a group sees the practice as the group's build puts it together (the group's shared pages,
 * blocks and pictures with the practice's own on top), refuses every write of what the group locks in words that
 * name who may change it, and turns a change to a group's default into the practice's own copy, which "Go back to
 * the group's version" removes. A fixture group of its own (tests/support/fixtureGroup.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../engine/editor/server/accounts/passwords";
import { Users } from "../../../engine/editor/server/accounts/users";
import { groupAccountsFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../../engine/editor/server/group/groupRoles";
import { openEditorDatabase } from "../../../engine/editor/server/store/database";
import { freePort } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { FIXTURE_GROUP as G, makeFixtureGroup } from "../../support/fixtureGroup";
import { publishableFixture } from "../../../engine/bench/publishRig";

const PASSWORD = "harbour lantern thistle";
let folder: string;
let data: string;
let editor: RunningGroupEditor;
let origin: string;
let cookie: string;
let oldCommit: string;

const own = (file: string) => join(folder, "practices", "a", file);
const sharedFile = (file: string) => join(folder, "shared", file);

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const json = method === "POST" && !headers["Content-Type"];
  return rawRequest(editor.port, method, `/p/a/_editor/api/${path}`, {
    headers: { Cookie: cookie, ...(method === "POST" ? { Origin: origin } : {}), ...(json ? { "Content-Type": "application/json" } : {}), ...headers },
    body: json ? JSON.stringify(body ?? {}) : (body as Buffer | undefined),
  });
}

const open = async (file: string) => (await send("GET", `document?file=${encodeURIComponent(file)}`)).json();

function git(...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: folder, encoding: "utf8" }).trim();
}

beforeAll(async () => {
  process.env.NODE_ENV = "production";
  folder = mkdtempSync(join(tmpdir(), "group-shared-"));
  makeFixtureGroup(folder, publishableFixture);
  git("init", "-q", "-b", "main");
  // A version in which practice a had a page of its own where the group now locks one: restoring it is an attack too.
  writeFileSync(own(G.lockedPage), readFileSync(sharedFile(G.lockedPage), "utf8").replace("Fixture policy heading", "Practice a's own policy"));
  git("add", "-A");
  git("commit", "-q", "-m", "The group, with a's own policy");
  oldCommit = git("rev-parse", "HEAD");
  rmSync(own(G.lockedPage));
  git("add", "-A");
  git("commit", "-q", "-m", "The group locks the policy");

  data = mkdtempSync(join(tmpdir(), "group-shared-data-"));
  const db = openEditorDatabase(groupAccountsFolder(data));
  const users = new Users(db);
  const hash = await hashPassword(PASSWORD);
  for (const [name, email, role] of [["Gwen Groupowner", "gwen@example.org", "owner"], ["Pat Practiceowner", "pat@example.org", "editor"]] as const) {
    const account = users.add(name, email, role);
    users.useLink(users.newLink(account.id, null), hash);
    if (role === "editor") new GroupRoles(db).set(account.id, "a", "owner");
  }
  db.close();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port, online: { origin, warn: () => {} } });
  // The practice's owner (not the group's): what the group locks is refused to them too.
  const reply = await rawRequest(port, "POST", "/p/a/_editor/api/account/sign-in", { headers: { Origin: origin, "Content-Type": "application/json" }, body: JSON.stringify({ email: "pat@example.org", password: PASSWORD }) });
  cookie = ([] as string[]).concat(reply.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="))!.split(";")[0]!;
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe("a practice's editor sees the practice as the group's build puts it together", () => {
  it("lists the group's pages and blocks, finds no problem on any page, and saves a page that shows a shared block", async () => {
    const listed = (await send("GET", "pages")).json();
    const files = listed.pages.map((page: { file: string }) => page.file);
    expect(files).toEqual(expect.arrayContaining(["pages/index.json", G.lockedPage, G.defaultPage]));
    expect(listed.shared.map((block: { file: string }) => block.file)).toEqual([G.defaultBlock, G.lockedBlock]);
    const errors = Object.entries(listed.counts as Record<string, { errors: number }>).filter(([, count]) => count.errors > 0);
    expect(errors).toEqual([]);

    const home = await open("pages/index.json");
    expect(home.group).toBeUndefined();
    const checked = (await send("POST", "check", { file: "pages/index.json", value: home.value })).json();
    expect(checked.problems.filter((problem: { severity: string }) => problem.severity === "error")).toEqual([]);
    const drawn = (await send("POST", "preview", { file: "pages/index.json", value: home.value })).json();
    expect(drawn.html).toContain(G.promiseHeading);
    expect(drawn.html).toContain(G.ctaHeading);
    const changed = { ...home.value, description: `${home.value.description} Saved beside the group's blocks.` };
    const saved = await send("POST", "save", { file: "pages/index.json", value: changed, baseVersion: home.version });
    expect(saved.json()).toMatchObject({ saved: true });
    expect(readFileSync(own("pages/index.json"), "utf8")).toContain("Saved beside the group's blocks.");

    const found = (await send("GET", `find?q=${encodeURIComponent("Fixture guide heading")}`)).body;
    expect(found).toContain(G.defaultPage);
    const pictures = (await send("GET", "files")).json().files.map((file: { path: string }) => file.path);
    expect(pictures).toContain("/images/fixture-brand.png");
    // The Publish screen lists nothing that would stop the practice going live.
    expect((await send("GET", "publish/problems")).json().problems).toEqual([]);
  });

  it("shows a change to the group's shared files at the next request", async () => {
    const block = JSON.parse(readFileSync(sharedFile(G.lockedBlock), "utf8"));
    writeFileSync(sharedFile(G.lockedBlock), JSON.stringify({ ...block, heading: "Fixture promise, as the group changed it" }, null, 2));
    try {
      const home = await open("pages/index.json");
      expect((await send("POST", "preview", { file: "pages/index.json", value: home.value })).json().html).toContain("Fixture promise, as the group changed it");
    } finally {
      writeFileSync(sharedFile(G.lockedBlock), JSON.stringify(block, null, 2) + "\n");
    }
  });
});

describe("what the group locks", () => {
  const lockedWords = /The group locks this file.*every practice shows the group's version.*Only the group's owners \(Gwen Groupowner\) and the people they give the role over the group's shared content can change it/;

  it("is opened as the group's version, said to be locked and by whom", async () => {
    const page = await open(G.lockedPage);
    expect(page.value.blocks[0].heading).toBe("Fixture policy heading");
    expect(page.group).toEqual({ status: "locked", groupName: G.name, owners: "Gwen Groupowner" });
    expect((await open(G.lockedBlock)).group.status).toBe("locked");
  });

  it("is refused by every route that writes, in words, and nothing is written", async () => {
    const page = await open(G.lockedPage);
    const changed = { ...page.value, title: "Changed by a practice | Test Practice" };
    const block = await open(G.lockedBlock);
    const sha = "0".repeat(40);
    const attacks: [string, string, unknown][] = [
      ["save", "save", { file: G.lockedPage, value: changed, baseVersion: page.version }],
      ["save of a locked block", "save", { file: G.lockedBlock, value: { ...block.value, heading: "Ours" }, baseVersion: block.version }],
      ["save, overwriting", "save", { file: G.lockedPage, value: changed, baseVersion: null, overwrite: true }],
      ["new page at its place", "pages/create", { route: "/policy", template: "info", title: "Policy" }],
      ["delete", "pages/delete", { file: G.lockedPage }],
      ["move", "pages/move", { file: G.lockedPage, to: "/our-policy", updateLinks: true }],
      ["move onto it", "pages/move", { file: "pages/fillings.json", to: "/policy", updateLinks: true }],
      ["draft kept", "draft", { file: G.lockedPage, value: changed, baseVersion: page.version }],
      ["draft discarded", "draft/discard", { file: G.lockedPage }],
      ["restore from history", "history/restore-page", { file: G.lockedPage, commit: oldCommit, live: oldCommit }],
      ["undo from history", "history/undo", { file: G.lockedPage, commit: oldCommit, live: sha }],
      ["picture removed", "files/remove", { path: "/images/fixture-brand.png" }],
    ];
    for (const [attack, path, body] of attacks) {
      const reply = await send("POST", path, body);
      expect({ attack, status: reply.status }).toEqual({ attack, status: 403 });
      expect(reply.json().error).toMatch(lockedWords);
    }
    expect(existsSync(own(G.lockedPage))).toBe(false);
    expect(existsSync(own(G.lockedBlock))).toBe(false);
    expect(existsSync(own("pages/our-policy.json"))).toBe(false);
    expect(existsSync(sharedFile(G.lockedPicture))).toBe(true);
    expect(readFileSync(sharedFile(G.lockedPage), "utf8")).toContain("Fixture policy heading");
  });

  it("is never written over by a picture added with its name: the new one gets a name of its own", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7" } }).png().toBuffer();
    const brand = readFileSync(sharedFile(G.lockedPicture));
    const reply = await send("POST", "upload?folder=images&name=fixture-brand.png", png, { "Content-Type": "image/png" });
    expect(reply.status).toBe(200);
    expect(reply.json().path).toMatch(/^\/images\/fixture-brand-\d+\.png$/);
    expect(readFileSync(sharedFile(G.lockedPicture)).equals(brand)).toBe(true);
    expect(existsSync(own(G.lockedPicture))).toBe(false);
  });
});

describe("a group's default", () => {
  it("is the group's version until a practice saves it, then the practice's own copy, until it goes back", async () => {
    const before = await open(G.defaultBlock);
    expect(before.group.status).toBe("default");
    const groupText = readFileSync(sharedFile(G.defaultBlock), "utf8");

    const saved = await send("POST", "save", { file: G.defaultBlock, value: { ...before.value, heading: "Practice A own closing words" }, baseVersion: before.version });
    expect(saved.json()).toMatchObject({ saved: true });
    expect(readFileSync(sharedFile(G.defaultBlock), "utf8")).toBe(groupText);
    expect(JSON.parse(readFileSync(own(G.defaultBlock), "utf8")).heading).toBe("Practice A own closing words");
    const after = await open(G.defaultBlock);
    expect(after.group.status).toBe("override");
    const home = await open("pages/index.json");
    expect((await send("POST", "preview", { file: "pages/index.json", value: home.value })).json().html).toContain("Practice A own closing words");

    // A screen opened before someone saved the practice's copy again does not remove it unseen.
    const stale = await send("POST", "document/group-version", { file: G.defaultBlock, version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.json().error).toMatch(/changed since you opened the page/);
    expect(existsSync(own(G.defaultBlock))).toBe(true);

    const back = await send("POST", "document/group-version", { file: G.defaultBlock, version: after.version });
    expect(back.status).toBe(200);
    expect(existsSync(own(G.defaultBlock))).toBe(false);
    const again = await open(G.defaultBlock);
    expect({ status: again.group.status, heading: again.value.heading, version: again.version }).toEqual({ status: "default", heading: G.ctaHeading, version: back.json().version });
    expect((await send("POST", "document/group-version", { file: G.defaultBlock, version: again.version })).status).toBe(409);
  });

  it("is not made again as a new page of the practice's", async () => {
    const reply = await send("POST", "pages/create", { route: "/guide", template: "info", title: "Guide" });
    expect(reply.status).toBe(409);
    expect(existsSync(own(G.defaultPage))).toBe(false);
  });
});
