/** A small built site in a temporary folder, served by the static server on a free port, and raw HTTP requests to it. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startStaticServer } from "../../../engine/server/staticSite";
import { writeCompressedCopies } from "../../../engine/build/precompress";

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Bytes that do not compress, as a video's would be. */
export function noise(length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = 2463534242;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export const PAGE = `<!doctype html><html><head><title>Home</title></head><body>${"<p>Welcome to the practice.</p>".repeat(40)}</body></html>`;
export const VIDEO = noise(100_000);

export interface TestSite {
  root: string;
  dist: string;
  outside: string;
  base: string;
  server: Server;
  write(file: string, content: string | Buffer): void;
  get(path: string, headers?: Record<string, string>, method?: string): Promise<Reply>;
  close(): Promise<void>;
}

export async function serveTestSite(): Promise<TestSite> {
  const root = mkdtempSync(join(tmpdir(), "static-site-"));
  const dist = join(root, "dist");
  const outside = join(root, "outside");
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  write("index.html", PAGE);
  // Pages as the build writes them: a file per route, a nested route beside its parent's file.
  write("about.html", PAGE.replace("Home", "About"));
  write("for-dentists.html", PAGE.replace("Home", "For dentists"));
  write("for-dentists/implants.html", PAGE.replace("Home", "Implant referrals"));
  write("404.html", PAGE.replace("Home", "Page not found"));
  write("assets/app-1234.js", `console.log(${JSON.stringify("hello ".repeat(200))});`);
  write("videos/tour.mp4", VIDEO);
  write("documents/form.pdf", noise(20_000));
  write("_headers", "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/documents/*\n  Cache-Control: public, max-age=86400, must-revalidate\n");
  write(".env", "SECRET=1");
  write(".vite/manifest.json", "{}");
  mkdirSync(join(outside, "folder"), { recursive: true });
  writeFileSync(join(outside, "secret.txt"), "outside dist");
  writeFileSync(join(outside, "folder", "secret.txt"), "outside dist");
  symlinkSync(join(outside, "secret.txt"), join(dist, "escape.txt"));
  symlinkSync(join(outside, "folder"), join(dist, "linked-folder"));
  symlinkSync(join(dist, "about.html"), join(dist, "about-us.html"));
  symlinkSync(join(dist, ".env"), join(dist, "env.txt"));
  await writeCompressedCopies(dist);

  const server = await startStaticServer(dist, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root, dist, outside, base, server, write,
    get: (path, headers = {}, method = "GET") => fetchRaw(base + path, headers, method),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
      rmSync(root, { recursive: true, force: true });
    }),
  };
}

/** One request with exactly these headers (no automatic Accept-Encoding, no decompression). */
export function fetchRaw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
