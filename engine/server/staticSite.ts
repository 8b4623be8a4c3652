/**
 * Serves a built dist/ the way a static host does: a page at its address by the host's rules (about.html
 * at /about, with /about/ and /about.html redirected there: pageAddress.ts), any other file as it is,
 * or 404.html with status 404. No SPA fallback: every route is its own pre-rendered file.
 *
 * What a host does and this server does too: ETag and Last-Modified with 304 answers, byte ranges
 * (206, 416) for video and PDF, the .br or .gz copy the build wrote beside a text file when the
 * browser accepts it (nothing is compressed while a visitor waits), the headers of dist/_headers by path
 * (fitted to plain HTTP: forPlainHttp).
 * What it never does: serve a dotfile, the host's configuration (_headers), or a file whose real path
 * lies outside dist/; fall over when a file disappears or changes while it is being read (a rebuild
 * under a running server); keep files in memory.
 *
 * Conditional requests, ranges and Content-Length come from `send` (pillarjs, the sender behind
 * Express's static files), given a file this module has already judged safe to serve.
 */
import { existsSync, readFileSync, type ReadStream } from "node:fs";
import { readFile, realpath } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import { extname, join, relative, sep } from "node:path";
import send from "send";
import { DEFAULT_CACHE_CONTROL, forPlainHttp, headersFor, parseHeadersFile, type HeadersRule } from "./securityHeaders";
import { regularFileInside, type ServedFile } from "./resolveFile";
import { answerFor } from "./pageAddress";
import { acceptedEncodings, type Encoding } from "./acceptEncoding";
import { COMPRESSIBLE } from "./compressible";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
  ".webp": "image/webp", ".avif": "image/avif", ".gif": "image/gif", ".ico": "image/x-icon", ".pdf": "application/pdf",
  ".mp4": "video/mp4", ".webm": "video/webm", ".vtt": "text/vtt", ".txt": "text/plain; charset=utf-8", ".xml": "application/xml",
};

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface Site {
  realDist: string;
  /** From dist/_headers: each answer gets the headers of the rules its path matches. */
  headerRules: HeadersRule[];
}

export function handleStatic(distDir: string) {
  // The build writes dist/_headers for static hosts; serving locally with the same file keeps tests honest.
  const headersFile = join(distDir, "_headers");
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [];
  let site: Promise<Site> | undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    site ??= realpath(distDir).then((realDist) => ({ realDist, headerRules }));
    site.then((ready) => answer(ready, req, res)).catch((error: unknown) => {
      site = undefined; // dist/ may not exist yet; look again next time
      failed(res, error);
    });
  };
}

async function answer(site: Site, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const url = urlOf(req.url);
  const answer = url ? await answerFor(site.realDist, url.pathname, url.search) : { kind: "missing" as const };
  if (answer.kind === "missing") return notFound(site, req, res, url?.pathname);
  const headers = { "Cache-Control": DEFAULT_CACHE_CONTROL, ...forPlainHttp(headersFor(site.headerRules, url!.pathname)) };
  if (answer.kind === "redirect") {
    res.writeHead(308, { ...headers, Location: answer.location }).end();
    return;
  }

  const { file } = answer;
  const type = TYPES[extname(file.path).toLowerCase()] ?? "application/octet-stream";
  const compressible = COMPRESSIBLE.has(extname(file.path).toLowerCase());
  // A range is of the file as it is: ranges are for video and PDF, which have no compressed copies.
  const copy = compressible && !req.headers.range ? await compressedCopy(site, file, req) : null;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", type);
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  if (copy) res.setHeader("Content-Encoding", copy.encoding);
  sendFile(site, req, res, copy?.file ?? file);
}

/** The .br or .gz copy of `file` the browser accepts, best first, if the build wrote one. */
async function compressedCopy(site: Site, file: ServedFile, req: IncomingMessage) {
  for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
    const copy = await regularFileInside(site.realDist, file.path + SUFFIX[encoding]);
    if (copy) return { encoding, file: copy };
  }
  return null;
}

/** Streams a file with send; any failure is answered, or the connection closed if the answer had begun. */
function sendFile(site: Site, req: IncomingMessage, res: ServerResponse, file: ServedFile) {
  const path = relative(site.realDist, file.path).split(sep).map(encodeURIComponent).join("/");
  const stream = send(req, path, {
    root: site.realDist, dotfiles: "allow", index: false, extensions: false,
    etag: true, lastModified: true, acceptRanges: true, cacheControl: false,
  });
  stream.on("error", (error: { status?: number; statusCode?: number; headers?: Record<string, string> }) => {
    if (res.headersSent) return void res.destroy();
    const status = error.status ?? error.statusCode ?? 500;
    // Found a moment ago, gone now (a rebuild under the running server): as if it had never been there.
    if (status === 404) return notFound(site, req, res, urlOf(req.url)?.pathname);
    res.removeHeader("Content-Encoding");
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" }).end(status === 416 ? "Range not satisfiable" : status >= 500 ? "The file could not be read" : "");
  });
  stream.on("stream", (file: ReadStream) => {
    // A file cut short while it is read (rewritten in place) would leave the connection expecting bytes
    // that never come, and the next answer on it read as their remainder: close it instead.
    file.on("end", () => {
      if (file.bytesRead < Number(res.getHeader("Content-Length"))) res.destroy();
    });
  });
  stream.pipe(res);
}

/** 404.html with status 404 (its compressed copy when accepted), or a plain line when there is none. */
async function notFound(site: Site, req: IncomingMessage, res: ServerResponse, urlPath = "/") {
  const page = await regularFileInside(site.realDist, join(site.realDist, "404.html"));
  const copy = page ? await compressedCopy(site, page, req) : null;
  const body = await readFile((copy?.file ?? page)?.path ?? "").catch(() => null);
  if (res.headersSent) return;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  if (!body) return void res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(req.method === "HEAD" ? undefined : "Not found");
  res.writeHead(404, {
    ...forPlainHttp(headersFor(site.headerRules, urlPath)),
    "Content-Type": TYPES[".html"],
    // Never kept, whatever the path's rule says: the file may be published a moment later.
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    "Content-Length": String(body.length),
    ...(copy && page ? { "Content-Encoding": copy.encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

function failed(res: ServerResponse, error: unknown) {
  if (res.headersSent) return void res.destroy();
  const missing = (error as { code?: string }).code === "ENOENT";
  res.writeHead(missing ? 404 : 500, { "Content-Type": "text/plain; charset=utf-8" }).end(missing ? "Not found: there is no dist/ folder yet (run npm run build)" : "The server could not answer");
}

function urlOf(url: string | undefined): URL | null {
  try {
    return new URL(url ?? "/", "http://localhost");
  } catch {
    return null;
  }
}

export function startStaticServer(distDir: string, port: number, host = "127.0.0.1"): Promise<Server> {
  const handler = handleStatic(distDir);
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch (error) {
      failed(res, error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
