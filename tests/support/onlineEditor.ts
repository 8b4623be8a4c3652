/**
 * The editor online, started as a host starts it (npm run edit:online's script in a process of its own) on a
 * site folder, at http://localhost:<free port> as its public origin (browsers treat localhost as secure, so the
 * Secure session cookie works there as behind HTTPS). Owners are made with npm run editor:owner's script.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { rawRequest, type Reply } from "./rawRequest";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
const TSX = join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs");

export interface OnlineEditor {
  origin: string;
  port: number;
  dataFolder: string;
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function environment(root: string, dataFolder: string, origin: string): NodeJS.ProcessEnv {
  return { ...process.env, SITE_CONTENT_ROOT: root, EDITOR_DATA_DIR: dataFolder, EDITOR_ORIGIN: origin, NODE_ENV: "" };
}

/** npm run editor:owner: its printed set-up link's token. */
export async function createOwner(root: string, dataFolder: string, origin: string, name: string, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [TSX, join(ENGINE_ROOT, "engine", "cli", "editor-users.ts"), "--name", name, "--email", email], {
    cwd: ENGINE_ROOT, env: environment(root, dataFolder, origin),
  });
  const link = /(https?:\/\/\S+#\/set-up\/(\S+))/.exec(stdout);
  if (!link) throw new Error(`editor:owner printed no link:\n${stdout}`);
  return link[2]!;
}

/** Runs edit:online until it prints its address, or rejects with what it printed when it stops first. */
export async function startOnlineEditor(root: string, { dataFolder = mkdtempSync(join(tmpdir(), "editor-online-")), port = 0, timeoutMs = 300_000, publicOrigin = "" } = {}): Promise<OnlineEditor> {
  const chosen = port || (await freePort());
  // publicOrigin: the address staff type when a proxy (nginx) is in front; else the editor's own port on localhost.
  const origin = publicOrigin || `http://localhost:${chosen}`;
  const child: ChildProcess = spawn(process.execPath, [TSX, join(ENGINE_ROOT, "engine", "cli", "edit-online.ts"), "--port", String(chosen)], {
    cwd: ENGINE_ROOT, env: environment(root, dataFolder, origin), stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The editor did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Page editor online: /.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`The editor stopped (exit ${code}) before it started:\n${output}`), { output }));
    });
  });
  return {
    origin, port: chosen, dataFolder,
    output: () => output,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }),
  };
}

/** An owner made with npm run editor:owner, then the editor online on a port of its own: the editor and her set-up token. */
export async function startWithOwner(root: string, owner: { name: string; email: string }, dataFolder = mkdtempSync(join(tmpdir(), "editor-online-"))): Promise<{ editor: OnlineEditor; ownerToken: string }> {
  const port = await freePort();
  const ownerToken = await createOwner(root, dataFolder, `http://localhost:${port}`, owner.name, owner.email);
  return { editor: await startOnlineEditor(root, { dataFolder, port }), ownerToken };
}

/** One request of the editor's API as a signed-in person (their session cookie), as the editor's own page sends it. */
export function apiRequest(editor: OnlineEditor, method: "GET" | "POST", path: string, cookie: string, data?: unknown): Promise<Reply> {
  return rawRequest(editor.port, method, `/_editor/api/${path}`, {
    headers: { Cookie: cookie, ...(method === "POST" ? { Origin: editor.origin, "Content-Type": "application/json" } : {}) },
    body: method === "POST" ? JSON.stringify(data ?? {}) : undefined,
  });
}

/** The session cookie an answer set, as a browser would send it back. */
export function sessionCookieFrom(reply: Reply): string {
  const set = ([] as string[]).concat(reply.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="));
  if (!set) throw new Error(`No session cookie in ${reply.status} ${reply.body}`);
  return set.split(";")[0]!;
}
