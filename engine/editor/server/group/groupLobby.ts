/**
 * What a group's editor online answers itself, without opening any practice's editor (its database, folder and
 * timers): the editor's own scripts and styles, the same for every practice, and everything a visitor with no
 * session meets at a practice's address: the sign-in screen, in the group's name; the requests anyone may make
 * (signing in, choosing a password through a link), with the group's accounts and record, as a practice's editor
 * makes them; and the refusal of everything else. A person with no role at a practice never opens it: a practice
 * is opened for someone with a role there (groupEditor.ts), and for a stranger only by a valid preview link of its
 * own (made for someone without an account) or by its site's forms when it receives them (it is open from the start).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorResponse } from "../../../forms/contract";
import { openToAnyone, refuseWithoutSession, type FrontDoor } from "../accounts/frontDoor";
import { CLIENT_BASE, type EditorBundles } from "../bundles";
import { isFormsPath, NO_INBOX } from "../enquiries/submissions";
import { answerOnlyAfterBody, refusalOf, sendError, sendJson } from "../http";
import { EDITOR_CSP, editorHtml } from "../pagesHtml";
import { notFound as previewNotFound, PREVIEW_BASE } from "../publish/previewRoutes";
import { hashToken } from "../publish/previews";
import type { EventRecord } from "../record";
import type { ApiRoute, EditorContext } from "../routing";
import { editorRoutes, html, serveFile } from "../server";
import type { EditorDatabase } from "../store/database";

const API = `${CLIENT_BASE}api/`;

/** A practice as a stranger meets it: its address, its folder, and whether its editor is open already. */
export interface LobbyPractice {
  base: string;
  root: string;
  isOpen: boolean;
  /** The hashes of its preview links that worked when the group's editor started (later ones are made in its open editor). */
  previewHashes: ReadonlySet<string>;
}

/** The hashes of a practice's preview links not stopped or out of date, read once at the start from its database. */
export function workingPreviewHashes(db: EditorDatabase, now = new Date()): Set<string> {
  const rows = db.prepare("SELECT token_hash AS hash FROM preview_links WHERE revoked_at IS NULL AND expires_at > ?").all(now.toISOString()) as { hash: string }[];
  return new Set(rows.map((row) => row.hash));
}

export class GroupLobby {
  private anyone?: Map<string, ApiRoute>;

  constructor(
    private readonly door: FrontDoor,
    private readonly record: EventRecord,
    private readonly bundles: EditorBundles,
    private readonly groupName: string,
  ) {}

  /** The editor's scripts and styles (not its requests, nor the preview frame). */
  static isClientFile(path: string): boolean {
    return path.startsWith(CLIENT_BASE) && openToAnyone(path);
  }

  serveClientFile(req: IncomingMessage, res: ServerResponse, port: number, path: string): void {
    answerOnlyAfterBody(req, res);
    const refusal = refusalOf(req, this.door.origins(port));
    if (refusal) return sendJson(res, 403, { error: refusal });
    if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { error: "Only GET and HEAD are answered here." });
    this.clientFile(req, res, path);
  }

  private clientFile(req: IncomingMessage, res: ServerResponse, path: string): void {
    serveFile(req, res, this.bundles.clientDir, path.slice(CLIENT_BASE.length - 1), { immutable: path.startsWith(`${CLIENT_BASE}assets/`) }).catch((error: unknown) => sendError(res, error));
  }

  /**
   * A request with no session at a practice's address (req.url is the part under it). `handOver` gives it to the
   * practice's editor: only a preview link of its own, or its forms when its editor is open.
   */
  answer(req: IncomingMessage, res: ServerResponse, port: number, practice: LobbyPractice, handOver: () => void): void {
    const raw = req.url ?? "/";
    if (raw.startsWith(PREVIEW_BASE)) {
      const token = raw.slice(PREVIEW_BASE.length).split(/[/?#]/)[0]!;
      if (practice.isOpen || practice.previewHashes.has(hashToken(token))) return handOver();
      answerOnlyAfterBody(req, res);
      return previewNotFound(res);
    }
    if (isFormsPath(raw)) {
      // A practice that receives its site's forms has its key given, so its editor opened at the start.
      if (practice.isOpen) return handOver();
      answerOnlyAfterBody(req, res);
      return sendJson(res, 404, errorResponse(NO_INBOX));
    }
    answerOnlyAfterBody(req, res);
    const refusal = refusalOf(req, this.door.origins(port));
    if (refusal) return sendJson(res, 403, { error: refusal });
    let url: URL;
    try {
      url = new URL(raw, "http://localhost");
    } catch {
      return sendJson(res, 400, { error: "That address cannot be read." });
    }
    const path = url.pathname;
    if (path.startsWith(API)) return this.api(req, res, port, practice, path.slice(API.length), url.searchParams);
    if (!openToAnyone(path)) return refuseWithoutSession(req, res, practice.base);
    if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { error: "Only GET and HEAD are answered here." });
    if (path === "/" || path === "/index.html") return html(res, editorHtml(this.bundles, this.groupName, practice.base), EDITOR_CSP);
    this.clientFile(req, res, path);
  }

  /** A request anyone may make, as a practice's editor answers it, with the group's accounts and record; else "sign in". */
  private api(req: IncomingMessage, res: ServerResponse, port: number, practice: LobbyPractice, path: string, query: URLSearchParams): void {
    this.anyone ??= new Map(editorRoutes().filter((route) => route.access === "anyone").map((route) => [`${route.method} ${route.path}`, route]));
    const route = this.anyone.get(`${req.method ?? "GET"} ${path}`);
    // Without a session nothing is told, not even which requests exist (as server.ts answers).
    if (!route) return sendJson(res, 401, { error: "Please sign in first." });
    const context = accountsOnly({
      // The practice's folder only for the words a new password may not contain (its name, address, telephone).
      root: practice.root, basePath: practice.base, port, mode: "online", siteName: this.groupName, language: "en",
      frontDoor: this.door, record: this.record, bundles: this.bundles,
    });
    route.handle({ context, req, res, query, person: null }).catch((error: unknown) => sendError(res, error));
  }
}

/**
 * The context of the requests anyone may make: the group's accounts, no practice's stores. A route that reads
 * anything else (a practice's database, pages, inbox) fails loudly rather than reach for a practice.
 */
function accountsOnly(fields: Partial<EditorContext>): EditorContext {
  return new Proxy(fields, {
    get(target, key) {
      if (typeof key === "symbol" || key in target) return target[key as keyof EditorContext];
      throw new Error(`A request anyone may make read "${key}", which only a practice's editor has: it cannot be answered before someone signs in.`);
    },
  }) as EditorContext;
}
