/**
 * What every request to the editor passes before it is answered, and the small helpers answers share.
 * The editor can write the site's files, so only the editor's own page may drive it: a request must name
 * the editor's own address in Host (a web page elsewhere cannot reach it through a name it controls, the
 * "DNS rebinding" trick), and a request from a page must come from the editor's own origin.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The addresses the editor answers to. */
export function ownOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * Why a request is refused, or null when it may be answered. `origins` are the editor's own: this computer's
 * (ownOrigins) in local mode, the public address online (where the proxy passes the visitor's Host on).
 */
export function refusalOf(req: IncomingMessage, origins: string[]): string | null {
  const hosts = origins.map((origin) => new URL(origin).host);
  const host = req.headers.host?.toLowerCase();
  if (!host || !hosts.includes(host)) return "This editor answers only at its own address.";
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin.toLowerCase())) return "Requests from other web pages are refused.";
  // A browser says where a request comes from: anything but the editor's own page is refused.
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return "Requests from other web pages are refused.";
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A change must say it comes from the editor's page (browsers always send Origin with these).
    if (origin === undefined) return "A change must come from the editor's own page.";
  }
  return null;
}

/**
 * The most of an unread body read and dropped before an answer goes out: above nginx's client_max_body_size
 * (40 MB), so a body the proxy let through is always read to its end. Past it the answer goes out and the
 * connection closes.
 */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Holds every answer to `req` until its body has arrived, reading and dropping what no one read (a body too large,
 * or refused before it was read: a 401 for a session that ended, a 403). Answering while the body still comes
 * breaks the answer: with "Connection: close" (what nginx sends) Node closes the socket after answering, the
 * sender's next write fails, and nginx turns that into a 502 instead of passing the editor's words on.
 */
export function answerOnlyAfterBody(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (req.complete || req.destroyed) return end(...args);
    let dropped = 0;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      req.off("data", drop);
      end(...args);
    };
    const drop = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT) finish();
    };
    req.on("data", drop);
    req.once("end", finish);
    req.once("close", finish);
    req.resume();
    return res;
  }) as typeof res.end;
}

/** The request's body, refused past `limit` bytes (with the rest of the body read and dropped first). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    // The rest is read and dropped before the answer goes out (answerOnlyAfterBody).
    if (Number.isFinite(declared) && declared > limit) return reject(new HttpError(413, tooLarge(limit)));
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done = true;
      req.off("data", collect);
      chunks.length = 0;
      reject(new HttpError(413, tooLarge(limit)));
    };
    req.on("data", collect);
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    req.on("error", (error) => {
      if (!done) reject(new HttpError(400, `The request could not be read (${error.message}).`));
      done = true;
    });
    req.on("aborted", () => {
      if (!done) reject(new HttpError(400, "The request was cut off."));
      done = true;
    });
  });
}

/**
 * A large body (a photo) streamed into a private temporary file as it arrives, refused past `limit` bytes before
 * anything is held whole; `use` gets the file's path, and the file is removed afterwards whatever happens.
 */
export async function withBodyInFile<T>(req: IncomingMessage, limit: number, use: (file: string) => Promise<T>): Promise<T> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, tooLarge(limit));
  const folder = await mkdtemp(join(tmpdir(), "editor-upload-"));
  const file = join(folder, "body");
  try {
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
      let size = 0;
      let failed = false;
      const fail = (error: HttpError) => {
        if (failed) return;
        failed = true;
        req.unpipe(out);
        out.destroy();
        reject(error);
      };
      const count = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return;
        // The rest is read and dropped before the answer (answerOnlyAfterBody), so the person is answered in words.
        req.off("data", count);
        fail(new HttpError(413, tooLarge(limit)));
      };
      req.on("data", count);
      req.on("aborted", () => fail(new HttpError(400, "The file could not be received: the connection was cut off. Try again.")));
      req.on("error", () => fail(new HttpError(400, "The file could not be received: the connection was cut off. Try again.")));
      out.on("error", (error) => fail(new HttpError(500, `The file could not be kept for a moment (${error.message}).`)));
      out.on("finish", () => {
        if (!failed) resolve();
      });
      req.pipe(out);
    });
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function tooLarge(limit: number): string {
  return `That is too large: the limit is ${formatSize(limit)}.`;
}

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** A JSON body: an object, or a 400 that says so. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const type = req.headers["content-type"] ?? "";
  // A form elsewhere can post text/plain without asking; only the editor's scripts send JSON.
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Send JSON (Content-Type: application/json).");
  const body = await readBody(req, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The request's JSON could not be read.");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new HttpError(400, "The request should be a JSON object.");
  if (nestingOf(parsed, MAX_NESTING) > MAX_NESTING) {
    // One line in the log, not a stack: the work that would have overflowed never starts.
    console.warn(`[editor] refused ${req.method ?? ""} ${(req.url ?? "").split("?")[0]!.slice(0, 100)}: JSON nested more than ${MAX_NESTING} deep`);
    throw new HttpError(400, "The request could not be read: it holds lists or sections inside each other far deeper than any page has.");
  }
  return parsed as Record<string, unknown>;
}

/** Deeper than any page, block or setting nests (about 10), far shallower than the code that walks JSON can go. */
export const MAX_NESTING = 100;

/** How deep `value` nests, counted without recursion and only up to `stopAt + 1`. */
export function nestingOf(value: unknown, stopAt: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAt) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Headers on every answer: nothing may frame the editor, sniff a type or send a referrer. */
export const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "SAMEORIGIN",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cache-Control": "no-store",
};

export function sendJson(res: ServerResponse, status: number, data: unknown): void {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify(data);
  res.writeHead(status, { ...BASE_HEADERS, "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message, ...error.details });
  console.error(`[editor] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  sendJson(res, 500, { error: "The editor could not do that; the reason is printed where npm run edit runs." });
}

/** A required text field of a JSON body. */
export function textField(body: Record<string, unknown>, key: string, max = 1000): string {
  const value = body[key];
  if (typeof value !== "string" || value.length > max) throw new HttpError(400, `"${key}" should be a text.`);
  return value;
}
