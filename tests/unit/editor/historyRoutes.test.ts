/**
 * The history requests as an attacker and as staff meet them: a version or a file that is not one the editor
 * knows is refused before anything is read; an editor cannot undo while owners approve each publication, nor
 * undo a change to the practice details (owners only, by the one write rule), nor put the whole site back; the
 * plans answer in words. Through the routes themselves, against a real bare repository (nothing is built).
 */
import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OwnerSettings } from "../../../engine/editor/server/publish/ownerSettings";
import { SaveLog } from "../../../engine/editor/server/drafts/saveLog";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { HttpError } from "../../../engine/editor/server/http";
import type { Person } from "../../../engine/editor/server/people";
import { historyRoutes } from "../../../engine/editor/server/history/routes";
import { EventRecord } from "../../../engine/editor/server/record";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import { Workspace } from "../../../engine/editor/server/workspace";
import { publishRig, type PublishRig } from "../../support/publishRig";
import { pin } from "../../../engine/editor/server/publish/pin";
import { openRepository } from "../../../engine/editor/server/publish/repository";
import { requestsOf } from "../../../engine/editor/server/publish/publishContext";

let rig: PublishRig;
let db: EditorDatabase;
let context: EditorContext;
let settings: OwnerSettings;
let practiceChange = "";
let veneersChange = "";
const OWNER: Person = { id: "o1", name: "Olu Owner", email: "olu@practice.example", role: "owner" };
const SAM: Person = { id: "e1", name: "Sam Editor", email: "sam@practice.example", role: "editor" };
const ALEX: Person = { id: "e2", name: "Alex Editor", email: "alex@practice.example", role: "editor" };

beforeAll(() => {
  rig = publishRig();
  db = openEditorDatabase(rig.data);
  settings = new OwnerSettings(db);
  context = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", db, record: new EventRecord(db), saves: new SaveLog(db), settings, workspace: new Workspace(rig.site) } as unknown as EditorContext;
  // Two publications made elsewhere: the veneers heading, then the practice's phone number.
  rig.edit(rig.dev, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
  rig.git(rig.dev, "commit", "--quiet", "-am", "Veneers heading");
  veneersChange = rig.git(rig.dev, "rev-parse", "HEAD");
  rig.edit(rig.dev, "site.config.json", (config) => (config.contact.phone.display = "024 7631 2257"));
  rig.git(rig.dev, "commit", "--quiet", "-am", "Practice phone");
  practiceChange = rig.git(rig.dev, "rev-parse", "HEAD");
  rig.git(rig.dev, "push", "--quiet", "origin", "main");
  rig.git(rig.site, "pull", "--quiet", "--ff-only", "origin", "main");
});
afterAll(() => {
  db?.close();
  rig?.remove();
});

/** One request through the route `method path`, as `person`: its status and JSON answer (an HttpError as its status). */
async function call(person: Person, method: "GET" | "POST", path: string, body?: Record<string, unknown>): Promise<{ status: number; json: any }> {
  const route = historyRoutes.find((entry) => entry.method === method && entry.path === path)!;
  if (route.access === "owner" && person.role !== "owner") return { status: 403, json: {} };
  const req = Readable.from(body === undefined || method === "GET" ? [] : [Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage;
  req.headers = { "content-type": "application/json" };
  let status = 0;
  let text = "";
  const res = { headersSent: false, writeHead: (code: number) => void (status = code), end: (chunk: string) => void (text = chunk), setHeader() {} } as unknown as ServerResponse;
  const query = new URLSearchParams(method === "GET" && body ? Object.entries(body).map(([key, value]) => [key, String(value)]) : []);
  try {
    await route.handle({ context, req, res, query, person });
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, json: { error: error.message } };
    throw error;
  }
  return { status, json: JSON.parse(text) };
}

describe("the history requests", () => {
  it("refuses a version or a file the editor does not know, before reading anything", async () => {
    for (const commit of ["HEAD", "main~1", "--output=/tmp/x", `${veneersChange.slice(0, 39)}g`]) {
      expect((await call(OWNER, "GET", "history/undo", { commit, file: "pages/veneers.json" })).status).toBe(400);
    }
    for (const file of ["../../etc/passwd", "pages/../site.config.json", "public/images/logo.svg", "pages/_drafts/x.json"]) {
      expect((await call(OWNER, "GET", "history/undo", { commit: veneersChange, file })).status).toBe(400);
    }
    expect((await call(OWNER, "POST", "history/undo", { commit: veneersChange, file: "pages/veneers.json", live: practiceChange, answers: ["sideways"] })).status).toBe(400);
    for (const path of ["history/undo", "history/restore-page"]) {
      expect((await call(OWNER, "POST", path, { commit: veneersChange, file: "../../etc/passwd", live: practiceChange })).status, path).toBe(400);
      expect((await call(OWNER, "POST", path, { commit: veneersChange, file: "pages/veneers.json", live: "main" })).status, path).toBe(400);
    }
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(practiceChange);
  });

  it("plans in words, filters History by page, and lets only those who may publish do it", async () => {
    const plan = await call(SAM, "GET", "history/undo", { commit: veneersChange, file: "pages/veneers.json" });
    // What the undo changes on the live page: the developer's heading back to the fixture's.
    expect(plan.json).toMatchObject({ lines: ["Hero (block 1): Heading “Veneers that look like you” → “Fixture veneers heading”"] });
    expect(plan.json).toMatchObject({ name: "Fixture veneers", by: "Dev Eloper", choices: [], live: practiceChange });
    const ofVeneers = await call(SAM, "GET", "history", { file: "pages/veneers.json" });
    expect(ofVeneers.json.entries.map((entry: { title: string }) => entry.title)).toEqual(["Fixture veneers", expect.stringContaining("Fixture veneers")]);

    // Undoing a change and putting a page back are publications: the same refusals for both.
    for (const path of ["history/undo", "history/restore-page"]) {
      settings.set("approvalRequired", true, OWNER.name);
      const refused = await call(SAM, "POST", path, { commit: veneersChange, file: "pages/veneers.json", live: practiceChange });
      expect(refused.status, path).toBe(403);
      expect(refused.json.error).toMatch(/only an owner can undo or put back/);
      settings.set("approvalRequired", false, OWNER.name);

      const practice = await call(SAM, "POST", path, { commit: practiceChange, file: "site.config.json", live: practiceChange });
      expect(practice.status, path).toBe(403);
      expect(practice.json.error).toMatch(/Only an owner can change the practice details/);
    }
    expect((await call(SAM, "GET", "history/restore-site", { commit: veneersChange })).status).toBe(403);
    expect((await call(SAM, "POST", "history/restore", { commit: veneersChange, live: practiceChange })).status).toBe(403);
    // Nothing was published by any of them.
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(practiceChange);
  });

  it("refuses an editor who may change the opening hours an undo of the practice's phone number, naming it", async () => {
    const ERIN: Person = { id: "e3", name: "Erin Editor", email: "erin@practice.example", role: "editor", everyday: true };
    for (const path of ["history/undo", "history/restore-page"]) {
      const refused = await call(ERIN, "POST", path, { commit: practiceChange, file: "site.config.json", live: practiceChange });
      expect(refused.status, path).toBe(403);
      expect(refused.json.error).toMatch(/^Only an owner can change the contact details in the practice details/);
    }
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(practiceChange);
  });

  it("puts back by date through the same rule: the whole site for owners only, a page for those who may publish it, bad dates in words", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(SAM, "GET", "history/restore-site-on", { on: today })).status).toBe(403);
    expect((await call(SAM, "POST", "history/restore-on", { on: today, live: practiceChange })).status).toBe(403);
    settings.set("approvalRequired", true, OWNER.name);
    const refused = await call(SAM, "POST", "history/restore-page-on", { on: today, file: "pages/veneers.json", live: practiceChange });
    settings.set("approvalRequired", false, OWNER.name);
    expect(refused.status).toBe(403);
    const practice = await call(SAM, "POST", "history/restore-page-on", { on: today, file: "site.config.json", live: practiceChange });
    expect(practice.json.error).toMatch(/Only an owner can change the practice details/);
    expect((await call(SAM, "GET", "history/restore-page-on", { on: today, file: "../../etc/passwd" })).status).toBe(400);
    const early = await call(OWNER, "GET", "history/restore-site-on", { on: "2001-01-01" });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/^The site was first published on /);
    const later = await call(SAM, "GET", "history/restore-page-on", { on: "2199-01-01T09:00", file: "pages/veneers.json" });
    expect(later.status).toBe(409);
    expect(later.json.error).toMatch(/has not come yet/);
    expect((await call(SAM, "GET", "history/restore-page-on", { on: "soon", file: "pages/veneers.json" })).json.error).toMatch(/^Give a date/);
    // Nothing was published by any of them.
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(practiceChange);
  });

  it("answers a plan for a page that did not exist then in words, not a path", async () => {
    const answer = await call(OWNER, "GET", "history/restore-page", { commit: rig.git(rig.bare, "rev-list", "--max-parents=0", "main"), file: "pages/veneers.json" });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatch(/^Fixture veneers did not exist before/);
    expect(answer.json.error).not.toMatch(/pages\/|\.json/);
  });
});

describe("a page at a version", () => {
  it("is shown only at versions the live site went through, and a pinned request only to owners and whoever asked", async () => {
    const page = (person: Person, commit: string) => call(person, "GET", "history/page", { commit, file: "pages/veneers.json" });
    expect((await page(SAM, veneersChange)).status).toBe(200);

    // A developer's branch, never published, fetched into the editor's checkout.
    rig.git(rig.dev, "checkout", "--quiet", "-b", "not-published");
    rig.edit(rig.dev, "pages/veneers.json", (json) => (json.blocks[0].heading = "A heading nobody published"));
    rig.git(rig.dev, "commit", "--quiet", "-am", "Not published");
    const unpublished = rig.git(rig.dev, "rev-parse", "HEAD");
    rig.git(rig.dev, "push", "--quiet", "origin", "not-published");
    rig.git(rig.dev, "checkout", "--quiet", "main");
    rig.git(rig.site, "fetch", "--quiet", "origin", "not-published");

    // Alex's request for approval: a pinned commit, its id known to anyone who guesses or sees it.
    const repo = (await openRepository(rig.site))!;
    const pinned = (await pin(repo, practiceChange, [{ file: "pages/veneers.json", bytes: Buffer.from(rig.git(rig.dev, "show", `${unpublished}:pages/veneers.json`)) }], ALEX, "Alex's heading"))!;
    requestsOf(context).add(ALEX, "Alex's heading", pinned);

    for (const [person, commit] of [[SAM, unpublished], [OWNER, unpublished], [SAM, pinned]] as const) {
      const refused = await page(person, commit);
      expect(refused.status, `${person.name} at ${commit}`).toBe(404);
      expect(refused.json.error).toMatch(/^That version is not one the live site went through/);
      expect(JSON.stringify(refused.json)).not.toContain("A heading nobody published");
    }
    // The owner, and Alex who asked, see what the request would change.
    for (const person of [OWNER, ALEX]) {
      const shown = await page(person, pinned);
      expect(shown.status, person.name).toBe(200);
      expect(shown.json.lines).toEqual(["Hero (block 1): Heading “Veneers that look like you” → “A heading nobody published”"]);
    }
  });
});
