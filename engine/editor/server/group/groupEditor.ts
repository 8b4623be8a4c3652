/**
 * A group's editor (npm run edit:group): one process for every practice of a group (engine/group/), each practice
 * answered by an editor of its own, exactly the single site's, under /p/<practice>/: its own folder, its own
 * database (drafts, pictures, history, record, requests, schedule, preview links, settings, publishing target) in
 * <data>/practices/<practice>/. What the practices share is the group's accounts database (<data>/accounts/): the
 * people, one sign-in and session for the group, and each person's role at each practice (groupRoles.ts).
 *
 *   /                         to the first practice the person may edit (its sign-in screen when nobody is signed in)
 *   /p/<practice>/…           that practice's editor, to people with a role there; refused to anyone else
 *   /_group/api/practices     the practices the person may edit, for the editor's switcher
 *   /_group/api/record        sign-ins and roles given, for the group's owners
 *   /_group/api/shared…       the group's shared content and its publication (sharedRoutes.ts)
 *   /_editor/…                the editor's script bundle (the same for every practice)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { practiceFolder, readGroup, sharedFolder } from "../../../group/groupLayout";
import { FrontDoor, openToAnyone, type OnlineOptions } from "../accounts/frontDoor";
import { CLIENT_BASE } from "../bundles";
import { answerOnlyAfterBody, BASE_HEADERS, refusalOf, sendJson } from "../http";
import type { Person } from "../people";
import { listenOn, openEditor, type OpenEditor } from "../server";
import { EventRecord } from "../record";
import { openEditorDatabase } from "../store/database";
import { GroupRoles } from "./groupRoles";
import { PracticeDoor } from "./practiceDoor";
import { WorkingView } from "./workingView";
import { publishSiteOf } from "../publish/publishContext";
import { SharedContentRoutes } from "./sharedRoutes";
import { SharedContentRole } from "./sharedRole";

export const GROUP_API = "/_group/api/";
export const practiceBase = (id: string) => `/p/${encodeURIComponent(id)}/`;
/** The same words for a practice one has no role at and one that does not exist: nothing is told about either. */
export const NO_ROLE = "You have no role at this practice. Ask an owner of the group if you should.";
const PEOPLE_DECIDED_BY_GROUP = "People and their roles are given by the group's owners (npm run editor:group-role), not from one practice's editor.";
/** The routes of a practice's editor that change or list people: the group's accounts are not one practice's to change. */
const GROUP_PEOPLE_ROUTES = new Set(["GET account/users", "POST account/invite", "POST account/new-link", "POST account/remove", "POST account/end-sessions", "POST account/role", "POST account/everyday"]);

export interface GroupEditorOptions {
  /** The group's folder (group.json, shared/, practices/). */
  group: string;
  /** accounts/ and practices/<id>/ go here. */
  dataFolder: string;
  port?: number;
  host?: string;
  online?: OnlineOptions;
  onBuild?: () => void;
}

export interface RunningGroupEditor {
  server: Server;
  port: number;
  url: string;
  practices: string[];
  close(): Promise<void>;
}

interface Practice {
  id: string;
  editor: OpenEditor;
  /** The practice as composed with the group's shared files, which its editor reads (workingView.ts). */
  view: WorkingView;
}

export const groupAccountsFolder = (dataFolder: string) => join(dataFolder, "accounts");
export const practiceDataFolder = (dataFolder: string, id: string) => join(dataFolder, "practices", id);

export async function startGroupEditor({ group: groupFolder, dataFolder, port = 4182, host = "127.0.0.1", online, onBuild }: GroupEditorOptions): Promise<RunningGroupEditor> {
  const group = readGroup(groupFolder);
  if (!group.practices.length) throw new Error(`The group at ${groupFolder} has no practices (folders under practices/).`);
  const groupDb = openEditorDatabase(groupAccountsFolder(dataFolder));
  const door = new FrontDoor(groupDb, groupFolder, online ?? null);
  const roles = new GroupRoles(groupDb);
  const record = new EventRecord(groupDb);
  const practices = new Map<string, Practice>();
  const sharedRole = new SharedContentRole(groupDb);
  const closeAll = () => {
    for (const practice of practices.values()) practice.editor.close();
    groupDb.close();
  };
  try {
    if (online && !roles.anyoneCanSignIn()) {
      throw new Error(`Nobody has a role in this group yet, so nobody could sign in. Give the first one with\n  npm run editor:group-role -- ${groupFolder} --name "Your Name" --email you@example.org --group-owner\n(with the same EDITOR_DATA_DIR, ${dataFolder}), then start the editor again.`);
    }
    const owners = () => door.users.list().filter((account) => account.role === "owner").map((account) => account.name);
    // A practice's editor knows a person by their role at the practice: the shared role is asked of their role over the group.
    const mayChangeShared = (person: Person) => sharedRole.mayChange(door.online ? door.users.byId(person.id) : person);
    // One queue for the group's shared files, whichever practice's editor writes them (document/group-save).
    let sharedTail: Promise<unknown> = Promise.resolve();
    const sharedWrite = <T>(work: () => Promise<T>): Promise<T> => {
      const run = sharedTail.then(work);
      sharedTail = run.catch(() => {});
      return run;
    };
    for (const id of group.practices) {
      const view = new WorkingView(groupFolder, id, owners, mayChangeShared, sharedWrite);
      view.sync();
      const editor = await openEditor({ root: practiceFolder(group, id), dataFolder: practiceDataFolder(dataFolder, id), online, onBuild }, {
        frontDoor: (practiceDb) => new PracticeDoor(door, groupDb, groupFolder, online ?? null, roles, id, practiceDb),
        basePath: practiceBase(id),
        refused: GROUP_PEOPLE_ROUTES,
        refusal: PEOPLE_DECIDED_BY_GROUP,
        accountRecord: record,
        sharedPublic: join(sharedFolder(group), "public"),
        view,
      });
      practices.set(id, { id, editor, view });
    }
  } catch (error) {
    closeAll();
    throw error;
  }

  const first = practices.values().next().value!;
  const shared = new SharedContentRoutes(group, () => [...practices.values()].map(({ id, editor }) => ({ id, name: editor.context.siteName, site: publishSiteOf(editor.context) })), sharedRole, record);
  /** The practices this person may edit, in the group's order. */
  const allowed = (person: Person | null): Practice[] => [...practices.values()].filter((practice) => !door.online || (person && roles.roleAt(person, practice.id)));

  let actualPort = port;
  const server = createServer((req, res) => {
    try {
      route(req, res);
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: "The editor could not answer that." });
      console.error(error);
    }
  });

  function route(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? "/";
    // An address with "." or ".." segments (no browser sends one) could name one practice here and another once
    // resolved: refused whole.
    if (/(^|\/)\.{1,2}(\/|$|\?)|%2e/i.test(url.split("?")[0]!)) {
      answerOnlyAfterBody(req, res);
      return sendJson(res, 400, { error: "That address cannot be read." });
    }
    if (url.startsWith("/p/")) {
      const slash = url.indexOf("/", 3);
      const end = slash < 0 ? url.search(/[?#]|$/) : slash;
      const id = safeDecode(url.slice(3, end));
      const practice = id === null ? undefined : practices.get(id);
      const person = door.personOf(req);
      // The scope check: a signed-in person with no role at this practice (or a practice not in the group) meets
      // the same refusal at every address under it, before the practice's editor sees the request.
      if (!practice || (door.online && person && !practice.editor.context.frontDoor.personOf(req))) return refuse(req, res, !practice && !person ? 404 : 403);
      if (slash < 0) return redirect(res, practiceBase(practice.id));
      req.url = url.slice(slash);
      // The group's files or the practice's may have changed since (a git pull, the group's own changes).
      practice.view.syncOrSay();
      return practice.editor.handle(req, res, actualPort);
    }
    // The editor's own scripts and styles, the same for every practice, are answered by any practice's editor.
    const path = url.split("?")[0]!;
    if (path.startsWith(CLIENT_BASE) && openToAnyone(path)) return first.editor.handle(req, res, actualPort);
    answerOnlyAfterBody(req, res);
    const refusal = refusalOf(req, door.origins(actualPort));
    if (refusal) return sendJson(res, 403, { error: refusal });
    const person = door.personOf(req);
    if (path === "/" || path === "/index.html") {
      if (!person) return redirect(res, practiceBase(first.id));
      const mine = allowed(person);
      return mine.length ? redirect(res, practiceBase(mine[0]!.id)) : page(res, "You have no practice to edit here", NO_ROLE);
    }
    if (path === `${GROUP_API}practices` && req.method === "GET") {
      if (!person) return sendJson(res, 401, { error: "Please sign in first." });
      return sendJson(res, 200, {
        practices: allowed(person).map(({ id, editor }) => ({ id, name: editor.context.siteName, address: practiceBase(id), role: door.online ? roles.roleAt(person, id) : "owner" })),
        sharedContent: sharedRole.mayChange(person),
      });
    }
    if (path === `${GROUP_API}record` && req.method === "GET") {
      // Sign-ins and roles given: the group's owners' to read, as each practice's record is its owners'.
      if (!person) return sendJson(res, 401, { error: "Please sign in first." });
      if (person.role !== "owner") return sendJson(res, 403, { error: "Only an owner of the group can read the group's record." });
      return sendJson(res, 200, { entries: record.list(500) });
    }
    if (path.startsWith(GROUP_API) && SharedContentRoutes.handles(path.slice(GROUP_API.length))) return shared.answer(req, res, path.slice(GROUP_API.length), person);
    return sendJson(res, person ? 404 : 401, { error: person ? "There is nothing at this address." : "Please sign in first." });
  }

  try {
    actualPort = await listenOn(server, port, host, !online);
  } catch (error) {
    closeAll();
    throw error;
  }
  return {
    server,
    port: actualPort,
    url: door.origin ?? `http://localhost:${actualPort}`,
    practices: [...practices.keys()],
    close: () => new Promise((resolve) => server.close(() => {
      closeAll();
      resolve();
    })),
  };
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number): void {
  answerOnlyAfterBody(req, res);
  const wantsPage = req.method === "GET" && /text\/html/.test(req.headers.accept ?? "");
  if (wantsPage) return redirect(res, "/");
  sendJson(res, status, { error: status === 404 ? "There is nothing at this address." : NO_ROLE });
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(303, { Location: to, "Cache-Control": "no-store" });
  res.end();
}

function page(res: ServerResponse, title: string, words: string): void {
  const body = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${words}</p></body></html>`;
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

