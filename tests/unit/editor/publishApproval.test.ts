/**
 * "An owner approves each publication": an editor's Publish records a request (nothing is pushed), the owner sees
 * it waiting with the editor's name, and publishing it makes the commit authored by the editor; declining keeps
 * the changes saved and unpublished. Through the publishing routes themselves, against a real bare repository.
 */
import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OwnerSettings } from "../../../engine/editor/server/publish/ownerSettings";
import { SaveLog } from "../../../engine/editor/server/drafts/saveLog";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import type { Person } from "../../../engine/editor/server/people";
import { publishRoutes } from "../../../engine/editor/server/publish/routes";
import { EventRecord } from "../../../engine/editor/server/record";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import { Workspace } from "../../../engine/editor/server/workspace";
import { publishRig, type PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;

let rig: PublishRig;
let db: EditorDatabase;
let context: EditorContext;
const OWNER: Person = { id: "o1", name: "Olu Owner", email: "olu@practice.example", role: "owner" };
const SAM: Person = { id: "e1", name: "Sam Editor", email: "sam@practice.example", role: "editor" };

beforeAll(() => {
  rig = publishRig();
  db = openEditorDatabase(rig.data);
  const settings = new OwnerSettings(db);
  settings.set("approvalRequired", true, OWNER.name);
  context = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", db, record: new EventRecord(db), saves: new SaveLog(db), settings, workspace: new Workspace(rig.site) } as unknown as EditorContext;
});
afterAll(() => {
  db?.close();
  rig?.remove();
});

/** One request through the route `method path`, as `person`: its status and JSON answer. */
async function call(person: Person, method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const route = publishRoutes.find((entry) => entry.method === method && entry.path === path)!;
  if (route.access === "owner" && person.role !== "owner") return { status: 403, json: {} };
  const req = Readable.from(body === undefined ? [] : [Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage;
  req.headers = { "content-type": "application/json" };
  let status = 0;
  let text = "";
  const res = {
    headersSent: false,
    writeHead(code: number) {
      status = code;
    },
    end(chunk: string) {
      text = chunk;
    },
    setHeader() {},
  } as unknown as ServerResponse;
  await route.handle({ context, req, res, query: new URLSearchParams(), person });
  return { status, json: JSON.parse(text) };
}

describe("an owner approves each publication", () => {
  it("an editor's Publish waits for an owner, who publishes it as the editor's; a declined one stays saved", async () => {
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    context.saves.record("pages/veneers.json", SAM);
    const remoteBefore = rig.git(rig.bare, "rev-parse", "main");

    const changes = await call(SAM, "GET", "publish/changes");
    expect(changes.json).toMatchObject({ mayPublish: false, approvalRequired: true });
    expect(changes.json.changes).toEqual([expect.objectContaining({ file: "pages/veneers.json", lines: ["Hero (block 1): Heading changed"], savedBy: [expect.objectContaining({ name: "Sam Editor" })] })]);

    const asked = await call(SAM, "POST", "publish", { message: "New veneers heading", fingerprint: changes.json.fingerprint });
    expect(asked.json).toMatchObject({ published: false, reason: "requested" });
    expect(asked.json.message).toMatch(/waiting for an owner/);
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(remoteBefore);
    expect(context.record.list()[0]).toMatchObject({ who: "Sam Editor", action: "asked for approval", detail: "New veneers heading" });

    // A second request, declined: the changes stay saved here.
    await call(SAM, "POST", "publish", { message: "Another try", fingerprint: changes.json.fingerprint });
    const waiting = (await call(OWNER, "GET", "publish/changes")).json.waiting;
    expect(waiting.map((request: { name: string; message: string }) => `${request.name}: ${request.message}`)).toEqual(["Sam Editor: New veneers heading", "Sam Editor: Another try"]);
    expect((await call(SAM, "POST", "publish/decide", { id: waiting[0].id, approve: true })).status).toBe(403);
    const declined = await call(OWNER, "POST", "publish/decide", { id: waiting[1].id, approve: false });
    expect(declined.json).toMatchObject({ published: false, reason: "declined" });
    expect(rig.git(rig.site, "status", "--porcelain")).toContain("pages/veneers.json");

    const approved = await call(OWNER, "POST", "publish/decide", { id: waiting[0].id, approve: true });
    expect(approved.json).toMatchObject({ published: true });
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toBe("Sam Editor|New veneers heading");
    expect(context.record.list()[0]).toMatchObject({ who: "Olu Owner", action: "published" });
    expect((await call(OWNER, "GET", "publish/changes")).json).toMatchObject({ waiting: [], changes: [] });
  }, BUILDS_TIMEOUT);
});
