/** The editor's requests to its server. Every failure becomes an ApiError with the server's own sentence. */
import type { ChangedBy, DraftProblems, KeptDraft, LinkTo, OpenedDocument, PreviewResult, PublicFile, SaveResult, Session, SiteIndex, StoredPicture } from "../model/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Where this site's editor answers: "/", or "/p/<practice>/" in a group's editor, which the server writes on the
 * page (pagesHtml.ts) so every request, picture and frame goes to that practice's editor and no other.
 */
export const SITE_BASE = (typeof document !== "undefined" && document.documentElement.dataset.base) || "/";
/** A path of the site ("/images/logo.svg", "/_editor/frame") at this site's editor. */
export const siteAddress = (path: string): string => (SITE_BASE === "/" ? path : `${SITE_BASE.slice(0, -1)}${path}`);
const BASE = `${SITE_BASE}_editor/api/`;
/** Sent on window when the server says nobody is signed in (editor online). */
export const SIGNED_OUT_EVENT = "editor:signed-out";

/**
 * `signedOutOn401`: a 401 means the session ended (idle too long, or signed out everywhere), so the editor shows
 * the sign-in screen; the sign-in requests themselves answer 401 for a wrong password and turn it off.
 */
async function request<T>(path: string, init: RequestInit = {}, allowed: number[] = [], signedOutOn401 = true): Promise<T> {
  let response: Response;
  try {
    response = await fetch(BASE + path, init);
  } catch {
    throw new ApiError(0, "The editor does not answer. Check the internet connection (or that the editor is still running) and try again.");
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401 && signedOutOn401) window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  if (!response.ok && !allowed.includes(response.status)) {
    throw new ApiError(response.status, typeof body.error === "string" ? body.error : wordsForStatus(response.status), body);
  }
  return body as T;
}

/**
 * What an answer without the editor's own words means: online, the web server in front of the editor (nginx) answers
 * some requests itself, with a page of its own.
 */
export function wordsForStatus(status: number): string {
  if (status === 413) return "That file is larger than the website's server accepts. Make it smaller (most photo programs can export a smaller copy) and add it again.";
  // nginx's own limit on sign-ins from one address (nginx-editor.example.conf); the editor's 429s carry their words.
  if (status === 429) return "Too many sign-ins have come from this address in a short time. Wait a minute, then try again.";
  // 502: nginx reached the editor, or tried to, and got no answer it could pass on (the editor stopped, or cut
  // the request off): what happened is not "busy", so the words say who to tell when it happens again.
  if (status === 502) return "The web server in front of the editor could not pass this on to the editor, or the editor refused it without a reply. Try again in a minute; if it happens again, tell whoever looks after the editor's hosting.";
  if (status === 503 || status === 504) return "The editor is not answering just now (it may be restarting, or busy publishing). Wait a minute and try again.";
  return `The editor's server answered ${status}.`;
}

/** A request of one of the editor's screens: a GET, or a POST of a JSON body. */
export function call<T>(method: "GET" | "POST", path: string, body?: unknown, { signedOutOn401 = true } = {}): Promise<T> {
  const init: RequestInit = method === "POST" ? { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) } : {};
  return request<T>(path, init, [], signedOutOn401);
}

/** What went wrong, in the words the server (or the browser) gave. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const post = <T>(path: string, body: unknown, allowed: number[] = []) =>
  request<T>(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, allowed);

export const api = {
  session: () => request<Session>("session"),
  pages: () => request<SiteIndex>("pages"),
  open: (file: string) => request<OpenedDocument>(`document?file=${encodeURIComponent(file)}`),
  version: (file: string) => request<{ version: string | null }>(`version?file=${encodeURIComponent(file)}`),
  check: (file: string, value: unknown, signal?: AbortSignal) => request<DraftProblems>("check", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ file, value }), signal }),
  preview: (file: string, value: unknown) => post<PreviewResult>("preview", { file, value }),
  save: (file: string, value: unknown, baseVersion: string | null, overwrite = false) => post<SaveResult>("save", { file, value, baseVersion, overwrite }, [409, 422]),
  draft: (file: string) => request<{ draft: KeptDraft | null }>(`draft?file=${encodeURIComponent(file)}`),
  /** keepalive: sent as the page is left, so it arrives even though the page is gone. */
  keepDraft: (file: string, value: unknown, baseVersion: string | null, keepalive = false) =>
    request<{ kept: boolean; at?: string }>("draft", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ file, value, baseVersion }), keepalive }),
  discardDraft: (file: string) => post<{ discarded: true }>("draft/discard", { file }),
  changedBy: (file: string) => request<{ version: string | null; by: ChangedBy | null }>(`draft/changed-by?file=${encodeURIComponent(file)}`),
  linksTo: (route: string) => request<{ links: LinkTo[] }>(`links?route=${encodeURIComponent(route)}`),
  createPage: (fields: { route: string; template: string; title?: string; category?: string }) => post<{ file: string; route: string }>("pages/create", fields),
  deletePage: (file: string) => post<{ deleted: true }>("pages/delete", { file }),
  movePage: (file: string, to: string, updateLinks: boolean) => post<{ file: string; route: string; updated: string[] }>("pages/move", { file, to, updateLinks }),
  files: () => request<{ files: PublicFile[] }>("files"),
  upload: (file: File, folder: string) =>
    request<StoredPicture>(`upload?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      // The server tells the kind of picture from its bytes; the type only says that a picture is sent.
      headers: { "Content-Type": file.type.startsWith("image/") ? file.type : "image/unknown" },
      body: file,
    }),
  removePicture: (path: string) => post<{ removed: true }>("files/remove", { path }),
  /** In a group's practice: removes this practice's own version of the group's file, if it is still `version`. */
  groupVersion: (file: string, version: string) => post<{ version: string }>("document/group-version", { file, version }),
  /** Saves the group's version of a shared file (its shared content); a stale screen is refused in words (409, thrown). */
  groupSave: (file: string, value: unknown, baseVersion: string | null) => post<SaveResult>("document/group-save", { file, value, baseVersion }, [422]),
};
