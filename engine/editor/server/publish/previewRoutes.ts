/**
 * Preview links of waiting and scheduled publications (previews.ts): made and revoked by whoever asked for the
 * publication or an owner (routes of the table, "signed-in", checked per request below), and the preview itself,
 * /_preview/<token>/<page>, open to anyone holding a valid token (served by server.ts before any session is
 * looked for). Without a valid token every address there is 404, whatever follows it.
 *
 * The preview is the built site, static: no script runs (its CSP), its addresses are rewritten under the link,
 * every page is marked noindex (meta robots and X-Robots-Tag), nothing is cached, and nothing of the editor is
 * reachable from it. Every file it names is under the link (previewAssets.ts); the pages it changes say so at their
 * top (previewMarks.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile, realpath } from "node:fs/promises";
import { extname } from "node:path";
import { answerFor } from "../../../server/pageAddress";
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import type { Person } from "../people";
import { previewsOf, requestsOf } from "./publishContext";
import { titleOf } from "./peoplesWords";
import { cssUnderPrefix, manifestUnderPrefix, underPrefix } from "./previewAssets";
import { withMarks } from "./previewMarks";
import { LINKS_PER_PERSON, type PreviewLink } from "./previews";
import { UNDER_WAY } from "./requests";
import { withDeferredStylesLinked } from "../../../app/deferredStyles";

/** Where previews are served, and who may open them: anyone, with a valid token only. */
export const PREVIEW_BASE = "/_preview/";

function openRequest(context: EditorContext, person: Person, id: unknown) {
  const row = requestsOf(context).get(Number(id));
  if (row && UNDER_WAY.includes(row.status)) throw new HttpError(409, "It is being published now, so a preview of it is no longer needed: look at History in a minute to see it live.");
  if (!row || (row.status !== "waiting" && row.status !== "scheduled")) throw new HttpError(404, "That publication has happened, or was cancelled, already.");
  if (person.role !== "owner" && row.personId !== person.id) throw new HttpError(403, "Only an owner, or whoever asked for it, can share a preview of it.");
  if (!row.commit) throw new HttpError(409, "That request was made before the editor kept its versions, so there is nothing exact to show. Ask for it again.");
  return row;
}

export const previewRoutes: ApiRoute[] = [
  {
    method: "POST", path: "publish/preview", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const row = openRequest(context, person, (await readJsonBody(req, 4096)).id);
      if (previewsOf(context).workingBesides(row.id) >= LINKS_PER_PERSON) {
        throw new HttpError(429, `${row.personId === person.id ? "Your publications have" : `${row.name}'s publications have`} ${LINKS_PER_PERSON} preview links working already. Stop a link nobody needs any more ("Stop the preview link" on the Publish screen), then make this one.`);
      }
      const { token, link } = previewsOf(context).create(row.id, row.commit!, context.root, person);
      context.record.add(person, "made a preview link", titleOf(row.message));
      sendJson(res, 200, { url: `${context.frontDoor.origin ?? `http://localhost:${context.port}`}${siteBase(context)}${PREVIEW_BASE}${token}/`, link });
    },
  },
  {
    method: "POST", path: "publish/preview/revoke", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const row = openRequest(context, person, (await readJsonBody(req, 4096)).id);
      previewsOf(context).revokeFor(row.id);
      context.record.add(person, "stopped a preview link", titleOf(row.message));
      sendJson(res, 200, { ok: true, message: "The link no longer works." });
    },
  },
];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif", ".gif": "image/gif", ".ico": "image/x-icon", ".pdf": "application/pdf",
  ".woff2": "font/woff2", ".woff": "font/woff", ".mp4": "video/mp4", ".webm": "video/webm", ".vtt": "text/vtt; charset=utf-8", ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8", ".json": "application/json; charset=utf-8",
};

const HEADERS: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow, noarchive",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; media-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

export function notFound(res: ServerResponse): void {
  const body = "<!doctype html><meta charset=utf-8><meta name=robots content=noindex><title>Not found</title><p>There is nothing here. A preview link works for 7 days, until it is stopped, or until its change is published.</p>";
  res.writeHead(404, { ...HEADERS, "Content-Type": "text/html; charset=utf-8" });
  res.end(body);
}

/**
 * A page or file of a preview (req.url starts with PREVIEW_BASE). Only at the editor's own address (`origins`), only
 * GET and HEAD; a link followed from another site (Sec-Fetch-Site: cross-site) is answered, as nothing here
 * changes anything or shows anything of the editor.
 */
export async function servePreview(context: EditorContext, req: IncomingMessage, res: ServerResponse, origins: string[]): Promise<void> {
  const host = req.headers.host?.toLowerCase();
  if (!host || !origins.some((origin) => new URL(origin).host === host)) return notFound(res);
  if (req.method !== "GET" && req.method !== "HEAD") return notFound(res);
  let path: string;
  let search: string;
  try {
    ({ pathname: path, search } = new URL(req.url ?? "/", "http://localhost"));
  } catch {
    return notFound(res);
  }
  if (!path.startsWith(PREVIEW_BASE)) return notFound(res);
  const rest = path.slice(PREVIEW_BASE.length);
  const slash = rest.indexOf("/");
  const token = slash < 0 ? rest : rest.slice(0, slash);
  const link = previewsOf(context).find(token);
  if (!link) return notFound(res);
  const prefix = `${siteBase(context)}${PREVIEW_BASE}${token}`;
  if (slash < 0) return redirect(res, `${prefix}/`);
  if (!link.dist) return waiting(res, link);
  const dist = await realpath(link.dist).catch(() => null);
  if (!dist) return notFound(res);
  const answer = await answerFor(dist, rest.slice(slash), search);
  if (answer.kind === "redirect") return redirect(res, `${prefix}${answer.location}`);
  if (answer.kind === "missing") return notFound(res);
  const type = TYPES[extname(answer.file.path).toLowerCase()] ?? "application/octet-stream";
  let body = await readFile(answer.file.path);
  if (type.startsWith("text/html")) {
    countOpen(context, req, res, link, prefix);
    const page = await withMarks(context, link.requestId, dist, answer.file.path, withDeferredStylesLinked(body.toString("utf8")));
    body = Buffer.from(underPrefix(markedNoindex(page), prefix));
  } else if (type.startsWith("text/css")) body = Buffer.from(cssUnderPrefix(body.toString("utf8"), prefix));
  else if (type.startsWith("application/manifest+json")) body = Buffer.from(manifestUnderPrefix(body.toString("utf8"), prefix));
  res.writeHead(200, { ...HEADERS, "Content-Type": type, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { ...HEADERS, Location: location });
  res.end();
}

function waiting(res: ServerResponse, link: PreviewLink): void {
  const words = link.status === "failed" ? (link.failure ?? "This preview could not be built.") : "This preview is being prepared. Reload this page in a minute.";
  const body = `<!doctype html><meta charset=utf-8><meta name=robots content=noindex><meta name=viewport content="width=device-width"><title>Preview</title><p>${escapeHtml(words)}</p>`;
  res.writeHead(link.status === "failed" ? 200 : 503, { ...HEADERS, "Content-Type": "text/html; charset=utf-8", ...(link.status === "failed" ? {} : { "Retry-After": "30" }) });
  res.end(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each browser that opens the link counts once (a cookie for this link's path); its person's name when signed in. */
function countOpen(context: EditorContext, req: IncomingMessage, res: ServerResponse, link: PreviewLink, prefix: string): void {
  const seen = `preview_seen_${link.id}`;
  if ((req.headers.cookie ?? "").split(";").some((part) => part.trim().startsWith(`${seen}=`))) return;
  const secure = context.frontDoor.origin?.startsWith("https:") ? "; Secure" : "";
  res.setHeader("Set-Cookie", `${seen}=1; Path=${prefix}/; Max-Age=${7 * 86_400}; HttpOnly; SameSite=Lax${secure}`);
  const person = context.frontDoor.personOf(req);
  const agent = req.headers["user-agent"] ?? "";
  const who = person ? person.name : `someone with the link, on ${/Mobi|iPhone|Android/.test(agent) ? "a phone" : /iPad|Tablet/.test(agent) ? "a tablet" : "a computer"}`;
  const request = requestsOf(context).get(link.requestId);
  if (previewsOf(context).opened(link.id, who)) context.record.add(who, "opened a preview", request ? titleOf(request.message) : "");
}

/** The practice's own addresses in a group's editor ("/p/<practice>"), else nothing: what comes before /_preview/. */
export function siteBase(context: { basePath?: string }): string {
  return (context.basePath ?? "/").replace(/\/$/, "");
}

/** A <meta name="robots"> saying noindex at the top of the head, whatever the build put there. */
function markedNoindex(html: string): string {
  const head = html.indexOf("<head");
  const end = head < 0 ? -1 : html.indexOf(">", head);
  const meta = '<meta name="robots" content="noindex, nofollow">';
  return end < 0 ? meta + html : html.slice(0, end + 1) + meta + html.slice(end + 1);
}
