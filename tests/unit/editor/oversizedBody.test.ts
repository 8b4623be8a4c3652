/**
 * A body over the editor's limit, or one refused before it is read, sent straight to Node as a proxy sends it
 * (Connection: close, the body written in pieces while the answer may already be on its way), to a server that
 * reads bodies and holds its answers as the editor's does: every sender gets the answer with its words, and none
 * has its connection cut while still sending (which nginx reports as a 502). Through real nginx: behindNginx.test.ts.
 */
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnlyAfterBody, HttpError, readJsonBody, sendError, sendJson, withBodyInFile } from "../../../engine/editor/server/http";

const LIMIT = 2 * 1024 * 1024;
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    answerOnlyAfterBody(req, res);
    if (req.url === "/signed-out") return sendError(res, new HttpError(401, "You are signed out: sign in again."));
    const work = req.url === "/upload" ? withBodyInFile(req, LIMIT, async () => ({ stored: true })) : readJsonBody(req, LIMIT);
    work.then((body) => sendJson(res, 200, body), (error) => sendError(res, error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What a proxy meets: the whole answer it read, and whether writing the body failed (the socket closed under it). */
function send(path: string, size: number, { declared = true } = {}): Promise<{ answer: string; writeFailed: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let writeFailed: string | null = null;
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", (error: NodeJS.ErrnoException) => (writeFailed ??= error.code ?? error.message));
    socket.on("close", () => resolve({ answer, writeFailed }));
    const head = [`POST ${path} HTTP/1.1`, "Host: localhost", "Connection: close", "Content-Type: application/json", declared ? `Content-Length: ${size}` : "Transfer-Encoding: chunked", "", ""].join("\r\n");
    const piece = Buffer.alloc(64 * 1024, 0x20);
    (async () => {
      const write = (data: Buffer | string) => new Promise<void>((done) => (socket.write(data) ? done() : socket.once("drain", done)));
      await write(head);
      for (let sent = 0; sent < size && !socket.destroyed; sent += piece.length) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        await write(declared ? part : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]));
        // As nginx passes a body on: in pieces, as they come from the visitor.
        await new Promise((wait) => setImmediate(wait));
      }
      if (!declared && !socket.destroyed) await write("0\r\n\r\n");
    })().catch((error: NodeJS.ErrnoException) => (writeFailed ??= error.code ?? error.message));
  });
}

describe("a body over the limit, with Connection: close", () => {
  for (const [name, path, declared] of [["a save, its length declared", "/save", true], ["a save sent in chunks", "/save", false], ["an upload, its length declared", "/upload", true], ["an upload sent in chunks", "/upload", false]] as const) {
    it(`${name}: every one of 20 gets the 413 in words, none is cut off while sending`, async () => {
      const replies = await Promise.all(Array.from({ length: 20 }, () => send(path, 3 * 1024 * 1024, { declared })));
      const summary = replies.map((reply) => `${reply.answer.split("\r\n")[0] || "(no answer)"}${reply.writeFailed ? ` [${reply.writeFailed}]` : ""}`);
      expect(summary.filter((line) => line !== "HTTP/1.1 413 Payload Too Large"), summary.join("\n")).toEqual([]);
      for (const reply of replies) expect(JSON.parse(reply.answer.slice(reply.answer.indexOf("\r\n\r\n") + 4)).error).toBe("That is too large: the limit is 2 MB.");
    }, 60_000);
  }

  it("a save of 1 MB refused before it is read (its session ended): every one of 20 gets the 401 in words", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => send("/signed-out", 1024 * 1024)));
    const summary = replies.map((reply) => `${reply.answer.split("\r\n")[0] || "(no answer)"}${reply.writeFailed ? ` [${reply.writeFailed}]` : ""}`);
    expect(summary.filter((line) => line !== "HTTP/1.1 401 Unauthorized"), summary.join("\n")).toEqual([]);
    for (const reply of replies) expect(JSON.parse(reply.answer.slice(reply.answer.indexOf("\r\n\r\n") + 4)).error).toBe("You are signed out: sign in again.");
  }, 60_000);
});
