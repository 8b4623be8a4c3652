/**
 * The editor's own routes (content, drafts, history) over HTTP on a copy of the minimal fixture site, with the
 * person of each call put on it as the front door does after sign-in (accounts/ is tested on its own, and the
 * route's declared access is checked here as server.ts checks it). Everything past that is the editor's code: its
 * workspace, its write rule, its pages, drafts and checks.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFormModels } from "../../engine/editor/model/fromSchema";
import { accessRefusal } from "../../engine/editor/server/accounts/frontDoor";
import { ProjectChecker } from "../../engine/editor/server/checks";
import { contentRoutes } from "../../engine/editor/server/contentRoutes";
import { DraftStore } from "../../engine/editor/server/drafts/draftStore";
import { draftRoutes } from "../../engine/editor/server/drafts/routes";
import { SaveLog } from "../../engine/editor/server/drafts/saveLog";
import { SeenVersions } from "../../engine/editor/server/drafts/versions";
import { sendError, sendJson } from "../../engine/editor/server/http";
import { SitePages } from "../../engine/editor/server/pages";
import type { Person } from "../../engine/editor/server/people";
import { EventRecord } from "../../engine/editor/server/record";
import type { ApiRoute, EditorContext } from "../../engine/editor/server/routing";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import { Workspace } from "../../engine/editor/server/workspace";
import { tempSite, type TempSite } from "./tempSite";

export const OWNER: Person = { id: "p-olive", name: "Olive Owner", email: "olive@example.org", role: "owner" };
export const EDITOR: Person = { id: "p-eddie", name: "Eddie Editor", email: "eddie@example.org", role: "editor" };

export interface RouteRig {
  site: TempSite;
  context: EditorContext;
  port: number;
  call(person: Person, method: "GET" | "POST", path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  /** A raw body (a picture's bytes) to a route. */
  send(person: Person, path: string, body: Buffer, type: string): Promise<{ status: number; json: any }>;
  stop(): Promise<void>;
}

/** `others`: more people (besides OWNER and EDITOR) who may call the routes. */
export async function routeRig(routes: ApiRoute[] = [...contentRoutes, ...draftRoutes], others: Person[] = []): Promise<RouteRig> {
  const site = tempSite();
  const data = mkdtempSync(join(tmpdir(), "route-rig-data-"));
  const db = openEditorDatabase(data);
  const models = buildFormModels();
  const context = {
    root: site.root, port: 0, mode: "online", db, models, siteName: "Test Practice", language: "en",
    checker: new ProjectChecker(site.root), pages: new SitePages(site.root, models), record: new EventRecord(db),
    saves: new SaveLog(db), drafts: new DraftStore(db), versions: new SeenVersions(db), workspace: new Workspace(site.root),
    preview: { refreshPictures: async () => {} },
  } as unknown as EditorContext;
  const table = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
  const people: Record<string, Person> = Object.fromEntries([OWNER, EDITOR, ...others].map((person) => [person.id, person]));
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = table.get(`${req.method} ${url.pathname.slice(1)}`);
    if (!route) return void res.writeHead(404).end();
    const person = people[String(req.headers["x-person"])] ?? null;
    const refused = accessRefusal(route.access, person);
    if (refused) return sendJson(res, refused.status, { error: refused.error });
    route.handle({ context, req, res, query: url.searchParams, person }).catch((error) => sendError(res, error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const answer = async (response: Response) => {
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };
  return {
    site, context, port,
    call: async (person, method, path, body, headers = {}) =>
      answer(await fetch(`${origin}/${path}`, method === "GET" ? { headers: { "x-person": person.id, ...headers } } : { method, headers: { "x-person": person.id, "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body ?? {}) })),
    send: async (person, path, body, type) => answer(await fetch(`${origin}/${path}`, { method: "POST", headers: { "x-person": person.id, "Content-Type": type }, body: new Uint8Array(body) })),
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      db.close();
      rmSync(data, { recursive: true, force: true });
      site.remove();
    },
  };
}
