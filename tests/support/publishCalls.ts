/**
 * The publishing routes called as the server calls them, without a server: a context on a publishRig's site and
 * data folder, and one request at a time as a given person (the front door's owner-only refusal included).
 */
import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { OwnerSettings } from "../../engine/editor/server/publish/ownerSettings";
import { SaveLog } from "../../engine/editor/server/drafts/saveLog";
import { buildFormModels } from "../../engine/editor/model/fromSchema";
import type { Person } from "../../engine/editor/server/people";
import { publishRoutes } from "../../engine/editor/server/publish/routes";
import { peopleRoutes } from "../../engine/editor/server/accounts/peopleRoutes";
import { myAccountRoutes } from "../../engine/editor/server/accounts/myAccountRoutes";
import { waitsRoutes } from "../../engine/editor/server/publish/waitsRoutes";
import { noticeRoutes } from "../../engine/editor/server/notices/routes";
import { joinRoutes } from "../../engine/editor/server/publish/joinRoutes";
import { EventRecord } from "../../engine/editor/server/record";
import type { EditorContext } from "../../engine/editor/server/routing";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import { Workspace } from "../../engine/editor/server/workspace";
import { afterAll, beforeAll } from "vitest";
import { publishRig, type PublishRig } from "./publishRig";

export const OWNER: Person = { id: "o1", name: "Olu Owner", email: "olu@practice.example", role: "owner" };
export const SAM: Person = { id: "e1", name: "Sam Editor", email: "sam@practice.example", role: "editor" };

/** An editor context on the rig (a new database object each time: a restarted editor sees the same file). */
export function publishContext(rig: PublishRig, approvalRequired: boolean): EditorContext {
  const db = openEditorDatabase(rig.data);
  const settings = new OwnerSettings(db);
  settings.set("approvalRequired", approvalRequired, OWNER.name);
  const frontDoor = { origin: "https://editor.example-practice.co.uk", personOf: () => null };
  return { root: rig.site, port: 0, models: buildFormModels(), siteName: "Test Practice", db, record: new EventRecord(db), saves: new SaveLog(db), settings, frontDoor, workspace: new Workspace(rig.site) } as unknown as EditorContext;
}

/**
 * For a test file: before its tests, a rig and an editor context on it (owners' approval required or not), handed
 * to `use`; after them, the database closed and the rig removed.
 */
export function routesOnRig(approvalRequired: boolean, use: (made: { rig: PublishRig; context: EditorContext }) => void): void {
  let made: { rig: PublishRig; context: EditorContext } | undefined;
  beforeAll(() => {
    const rig = publishRig();
    made = { rig, context: publishContext(rig, approvalRequired) };
    use(made);
  });
  afterAll(() => {
    made?.context.db.close();
    made?.rig.remove();
  });
}

export interface Answer {
  status: number;
  json: any;
}

/**
 * One request through the route `method path` (publishing's, or the owners' people and settings, which need a
 * real front door on the context), as `person`: its status and JSON answer (an HttpError's too).
 */
export async function callRoute(context: EditorContext, person: Person, method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
  const route = [...publishRoutes, ...waitsRoutes, ...joinRoutes, ...peopleRoutes, ...myAccountRoutes, ...noticeRoutes].find((entry) => entry.method === method && entry.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
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
  try {
    await route.handle({ context, req, res, query: new URLSearchParams(), person });
  } catch (error) {
    const known = error as { status?: number; message?: string };
    if (typeof known.status !== "number") throw error;
    return { status: known.status, json: { error: known.message } };
  }
  return { status, json: JSON.parse(text) };
}

/** Publish (or ask, or schedule) what the person's Publish screen shows now. */
export async function publishWhatIsShown(context: EditorContext, person: Person, message: string, publishAt?: string): Promise<Answer> {
  const shown = await callRoute(context, person, "GET", "publish/changes");
  return callRoute(context, person, "POST", "publish", { message, fingerprint: shown.json.fingerprint, ...(publishAt ? { publishAt } : {}) });
}

/** An owner's approval of a waiting request as the Publish screen listed it: with what it described, sent back. */
export function approvalOf(request: { id: number; change?: { commit: string; shown: string } }): Record<string, unknown> {
  return { id: request.id, approve: true, commit: request.change?.commit, shown: request.change?.shown };
}
