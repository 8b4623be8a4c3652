/**
 * Serves a built dist/ the way a plain static host does: a file, or the
 * folder's index.html, or 404.html with status 404. No SPA fallback: every
 * route is its own pre-rendered file.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { parseHeadersFile } from "./securityHeaders";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
  ".webp": "image/webp", ".avif": "image/avif", ".gif": "image/gif", ".ico": "image/x-icon", ".pdf": "application/pdf",
  ".mp4": "video/mp4", ".webm": "video/webm", ".vtt": "text/vtt", ".txt": "text/plain; charset=utf-8", ".xml": "application/xml",
};

function resolveFile(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(distDir, decoded));
  if (candidate !== distDir && !candidate.startsWith(distDir + sep)) return null;
  for (const file of [candidate, join(candidate, "index.html")]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

// Text is compressed, as every real static host does; compressed copies are kept in memory.
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|vtt)$/;
const cache = new Map<string, Buffer>();

function preferredEncoding(accept: string | string[] | undefined): "br" | "gzip" | null {
  const value = String(accept ?? "");
  if (/\bbr\b/.test(value)) return "br";
  if (/\bgzip\b/.test(value)) return "gzip";
  return null;
}

function compressed(file: string, encoding: "br" | "gzip"): Buffer {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = cache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === "br" ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return body;
}

export function handleStatic(distDir: string) {
  // The build writes dist/_headers for static hosts; serving locally with the same file keeps tests honest.
  const headersFile = join(distDir, "_headers");
  const siteHeaders = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : {};
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    const file = resolveFile(distDir, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? join(distDir, "404.html");
    const headers: Record<string, string> = {
      ...siteHeaders,
      "Content-Type": TYPES[extname(served).toLowerCase()] ?? "application/octet-stream",
      "Cache-Control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (!existsSync(served)) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    const encoding = COMPRESSIBLE.test(served) ? preferredEncoding(req.headers["accept-encoding"]) : null;
    if (encoding) {
      const body = compressed(served, encoding);
      res.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": String(body.length), Vary: "Accept-Encoding" });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") res.end();
    else createReadStream(served).pipe(res);
  };
}

export function startStaticServer(distDir: string, port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer(handleStatic(distDir));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
