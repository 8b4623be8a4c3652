/**
 * The local static server (npm start, the browser tests, the Lighthouse bench), over HTTP, on a small
 * built site: what it serves, what it never serves, conditional and range requests, the build's
 * compressed copies, and files that vanish or change while they are being served.
 */
import fs from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startStaticServer } from "../../../engine/server/staticSite";
import { PAGE, VIDEO, fetchRaw, noise, serveTestSite, type TestSite } from "./support";

let site: TestSite;
beforeAll(async () => (site = await serveTestSite()));
afterAll(() => site.close());
afterEach(() => vi.restoreAllMocks());

describe("what it serves", () => {
  it("a file, a page at its address (about.html at /about), and 404.html with status 404 for anything else (no SPA fallback)", async () => {
    expect((await site.get("/")).body.toString()).toBe(PAGE);
    const about = await site.get("/about");
    expect(about.status).toBe(200);
    expect(about.body.toString()).toContain("<title>About</title>");
    const missing = await site.get("/about/team");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("<title>Page not found</title>");
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("sends the headers of each dist/_headers rule the path matches: the security headers everywhere, Cache-Control by folder", async () => {
    for (const path of ["/", "/about/", "/assets/app-1234.js", "/documents/form.pdf", "/nowhere"]) {
      const reply = await site.get(path);
      expect(reply.headers["content-security-policy"], path).toBe("default-src 'self'");
      expect(reply.headers["x-content-type-options"], path).toBe("nosniff");
    }
    expect((await site.get("/assets/app-1234.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await site.get("/documents/form.pdf")).headers["cache-control"]).toBe("public, max-age=86400, must-revalidate");
    expect((await site.get("/")).headers["cache-control"]).toBe("no-cache");
    // A missing file is never kept, whatever its folder's rule says.
    expect((await site.get("/assets/gone-5678.js")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers only GET and HEAD", async () => {
    const reply = await site.get("/", {}, "POST");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD");
    const head = await site.get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(PAGE));
  });
});

describe("what it never serves", () => {
  it.each(["/.env", "/.vite/manifest.json", "/%2eenv", "/about/%2E%2E/.env", "/env.txt"])("a dotfile or dot-folder: %s", async (path) => {
    const reply = await site.get(path);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toContain("SECRET");
  });

  it.each(["/_headers", "/%5Fheaders", "/_HEADERS", "/assets/../_headers"])("the host's configuration: %s", async (path) => {
    const reply = await site.get(path);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toContain("X-Content-Type-Options:");
  });

  it.each(["/escape.txt", "/linked-folder/secret.txt", "/%2e%2e/outside/secret.txt", "/..%2Foutside%2Fsecret.txt"])("a file whose real path is outside dist/: %s", async (path) => {
    const reply = await site.get(path);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toContain("outside dist");
  });

  it("but follows a link that stays inside dist/", async () => {
    expect((await site.get("/about-us")).body.toString()).toContain("<title>About</title>");
  });

  it.each(["/%E0%A4%A", "/%00", "/a%5Cb"])("answers a malformed path (%s) with 404", async (path) => {
    expect((await site.get(path)).status).toBe(404);
  });
});

describe("conditional requests", () => {
  it("sends ETag and Last-Modified, and 304 without a body when the copy is current", async () => {
    const first = await site.get("/about");
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    const conditions: Record<string, string>[] = [{ "If-None-Match": first.headers.etag! }, { "If-Modified-Since": first.headers["last-modified"]! }];
    for (const condition of conditions) {
      const again = await site.get("/about", condition);
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it("sends the file again once it has changed", async () => {
    site.write("changing.txt", "first version");
    const first = await site.get("/changing.txt");
    site.write("changing.txt", "second version, longer");
    const again = await site.get("/changing.txt", { "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe("second version, longer");
    expect(again.headers.etag).not.toBe(first.headers.etag);
  });
});

describe("byte ranges", () => {
  it("206 with the bytes asked for, of a video and a PDF", async () => {
    const reply = await site.get("/videos/tour.mp4", { Range: "bytes=1000-1999" });
    expect(reply.status).toBe(206);
    expect(reply.headers["content-range"]).toBe(`bytes 1000-1999/${VIDEO.length}`);
    expect(reply.headers["accept-ranges"]).toBe("bytes");
    expect(reply.headers["content-type"]).toBe("video/mp4");
    expect(reply.body.equals(VIDEO.subarray(1000, 2000))).toBe(true);
    const tail = await site.get("/videos/tour.mp4", { Range: "bytes=-100" });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(VIDEO.subarray(VIDEO.length - 100))).toBe(true);
    const pdf = await site.get("/documents/form.pdf", { Range: "bytes=0-9" });
    expect(pdf.status).toBe(206);
    expect(pdf.headers["content-range"]).toBe("bytes 0-9/20000");
  });

  it("416 with the file's size for a range past its end", async () => {
    const reply = await site.get("/videos/tour.mp4", { Range: `bytes=${VIDEO.length}-` });
    expect(reply.status).toBe(416);
    expect(reply.headers["content-range"]).toBe(`bytes */${VIDEO.length}`);
  });
});

describe("compressed copies written by the build", () => {
  it("sends the .br or .gz copy the browser accepts, Brotli first", async () => {
    const br = await site.get("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await site.get("/", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await site.get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("never compresses on the request path: a text without a copy is sent as it is", async () => {
    site.write("later.txt", "written after the build ".repeat(100));
    const reply = await site.get("/later.txt", { "Accept-Encoding": "br, gzip" });
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.toString()).toBe("written after the build ".repeat(100));
  });

  it("sends the not-found page compressed too, still with status 404", async () => {
    const reply = await site.get("/nowhere", { "Accept-Encoding": "br" });
    expect(reply.status).toBe(404);
    expect(brotliDecompressSync(reply.body).toString()).toContain("Page not found");
  });
});

describe("files that vanish or change while they are served", () => {
  it("a file deleted after it was found, before it was opened: 404, and the server goes on", async () => {
    site.write("vanishing.txt", "here a moment ago");
    const open = fs.createReadStream;
    vi.spyOn(fs, "createReadStream").mockImplementation(((path: fs.PathLike, options?: object) => {
      if (String(path).endsWith("vanishing.txt")) fs.rmSync(path);
      return open(path, options as never);
    }) as typeof fs.createReadStream);
    const reply = await site.get("/vanishing.txt");
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain("Page not found");
    expect((await site.get("/")).status).toBe(200);
  });

  it("a file deleted while it is being sent: the answer completes from the open file", async () => {
    const big = noise(8 * 1024 * 1024);
    site.write("videos/big.mp4", big);
    const reply = await new Promise<Buffer>((resolve, reject) => {
      httpRequest(`${site.base}/videos/big.mp4`, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.once("data", () => fs.rmSync(join(site.dist, "videos/big.mp4")));
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject).end();
    });
    expect(reply.equals(big)).toBe(true);
    expect((await site.get("/videos/big.mp4")).status).toBe(404);
  });

  it("a file cut short while it is being sent: the connection is closed rather than left waiting, and the server goes on", async () => {
    site.write("videos/shrinking.mp4", noise(16 * 1024 * 1024));
    const outcome = await new Promise<{ complete: boolean; received: number }>((resolve) => {
      let received = 0;
      const req = httpRequest(`${site.base}/videos/shrinking.mp4`, { agent: false }, (res) => {
        res.once("data", () => fs.truncateSync(join(site.dist, "videos/shrinking.mp4"), 0));
        res.on("data", (chunk: Buffer) => (received += chunk.length));
        res.on("close", () => resolve({ complete: res.complete, received }));
      });
      req.on("error", () => {});
      req.end();
    });
    expect(outcome.complete).toBe(false);
    expect(outcome.received).toBeLessThan(16 * 1024 * 1024);
    expect((await site.get("/")).status).toBe(200);
  });

  it("answers 404 while there is no dist/ at all, and serves it once it is built", async () => {
    const later = join(site.root, "later-dist");
    const server = await startStaticServer(later, 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      expect((await fetchRaw(`${base}/`)).status).toBe(404);
      fs.mkdirSync(later);
      fs.writeFileSync(join(later, "index.html"), PAGE);
      expect((await fetchRaw(`${base}/`)).body.toString()).toBe(PAGE);
    } finally {
      server.close();
    }
  });
});
