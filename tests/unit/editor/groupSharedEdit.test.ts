/**
 * Changing the group's version of a shared file from a practice's editor (group/groupDocuments.ts,
 * document/group-save): allowed to those who may change the group's shared content (sharedRole.ts), written to
 * the group's shared/ folder and never the practice's, conditional on the version the person saw; refused to a
 * practice's owner without that role, in words naming who may. The change then shows in every practice's editor,
 * is listed on the group's shared content screen with the practices it reaches, and is not sent by a practice's
 * own Publish. A fixture group of its own (tests/support/fixtureGroup.ts) in a temporary git repository.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishableFixture } from "../../../engine/bench/publishRig";
import { practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { freePort } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { FIXTURE_GROUP as G, makeFixtureGroup } from "../../support/fixtureGroup";
import { addGroupPeople, signInAtPractice } from "../../support/groupPeople";

const PASSWORD = "cobble harbour finch";
let top: string;
let folder: string;
let data: string;
let editor: RunningGroupEditor;
let origin: string;
const cookies: Record<string, string> = {};

const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd, encoding: "utf8" }).trim();
const sharedFile = (file: string) => join(folder, "shared", file);
const own = (practice: string, file: string) => join(folder, "practices", practice, file);

const send = (who: string, method: string, path: string, body?: unknown): Promise<Reply> =>
  rawRequest(editor.port, method, path, {
    headers: { Cookie: cookies[who]!, ...(method === "POST" ? { Origin: origin, "Content-Type": "application/json" } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
const open = async (who: string, practice: string, file: string) => (await send(who, "GET", `/p/${practice}/_editor/api/document?file=${encodeURIComponent(file)}`)).json();
const groupSave = (who: string, practice: string, body: unknown) => send(who, "POST", `/p/${practice}/_editor/api/document/group-save`, body);

beforeAll(async () => {
  process.env.NODE_ENV = "production";
  top = mkdtempSync(join(tmpdir(), "group-shared-edit-"));
  folder = join(top, "group");
  mkdirSync(folder);
  makeFixtureGroup(folder, publishableFixture);
  const bare = join(top, "remote.git");
  git(top, "init", "-q", "--bare", "-b", "main", bare);
  git(folder, "init", "-q", "-b", "main");
  git(folder, "add", "-A");
  git(folder, "commit", "-q", "-m", "The fixture group");
  git(folder, "remote", "add", "origin", bare);
  git(folder, "push", "-q", "origin", "main");

  data = mkdtempSync(join(tmpdir(), "group-shared-edit-data-"));
  for (const id of ["a", "b"]) {
    mkdirSync(practiceDataFolder(data, id), { recursive: true });
    writeFileSync(join(practiceDataFolder(data, id), "publishing.json"), JSON.stringify({ remote: "origin", branch: "main" }));
  }
  await addGroupPeople(data, PASSWORD, [
    { key: "gwen", name: "Gwen Groupowner", role: "owner" },
    // Practice a's owner, without the role over the group's shared content.
    { key: "pat", name: "Pat Practiceowner", role: "editor", at: { a: "owner" } },
    // An editor at practice a, given the role over the group's shared content.
    { key: "wes", name: "Wes Webmanager", role: "editor", at: { a: "editor" }, sharedContent: true },
  ]);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startGroupEditor({ group: folder, dataFolder: data, port, online: { origin, warn: () => {} } });
  for (const key of ["gwen", "pat", "wes"]) cookies[key] = await signInAtPractice(port, origin, "a", key, PASSWORD);
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(top, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

const whoMay = /Only the group's owners \(Gwen Groupowner\) and the people they give the role over the group's shared content can change it/;

describe("changing the group's version of a shared file from a practice's editor", () => {
  it("is offered to a person with the shared role, and not to a practice's owner without it", async () => {
    expect((await open("wes", "a", G.lockedPage)).group).toMatchObject({ status: "locked", mayChangeGroup: true });
    expect((await open("wes", "a", G.defaultPage)).group).toMatchObject({ status: "default", mayChangeGroup: true });
    expect((await open("pat", "a", G.lockedPage)).group.mayChangeGroup).toBeUndefined();
  });

  it("refuses a practice's owner without the shared role, in words naming who may, and writes nothing", async () => {
    const before = readFileSync(sharedFile(G.lockedPage), "utf8");
    const page = await open("pat", "a", G.lockedPage);
    const reply = await groupSave("pat", "a", { file: G.lockedPage, value: { ...page.value, title: "Pat's policy | Test Practice" }, baseVersion: page.version });
    expect(reply.status).toBe(403);
    expect(reply.json().error).toMatch(whoMay);
    // The ordinary save of the locked page says the same.
    const saved = await send("pat", "POST", "/p/a/_editor/api/save", { file: G.lockedPage, value: { ...page.value, title: "Pat's policy | Test Practice" }, baseVersion: page.version });
    expect(saved.status).toBe(403);
    expect(saved.json().error).toMatch(whoMay);
    expect(readFileSync(sharedFile(G.lockedPage), "utf8")).toBe(before);
    expect(existsSync(own("a", G.lockedPage))).toBe(false);
  });

  it("writes the group's shared file, never the practice's, and practice b shows it at its next request", async () => {
    const page = await open("wes", "a", G.lockedPage);
    const heading = "Fixture policy heading, as the group's web manager changed it";
    const changed = { ...page.value, blocks: [{ ...page.value.blocks[0], heading }, ...page.value.blocks.slice(1)] };
    const reply = await groupSave("wes", "a", { file: G.lockedPage, value: changed, baseVersion: page.version });
    expect(reply.json()).toMatchObject({ saved: true });
    expect(readFileSync(sharedFile(G.lockedPage), "utf8")).toContain(heading);
    expect(existsSync(own("a", G.lockedPage))).toBe(false);
    expect(existsSync(own("b", G.lockedPage))).toBe(false);
    // Practice a's editor shows it as the group's version, still locked.
    expect((await open("wes", "a", G.lockedPage)).value.blocks[0].heading).toBe(heading);
    // Practice b's editor (the group's owner has a role at every practice) reads it at its next request.
    expect((await open("gwen", "b", G.lockedPage)).value.blocks[0].heading).toBe(heading);
  });

  it("notes the change in the group's record, with who and when, for the group's owners and not in a practice's record", async () => {
    const entries = (await send("gwen", "GET", "/_group/api/record")).json().entries as { at: string; who: string; action: string; detail: string }[];
    const noted = entries.find((entry) => entry.action === "changed the group's version");
    expect(noted).toMatchObject({ who: "Wes Webmanager", detail: expect.stringContaining(G.lockedPage) });
    expect(Date.now() - Date.parse(noted!.at)).toBeLessThan(120_000);
    // A practice's owner with no role over the group reads neither the group's record nor the change in their own.
    expect((await send("pat", "GET", "/_group/api/record")).status).toBe(403);
    const practiceRecord = await send("pat", "GET", "/p/a/_editor/api/account/record");
    expect(practiceRecord.status).toBe(200);
    expect(practiceRecord.body).not.toContain("changed the group's version");
  });

  it("refuses a save from a screen opened before the group's version was changed, in words", async () => {
    const stale = await open("wes", "a", G.defaultPage);
    const fresh = await open("gwen", "b", G.defaultPage);
    const first = await groupSave("gwen", "b", { file: G.defaultPage, value: { ...fresh.value, title: "The group's guide, changed first | Test Practice" }, baseVersion: fresh.version });
    expect(first.json()).toMatchObject({ saved: true });
    const second = await groupSave("wes", "a", { file: G.defaultPage, value: { ...stale.value, title: "The group's guide, changed second | Test Practice" }, baseVersion: stale.version });
    expect(second.status).toBe(409);
    expect(second.json().error).toMatch(/The group's version was changed since you opened the page, so your change was not saved/);
    expect(readFileSync(sharedFile(G.defaultPage), "utf8")).toContain("changed first");
    // A default changed this way stays the group's: neither practice got a copy of its own.
    expect(existsSync(own("a", G.defaultPage))).toBe(false);
    expect(existsSync(own("b", G.defaultPage))).toBe(false);
  });

  it("saves only one of two changes sent at once from two practices' editors on the same version", async () => {
    const fromA = await open("wes", "a", G.lockedBlock);
    const fromB = await open("gwen", "b", G.lockedBlock);
    expect(fromA.version).toBe(fromB.version);
    const replies = await Promise.all([
      groupSave("wes", "a", { file: G.lockedBlock, value: { ...fromA.value, heading: "The promise, as a changed it" }, baseVersion: fromA.version }),
      groupSave("gwen", "b", { file: G.lockedBlock, value: { ...fromB.value, heading: "The promise, as b changed it" }, baseVersion: fromB.version }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const kept = replies[0]!.status === 200 ? "as a changed it" : "as b changed it";
    expect(readFileSync(sharedFile(G.lockedBlock), "utf8")).toContain(kept);
    // Put back as it was: the next test lists the two pages changed above.
    const now = await open("gwen", "b", G.lockedBlock);
    expect((await groupSave("gwen", "b", { file: G.lockedBlock, value: fromB.value, baseVersion: now.version })).json()).toMatchObject({ saved: true });
  });

  it("is listed on the group's shared content screen with the practices it reaches, and not by a practice's own Publish", async () => {
    const listed = (await send("wes", "GET", "/_group/api/shared/changes")).json();
    expect(listed.changes).toEqual([
      expect.objectContaining({ file: G.defaultPage, status: "changed", practices: ["a", "b"] }),
      expect.objectContaining({ file: G.lockedPage, status: "changed", locked: true, practices: ["a", "b"] }),
    ]);
    const own = (await send("gwen", "GET", "/p/a/_editor/api/publish/changes")).json();
    expect(own.changes).toEqual([]);
  });
});
