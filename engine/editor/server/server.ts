/**
 * The page editor's server: on 127.0.0.1 only, answering only its own page (http.ts refusalOf), reading and
 * writing only pages/, public/ and site.config.json (projectFiles.ts). Locally (npm run edit) nobody signs in;
 * online (npm run edit:online, behind the host's HTTPS proxy) every request passes the front door
 * (accounts/frontDoor.ts): a session, and the access level its route asks for. Every request is answered, whatever it
 * holds: a failure is a JSON error, never a stopped process.
 *
 *   /                      the editor (its bundle is served under /_editor/)
 *   /_editor/frame         the live preview's empty page, filled by the editor
 *   /_editor/api/…         the editor's requests (below)
 *   /_preview/<token>/…    a waiting publication's preview, to anyone with its valid token (publish/previewRoutes.ts)
 *   /_img/…                picture variants, drawn by the image pipeline on first request
 *   anything else          a file of public/, as the built site serves it
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { readFile, realpath } from "node:fs/promises";
import { extname } from "node:path";
import send from "send";
import { regularFileInside, servableSegments } from "../../server/resolveFile";
import { variantForRequest } from "../../build/images";
import { IMAGE_CACHE_DIR } from "../../build/paths";
import { formModelsFor } from "./formModels";
import { editorBundles, CLIENT_BASE } from "./bundles";
import { ProjectChecker } from "./checks";
import { contentRoutes } from "./contentRoutes";
import { findRoutes } from "./findRoutes";
import { historyRoutes } from "./history/routes";
import { publishRoutes } from "./publish/routes";
import { PREVIEW_BASE, servePreview } from "./publish/previewRoutes";
import { startScheduler } from "./publish/schedule";
import { beforePublishingRoutes } from "./publish/beforePublishing";
import { waitsRoutes } from "./publish/waitsRoutes";
import { joinRoutes } from "./publish/joinRoutes";
import { answerOnlyAfterBody, BASE_HEADERS, HttpError, refusalOf, sendError, sendJson } from "./http";
import { LivePreview } from "./livePreview";
import { SitePages } from "./pages";
import { EDITOR_CSP, FRAME_CSP, PUBLIC_FILE_CSP, editorHtml, frameHtml } from "./pagesHtml";
import { EventRecord } from "./record";
import { draftRoutes } from "./drafts/routes";
import { DraftStore } from "./drafts/draftStore";
import { SaveLog } from "./drafts/saveLog";
import { SeenVersions } from "./drafts/versions";
import { accessRefusal, FrontDoor, openToAnyone, refuseWithoutSession, type OnlineOptions } from "./accounts/frontDoor";
import { accountRoutes } from "./accounts/accountRoutes";
import { onlineDoor } from "./accounts/accountCall";
import { OwnerSettings } from "./publish/ownerSettings";
import type { Person } from "./people";
import type { ApiRoute, EditorContext } from "./routing";
import { dataFolderFor, openEditorDatabase, type EditorDatabase } from "./store/database";
import { Workspace } from "./workspace";
import { openInbox } from "./enquiries/inbox";
import type { KeyNames } from "./enquiries/key";
import { enquiryRoutes } from "./enquiries/routes";
import { noticeRoutes } from "./notices/routes";
import { isFormsPath, serveFormPost } from "./enquiries/submissions";
import { groupDocumentRoutes } from "./group/groupDocuments";
import { shownRoot, type WorkingView } from "./group/workingView";

/** The editor's address when it is free: next to the site's own local servers (4173 npm start, 4174 forms). */
export const DEFAULT_EDITOR_PORT = 4180;

export interface EditorOptions {
  root: string;
  /** Where the editor keeps its own state (drafts, accounts…): outside the site's repository. */
  dataFolder?: string;
  port?: number;
  /** The address to listen on: 127.0.0.1 unless given (online, the proxy on this machine reaches it there). */
  host?: string;
  /** Online mode: accounts and sign-in, answering at this public origin. Absent: local mode. */
  online?: OnlineOptions;
  /** Told when the editor's bundles must be built first (after an update). */
  onBuild?: () => void;
  /** Where files being written wait before they are renamed into place (workspace.ts); unset, beside them. */
  temporaryFolder?: string;
}

/**
 * One practice of a group's editor (group/groupEditor.ts): its front door is the group's (one sign-in, a role per
 * practice), its pages are answered under `basePath`, and the requests the group answers itself are not its own.
 */
export interface PracticeScope {
  frontDoor: (db: EditorDatabase) => FrontDoor;
  /** "/p/<id>/": what the editor's page tells its scripts to put before every request. */
  basePath: string;
  /** Routes ("POST account/invite") this practice refuses because the group's owners decide them. */
  refused: ReadonlySet<string>;
  refusal: string;
  /** Where signing in, passkeys and passwords are recorded: the group's record, not the practice whose address it was. */
  accountRecord: EventRecord;
  /** The group's shared public/ (its brand's pictures): what a practice without a file of its own at a path shows. */
  sharedPublic: string;
  /** The practice as composed with the group's shared files, which the editor reads (group/workingView.ts); writes go to `root`. */
  view?: WorkingView;
  /** Where this practice's own enquiry key is read from (enquiries/key.ts practiceKeyNames), never the group's one. */
  enquiryKeyNames: KeyNames;
}

/** An editor not listening yet: its answer to one request, for a server of its own or the group's. */
export interface OpenEditor {
  context: Omit<EditorContext, "port">;
  handle(req: IncomingMessage, res: ServerResponse, port: number): void;
  close(): void;
}

export interface RunningEditor {
  server: Server;
  port: number;
  url: string;
  /** The port asked for was busy, so another was taken. */
  movedFrom?: number;
  close(): Promise<void>;
}

type Context = EditorContext;

/** Every request of the editor, joined here and nowhere else (each part keeps its own list). */
export function editorRoutes(): ApiRoute[] {
  return [...contentRoutes, ...findRoutes, ...accountRoutes, ...draftRoutes, ...publishRoutes, ...beforePublishingRoutes, ...waitsRoutes, ...joinRoutes, ...historyRoutes, ...enquiryRoutes, ...noticeRoutes, ...groupDocumentRoutes];
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { port = DEFAULT_EDITOR_PORT, host = "127.0.0.1", online } = options;
  const editor = await openEditor(options);
  const { frontDoor } = editor.context;

  let actualPort = port;
  const server = createServer((req, res) => editor.handle(req, res, actualPort));
  let movedFrom: number | undefined;
  try {
    actualPort = await listenOn(server, port, host, !online);
  } catch (error) {
    editor.close();
    throw error;
  }
  if (actualPort !== port && port !== 0) movedFrom = port;
  return {
    server,
    port: actualPort,
    url: frontDoor.origin ?? `http://localhost:${actualPort}`,
    ...(movedFrom !== undefined ? { movedFrom } : {}),
    close: () => new Promise((resolve) => server.close(() => {
      editor.close();
      resolve();
    })),
  };
}

/** Listens on `port`, or (locally, `mayMove`) on a free one when it is busy; the port taken. */
export async function listenOn(server: Server, port: number, host: string, mayMove: boolean): Promise<number> {
  // A request Node itself cannot read (a malformed head) is answered and closed, never thrown.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  server.requestTimeout = 120_000;
  try {
    return await listen(server, port, host);
  } catch (error) {
    // Online, the proxy is set up for one port: taking another would only hide the mistake.
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || !mayMove) throw error;
    return listen(server, 0, host);
  }
}

/** The editor of one site, ready to answer (startEditor listens for it; a group's editor holds one per practice). */
export async function openEditor({ root, online, onBuild, dataFolder = dataFolderFor(root), temporaryFolder }: EditorOptions, scope?: PracticeScope): Promise<OpenEditor> {
  const db = openEditorDatabase(dataFolder);
  const frontDoor = scope ? scope.frontDoor(db) : new FrontDoor(db, root, online ?? null);
  if (online && !scope && frontDoor.users.ownerCount() === 0) {
    db.close();
    throw new Error(`There is no owner yet, so nobody could sign in. Create the first one with\n  npm run editor:owner -- --name "Your Name" --email you@example.org\n(with the same EDITOR_DATA_DIR, ${dataFolder}), then start the editor again.`);
  }
  const bundles = await editorBundles(onBuild);
  const site = await readFile(join(root, "site.config.json"), "utf8").then((text) => JSON.parse(text) as { name?: string; language?: string; rules?: unknown }).catch(() => ({}) as { name?: string; language?: string; rules?: unknown });
  // The help's examples for registers and trades in the site's own profession's words.
  const models = formModelsFor(site.rules);
  // What the editor reads: the site's folder, or in a group the practice as composed with the group's files.
  const view = scope?.view;
  const shown = view?.folder ?? root;
  const checker = new ProjectChecker(shown);
  const preview = await LivePreview.start(shown, bundles.renderer);
  const record = new EventRecord(db);
  // The practice's enquiries: a missing or wrong key stops the start here, in words, before anything is received.
  let inbox;
  try {
    inbox = openInbox({ db, root, dataFolder, record, origin: frontDoor.origin, keyNames: scope?.enquiryKeyNames });
  } catch (error) {
    db.close();
    throw error;
  }
  const context: Omit<Context, "port"> = {
    root, basePath: scope?.basePath ?? "/", mode: online ? "online" : "local", db, record, inbox, settings: new OwnerSettings(db), frontDoor, bundles, models, checker, preview, pages: new SitePages(root, models, shown),
    saves: new SaveLog(db), drafts: new DraftStore(db), versions: new SeenVersions(db), workspace: new Workspace(root, temporaryFolder, view && view.forWrites()),
    ...(view ? { group: view } : {}),
    siteName: typeof site.name === "string" ? site.name : "the site",
    language: typeof site.language === "string" ? site.language : "en",
  };

  // Publications on a date: any that fell due while the editor was stopped run now; the timer is set for the next.
  const scheduler = startScheduler(context);
  // Enquiries past their form's retention: deleted now, then every hour.
  inbox?.retention.start();

  return {
    context,
    handle(req, res, port) {
      answerOnlyAfterBody(req, res);
      handle({ ...context, port }, req, res, scope).catch((error) => sendError(res, error));
    },
    close() {
      scheduler.stop();
      inbox?.retention.stop();
      db.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

async function handle(context: Context, req: IncomingMessage, res: ServerResponse, scope: PracticeScope | undefined): Promise<void> {
  const basePath = scope?.basePath ?? "/";
  // A publication's preview, opened from a message or a webmail page: anyone with a valid token, read-only, its
  // own checks (publish/previewRoutes.ts); 404 otherwise.
  if (req.url?.startsWith(PREVIEW_BASE)) return servePreview(context, req, res, context.frontDoor.origins(context.port));
  // The site's forms, sent from the site's own pages (not the editor's): their own checks (enquiries/submissions.ts).
  if (isFormsPath(req.url)) return serveFormPost(context, req, res);
  const refusal = refusalOf(req, context.frontDoor.origins(context.port));
  if (refusal) return sendJson(res, 403, { error: refusal });
  const person = context.frontDoor.personOf(req);
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://localhost");
  } catch {
    return sendJson(res, 400, { error: "That address cannot be read." });
  }
  const path = url.pathname;
  if (path.startsWith("/_editor/api/")) return api(context, req, res, path.slice("/_editor/api/".length), url.searchParams, person, scope);
  if (!person && !openToAnyone(path)) return refuseWithoutSession(req, res, basePath);
  if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { error: "Only GET and HEAD are answered here." });
  if (path === "/" || path === "/index.html") return html(res, editorHtml(context.bundles, context.siteName, basePath), EDITOR_CSP);
  if (path === "/_editor/frame") return html(res, frameHtml(context.language), FRAME_CSP);
  if (path.startsWith(CLIENT_BASE)) return serveFile(req, res, context.bundles.clientDir, path.slice(CLIENT_BASE.length - 1), { immutable: path.startsWith(`${CLIENT_BASE}assets/`) });
  if (path.startsWith("/_img/")) {
    const variant = (await variantForRequest(join(shownRoot(context), "public"), path, IMAGE_CACHE_DIR).catch(() => null))
      ?? (scope ? await variantForRequest(scope.sharedPublic, path, IMAGE_CACHE_DIR).catch(() => null) : null);
    if (!variant) return sendJson(res, 404, { error: "There is no such picture." });
    return serveFile(req, res, join(variant, ".."), `/${variant.split("/").pop()}`, { type: `image/${extname(variant).slice(1)}` });
  }
  return serveFile(req, res, join(shownRoot(context), "public"), path, { csp: PUBLIC_FILE_CSP, ...(scope ? { orElse: scope.sharedPublic } : {}) });
}

export function html(res: ServerResponse, body: string, csp: string): void {
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
  ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif", ".gif": "image/gif", ".ico": "image/x-icon",
  ".pdf": "application/pdf", ".mp4": "video/mp4", ".webm": "video/webm", ".vtt": "text/vtt; charset=utf-8",
};

/** A regular file inside `folder` (no dotfile, no link leading out), with ranges and conditional requests (send). */
export async function serveFile(req: IncomingMessage, res: ServerResponse, folder: string, urlPath: string, options: { immutable?: boolean; csp?: string; type?: string; orElse?: string }): Promise<void> {
  const segments = servableSegments(urlPath);
  const realFolder = await realpath(folder).catch(() => null);
  const file = segments && realFolder ? await regularFileInside(realFolder, join(realFolder, ...segments)) : null;
  // orElse: a group's shared files, for a practice without its own at that path.
  if ((!file || !realFolder) && options.orElse) return serveFile(req, res, options.orElse, urlPath, { ...options, orElse: undefined });
  if (!file || !realFolder) return sendJson(res, 404, { error: "There is no such file." });
  const type = options.type ?? TYPES[extname(file.path).toLowerCase()] ?? "application/octet-stream";
  const stream = send(req, file.path.slice(realFolder.length).split("/").map(encodeURIComponent).join("/"), {
    root: realFolder, dotfiles: "allow", index: false, extensions: false, etag: true, lastModified: true, acceptRanges: true, cacheControl: false,
  });
  stream.on("headers", () => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", options.immutable ? "public, max-age=31536000, immutable" : "no-cache");
    if (options.csp) res.setHeader("Content-Security-Policy", options.csp);
  });
  stream.on("error", (error: { status?: number }) => {
    if (res.headersSent) return void res.destroy();
    sendJson(res, error.status === 404 ? 404 : (error.status ?? 500), { error: "The file could not be read." });
  });
  stream.pipe(res);
}

const ROUTES = new Map(editorRoutes().map((route) => [`${route.method} ${route.path}`, route]));

async function api(context: Context, req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, person: Person | null, scope: PracticeScope | undefined): Promise<void> {
  const key = `${req.method ?? "GET"} ${path}`;
  const route = ROUTES.get(key);
  if (route && person && scope?.refused.has(key)) return sendJson(res, 403, { error: scope.refusal });
  // Without a session nothing is told, not even which requests exist.
  if (!route) throw person ? new HttpError(404, `The editor has no request "${key.slice(0, 100)}".`) : new HttpError(401, "Please sign in first.");
  const refused = accessRefusal(route.access, person);
  if (refused) return sendJson(res, refused.status, { error: refused.error });
  if (route.onlineOnly) onlineDoor(context);
  // A group's sign-ins are the group's: recorded where its owners read them, never in one practice's record.
  const groupAccount = scope && route.path.startsWith("account/") && route.path !== "account/record";
  return route.handle({ context: groupAccount ? { ...context, record: scope.accountRecord } : context, req, res, query, person });
}
