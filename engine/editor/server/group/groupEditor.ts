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
 *   /_group/api/shared…       the group's shared content and its publication (sharedRoutes.ts)
 *   /_group/api/record        sign-ins and roles given, for the group's owners
 *   /_editor/…                the editor's script bundle (the same for every practice), served by the group itself
 *
 * Online, a visitor with no session is answered by the group itself (groupLobby.ts), never by a practice's editor.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { practiceFolder, readGroup, sharedFolder } from "../../../group/groupLayout";
import { FrontDoor, type OnlineOptions } from "../accounts/frontDoor";
import { editorBundles } from "../bundles";
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
import { waitsOnATimer } from "./practiceWaits";
import { checkPracticeKeys } from "./practiceKeys";
import { practiceKeyNames } from "../enquiries/key";
import { GroupLobby, workingPreviewHashes } from "./groupLobby";

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
  /** Every practice opened at the start, not on first use (tests; the first use then costs nothing more). */
  eager?: boolean;
}

export interface RunningGroupEditor {
  server: Server;
  port: number;
  url: string;
  practices: string[];
  /** The practices whose editor is open (those with something on a timer, and those someone has used since). */
  opened(): string[];
  close(): Promise<void>;
}

interface Practice {
  id: string;
  /** Its site's name, for the switcher (read once, without opening its editor). */
  name: string;
  opening?: Promise<OpenEditor>;
  /** Its preview links working at the start: what may open it for someone with no session (groupLobby.ts). */
  previewHashes: ReadonlySet<string>;
  /** The practice as composed with the group's shared files, which its editor reads (workingView.ts), made when it opens. */
  view?: WorkingView;
}

export const groupAccountsFolder = (dataFolder: string) => join(dataFolder, "accounts");
export const practiceDataFolder = (dataFolder: string, id: string) => join(dataFolder, "practices", id);

export async function startGroupEditor({ group: groupFolder, dataFolder, port = 4182, host = "127.0.0.1", online, onBuild, eager = false }: GroupEditorOptions): Promise<RunningGroupEditor> {
  const group = readGroup(groupFolder);
  if (!group.practices.length) throw new Error(`The group at ${groupFolder} has no practices (folders under practices/).`);
  const groupDb = openEditorDatabase(groupAccountsFolder(dataFolder));
  const door = new FrontDoor(groupDb, groupFolder, online ?? null);
  const roles = new GroupRoles(groupDb);
  const record = new EventRecord(groupDb);
  const practices = new Map<string, Practice>(group.practices.map((id) => [id, { id, name: practiceName(practiceFolder(group, id)), previewHashes: new Set<string>() }]));
  const sharedRole = new SharedContentRole(groupDb);
  const closeAll = async () => {
    for (const practice of practices.values()) (await practice.opening?.catch(() => undefined))?.close();
    groupDb.close();
  };
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
  /** The practice's own editor, opened on its first use (once, whoever asks meanwhile waits for the same opening). */
  const open = (practice: Practice): Promise<OpenEditor> => {
    if (!practice.opening) {
      practice.view = new WorkingView(groupFolder, practice.id, owners, mayChangeShared, sharedWrite, record);
      practice.view.sync();
    }
    practice.opening ??= openEditor({ root: practiceFolder(group, practice.id), dataFolder: practiceDataFolder(dataFolder, practice.id), online, onBuild }, {
      frontDoor: (practiceDb) => new PracticeDoor(door, groupDb, groupFolder, online ?? null, roles, practice.id, practiceDb),
      basePath: practiceBase(practice.id),
      refused: GROUP_PEOPLE_ROUTES,
      refusal: PEOPLE_DECIDED_BY_GROUP,
      accountRecord: record,
      sharedPublic: join(sharedFolder(group), "public"),
      enquiryKeyNames: practiceKeyNames(practice.id),
      view: practice.view,
    }).catch((error: unknown) => {
      // Tried again at the next request (a file put right meanwhile).
      practice.opening = undefined;
      throw new Error(`The practice "${practice.id}": ${error instanceof Error ? error.message : String(error)}`);
    });
    return practice.opening;
  };
  try {
    if (online && !roles.anyoneCanSignIn()) {
      throw new Error(`Nobody has a role in this group yet, so nobody could sign in. Give the first one with\n  npm run editor:group-role -- ${groupFolder} --name "Your Name" --email you@example.org --group-owner\n(with the same EDITOR_DATA_DIR, ${dataFolder}), then start the editor again.`);
    }
    checkPracticeKeys(group.practices);
    // Opened now: the practices with something on a timer (a publication on a date, enquiries to delete on time);
    // every key proved. The others open when someone with a role there first asks (practiceWaits.ts).
    for (const practice of practices.values()) {
      const db = openEditorDatabase(practiceDataFolder(dataFolder, practice.id));
      let waits: boolean;
      try {
        waits = waitsOnATimer(db, practiceFolder(group, practice.id), practiceDataFolder(dataFolder, practice.id), practice.id, door.origin);
        practice.previewHashes = workingPreviewHashes(db);
      } catch (error) {
        throw new Error(`The practice "${practice.id}": ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        db.close();
      }
      if (waits || eager) await open(practice);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  const first = practices.values().next().value!;
  const bundles = await editorBundles(onBuild).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  const lobby = new GroupLobby(door, record, bundles, group.name);
  // Publishing the group's content reads every practice's publishing settings: each practice's editor is opened for it.
  const everyPractice = () => Promise.all([...practices.values()].map(async (practice) => {
    const editor = await open(practice);
    return { id: practice.id, name: editor.context.siteName, site: publishSiteOf(editor.context) };
  }));
  const shared = new SharedContentRoutes(group, everyPractice, sharedRole, record);
  /** The practices this person may edit, in the group's order. */
  const allowed = (person: Person | null): Practice[] => [...practices.values()].filter((practice) => !door.online || (person && roles.roleAt(person, practice.id)));
  /** Answered by the practice's editor, opened first if it is not yet. */
  const answer = (practice: Practice, req: IncomingMessage, res: ServerResponse) => {
    open(practice).then(
      (editor) => {
        // The group's files or the practice's may have changed since (a git pull, the group's own changes).
        practice.view?.syncOrSay();
        editor.handle(req, res, actualPort);
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        answerOnlyAfterBody(req, res);
        if (!res.headersSent) sendJson(res, 500, { error: "This practice's editor could not be opened. The person who hosts the editor can see why in its log." });
      },
    );
  };

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
      // Checked with the group's own sign-in and roles, so that a practice is not opened for someone with no role there.
      if (!practice || (door.online && person && !roles.roleAt(person, practice.id))) return refuse(req, res, !practice && !person ? 404 : 403);
      if (slash < 0) return redirect(res, practiceBase(practice.id));
      req.url = url.slice(slash);
      // Nobody signed in: the sign-in screen and its requests are the group's; the practice is not opened for them.
      if (door.online && !person) {
        const stranger = { base: practiceBase(practice.id), root: practiceFolder(group, practice.id), isOpen: !!practice.opening, previewHashes: practice.previewHashes };
        return lobby.answer(req, res, actualPort, stranger, () => answer(practice, req, res));
      }
      return answer(practice, req, res);
    }
    // The editor's own scripts and styles, the same for every practice: no practice's editor is opened for them.
    const path = url.split("?")[0]!;
    if (GroupLobby.isClientFile(path)) return lobby.serveClientFile(req, res, actualPort, path);
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
        practices: allowed(person).map(({ id, name }) => ({ id, name, address: practiceBase(id), role: door.online ? roles.roleAt(person, id) : "owner" })),
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
    await closeAll();
    throw error;
  }
  return {
    server,
    port: actualPort,
    url: door.origin ?? `http://localhost:${actualPort}`,
    practices: [...practices.keys()],
    opened: () => [...practices.values()].filter((practice) => practice.opening).map((practice) => practice.id),
    close: () => new Promise((resolve) => server.close(() => void closeAll().then(resolve))),
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

/** A practice's name as its editor shows it (site.config.json "name"), read without opening the editor. */
function practiceName(folder: string): string {
  try {
    const site = JSON.parse(readFileSync(join(folder, "site.config.json"), "utf8")) as { name?: unknown };
    return typeof site.name === "string" ? site.name : "the site";
  } catch {
    return "the site";
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

