/**
 * The editor online as the hosting guide deploys it: behind Debian's nginx (installed by .ci/run) with the guide's
 * example configuration, changed only in its ports, its address (localhost) and its certificate (a throwaway one made
 * here by openssl). nginx -t accepts it; then, through nginx over HTTPS: an owner's sign-in, a save, Publish to a bare
 * repository, a photo just under the one upload limit stored, and one just over it stopped by nginx's 413; saves
 * over the editor's own limit answered with its 413 in words (never a 502); passkey sign-in options limited by
 * nginx; last, a flood of sign-ins from one address stopped by nginx's own limit (429) while the editor goes on serving its pages.
 * Without nginx on the machine the test is skipped, unless REQUIRE_NGINX is set (as .ci/run does), when it fails.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordsForStatus } from "../../../engine/editor/client/api";
import { UPLOAD_LIMIT } from "../../../engine/editor/server/uploads";
import { createOwner, freePort, startOnlineEditor, type OnlineEditor } from "../../support/onlineEditor";
import { publishRig, type PublishRig } from "../../support/publishRig";

const NGINX = "/usr/sbin/nginx";
const EXAMPLE = join(import.meta.dirname, "..", "..", "..", "engine", "editor", "server", "accounts", "nginx-editor.example.conf");
const haveNginx = existsSync(NGINX);
const OWNER = { name: "Nia Owner", email: "nia@example.org", password: "harbour lantern thimble" };
// Publishing builds the site (5-60 s on a crowded machine), and the editor builds its bundle first.
const SLOW = 600_000;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json(): any;
}

let folder: string;
let rig: PublishRig;
let nginx: ChildProcess | null = null;
let nginxOutput = "";
let editor: OnlineEditor | null = null;
let cert: Buffer;
let httpsPort: number;
let httpPort: number;
let origin: string;
let testResult: { status: number; output: string };

/** The example, with only its ports, address and certificate changed; each change must find its line. */
function adaptedExample(ports: { http: number; https: number; editor: number }, ipv6: boolean): string {
  let text = readFileSync(EXAMPLE, "utf8");
  const swap = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`The nginx example no longer has "${from}": update this test with it.`);
    text = text.split(from).join(to);
  };
  swap("listen 80;", `listen 127.0.0.1:${ports.http};`);
  swap("listen [::]:80;", ipv6 ? `listen [::1]:${ports.http};` : `listen 127.0.0.2:${ports.http};`);
  swap("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap("listen [::]:443 ssl http2;", ipv6 ? `listen [::1]:${ports.https} ssl http2;` : `listen 127.0.0.2:${ports.https} ssl http2;`);
  swap("/etc/letsencrypt/live/editor.example.org/fullchain.pem", join(folder, "cert.pem"));
  swap("/etc/letsencrypt/live/editor.example.org/privkey.pem", join(folder, "key.pem"));
  swap("editor.example.org", "localhost");
  swap("http://127.0.0.1:4181", `http://127.0.0.1:${ports.editor}`);
  return text;
}

/** nginx's own file around the example, as /etc/nginx/nginx.conf is around sites-enabled/, with its paths in `folder`. */
function mainConfig(): string {
  const temp = (name: string) => join(folder, "temp", name);
  return [
    process.getuid?.() === 0 ? "user root root;" : "",
    "daemon off;",
    "worker_processes 1;",
    `pid ${join(folder, "nginx.pid")};`,
    `error_log ${join(folder, "error.log")} warn;`,
    "events { worker_connections 768; }", // Debian's own: a flood of sign-ins is answered, not dropped
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${temp("body")}; proxy_temp_path ${temp("proxy")}; fastcgi_temp_path ${temp("fastcgi")}; uwsgi_temp_path ${temp("uwsgi")}; scgi_temp_path ${temp("scgi")};`,
    `  include ${join(folder, "editor.conf")};`,
    "}",
    "",
  ].join("\n");
}

/** One request through nginx: HTTPS checked against the throwaway certificate (never switched off). */
function viaNginx(method: string, path: string, { body, headers = {}, cookie }: { body?: Buffer | string; headers?: Record<string, string>; cookie?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: "127.0.0.1", servername: "localhost", port: httpsPort, method, path, ca: cert, headers: { Host: "localhost", ...(cookie ? { Cookie: cookie } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, json: () => JSON.parse(all.toString("utf8")) });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const api = (method: "GET" | "POST", path: string, cookie?: string, data?: unknown) =>
  viaNginx(method, `/_editor/api/${path}`, { cookie, ...(method === "POST" ? { body: JSON.stringify(data ?? {}), headers: { Origin: origin, "Content-Type": "application/json" } } : {}) });

/** A JPEG of exactly `size` bytes: a small picture and comment segments of filler (a phone's photo is mostly data too). */
async function jpegOfSize(size: number): Promise<Buffer> {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#48a" } }).jpeg().toBuffer();
  const segments: Buffer[] = [];
  let left = size - picture.length;
  while (left > 0) {
    // A segment is its marker (2 bytes), its length (2) and at most 65,533 bytes; the last one needs at least 4.
    let total = Math.min(65_537, left);
    if (left - total > 0 && left - total < 4) total -= 4;
    const payload = total - 4;
    segments.push(Buffer.concat([Buffer.from([0xff, 0xfe, (payload + 2) >> 8, (payload + 2) & 0xff]), Buffer.alloc(payload, 0x20)]));
    left -= total;
  }
  return Buffer.concat([picture.subarray(0, 2), ...segments, picture.subarray(2)]);
}

describe.skipIf(!haveNginx && !process.env.REQUIRE_NGINX)("the editor behind nginx with the guide's example", () => {
  beforeAll(async () => {
    if (!haveNginx) throw new Error(`nginx is not installed (${NGINX}); .ci/run installs Debian's nginx-light.`);
    folder = mkdtempSync(join(tmpdir(), "behind-nginx-"));
    for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(folder, "temp", name), { recursive: true });
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")], { stdio: "ignore" });
    cert = readFileSync(join(folder, "cert.pem"));
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    const editorPort = await freePort();
    // As in production, where nginx listens on 443 and passes "Host: localhost" on ($host has no port): the editor's
    // address is https://localhost, while the test reaches nginx on a free port of its own.
    origin = "https://localhost";
    const ipv6 = readFileSync("/proc/net/if_inet6", "utf8").split("\n").some((line) => line.trim().endsWith(" lo"));
    writeFileSync(join(folder, "editor.conf"), adaptedExample({ http: httpPort, https: httpsPort, editor: editorPort }, ipv6));
    writeFileSync(join(folder, "nginx.conf"), mainConfig());
    const checked = spawnSync(NGINX, ["-t", "-p", folder, "-c", join(folder, "nginx.conf")], { encoding: "utf8" });
    testResult = { status: checked.status ?? -1, output: `${checked.stdout}${checked.stderr}` };
    if (testResult.status !== 0) return;
    nginx = spawn(NGINX, ["-p", folder, "-c", join(folder, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stderr!.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));

    rig = publishRig();
    const token = await createOwner(rig.site, rig.data, origin, OWNER.name, OWNER.email);
    editor = await startOnlineEditor(rig.site, { dataFolder: rig.data, port: editorPort, publicOrigin: origin });
    ownerToken = token;
  }, SLOW);

  afterAll(async () => {
    await editor?.stop();
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await stopped;
    }
    rig?.remove();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  let ownerToken: string;
  let cookie: string;

  it("passes nginx -t as it is (ports, address and certificate aside)", () => {
    expect(testResult.output).toContain("test is successful");
    expect(testResult.status).toBe(0);
  });

  it("sends plain HTTP to HTTPS", async () => {
    const reply = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: httpPort, path: "/anything", headers: { Host: "localhost" } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on("error", reject);
      req.end();
    });
    expect(reply).toEqual({ status: 301, location: "https://localhost/anything" });
  });

  it("signs the owner in through nginx over HTTPS", async () => {
    const joined = await api("POST", "account/set-up", undefined, { token: ownerToken, password: OWNER.password });
    expect(joined.status).toBe(200);
    const set = ([] as string[]).concat(joined.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="));
    expect(set).toBeDefined();
    cookie = set!.split(";")[0]!;
    const signedOut = await api("POST", "account/sign-out", cookie, {});
    expect(signedOut.status).toBe(200);
    const signedIn = await api("POST", "account/sign-in", undefined, { email: OWNER.email, password: OWNER.password });
    expect(signedIn.status).toBe(200);
    cookie = ([] as string[]).concat(signedIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="))!.split(";")[0]!;
    expect((await api("GET", "session", cookie)).json().person).toMatchObject({ name: OWNER.name, role: "owner" });
  }, SLOW);

  it("saves a page, and publishes it to the bare repository", async () => {
    const opened = (await api("GET", "document?file=pages%2Ffillings.json", cookie)).json();
    const saved = await api("POST", "save", cookie, { file: "pages/fillings.json", value: { ...opened.value, title: "Fillings that last, saved behind nginx" }, baseVersion: opened.version });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true });
    const changes = (await api("GET", "publish/changes", cookie)).json();
    expect(changes.available).toBe(true);
    const published = await api("POST", "publish", cookie, { fingerprint: changes.fingerprint, message: "Fillings title, from behind nginx" });
    expect(published.json(), `${JSON.stringify(published.json()).slice(0, 1000)}\n${editor?.output().slice(-3000)}`).toMatchObject({ published: true });
    const live = rig.git(rig.bare, "show", "main:pages/fillings.json");
    expect(JSON.parse(live).title).toBe("Fillings that last, saved behind nginx");
  }, SLOW);

  it("takes a photo just under the upload limit, and nginx stops one just over it with its 413", async () => {
    const under = await jpegOfSize(UPLOAD_LIMIT - 4096);
    expect(under.length).toBe(UPLOAD_LIMIT - 4096);
    const stored = await viaNginx("POST", "/_editor/api/upload?folder=images&name=waiting-room.jpg", { cookie, body: under, headers: { Origin: origin, "Content-Type": "image/jpeg" } });
    expect(stored.status).toBe(200);
    expect(stored.json()).toMatchObject({ width: 320, height: 240, originalBytes: UPLOAD_LIMIT - 4096 });
    expect(existsSync(join(rig.site, "public", ...stored.json().path.slice(1).split("/")))).toBe(true);

    const over = await viaNginx("POST", "/_editor/api/upload?folder=images&name=too-big.jpg", { cookie, body: Buffer.concat([under, Buffer.alloc(8192)]), headers: { Origin: origin, "Content-Type": "image/jpeg" } });
    expect(over.status).toBe(413);
    // nginx's own page, not the editor's JSON: the editor's screen puts the status in words instead.
    expect(String(over.headers["content-type"])).toMatch(/text\/html/);
    expect(wordsForStatus(over.status)).toBe("That file is larger than the website's server accepts. Make it smaller (most photo programs can export a smaller copy) and add it again.");
  }, SLOW);

  it("answers 20 saves of 3 MB (over the editor's 2 MB, under nginx's limit) with the editor's 413 in words, none with a 502", async () => {
    const opened = (await api("GET", "document?file=pages%2Ffillings.json", cookie)).json();
    const huge = JSON.stringify({ file: "pages/fillings.json", value: { ...opened.value, title: "x".repeat(3 * 1024 * 1024) }, baseVersion: opened.version });
    const answers = await Promise.all(Array.from({ length: 20 }, () => viaNginx("POST", "/_editor/api/save", { cookie, body: huge, headers: { Origin: origin, "Content-Type": "application/json" } })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 413), `${statuses.join(" ")}\n${readFileSync(join(folder, "error.log"), "utf8").slice(-2000)}`).toEqual([]);
    for (const answer of answers) expect(answer.json().error).toMatch(/^That is too large: the limit is 2 MB\.$/);
  }, SLOW);

  it("limits passkey sign-in options from one address itself (429), as the example says", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => api("POST", "account/passkey/sign-in-options")));
    const byNginx = answers.filter((answer) => answer.status === 429 && /text\/html/.test(String(answer.headers["content-type"])));
    expect(byNginx.length, answers.map((answer) => answer.status).join(" ")).toBeGreaterThanOrEqual(5);
    expect(answers.every((answer) => [200, 429].includes(answer.status))).toBe(true);
  }, SLOW);

  // Last: it spends this address's allowance of sign-ins (it comes back at one every 2 s).
  it("answers a flood of sign-ins from one address itself (429), and the editor goes on serving its pages", async () => {
    const FLOOD = 60;
    const guesses = Array.from({ length: FLOOD }, (_, index) => api("POST", "account/sign-in", undefined, { email: `guess${index}@example.org`, password: "not the password at all" }));
    // A page and the session, asked in the middle of the flood.
    const [screen, session] = await Promise.all([viaNginx("GET", "/", { cookie }), api("GET", "session", cookie)]);
    const answers = await Promise.all(guesses);
    const byNginx = answers.filter((answer) => answer.status === 429 && /text\/html/.test(String(answer.headers["content-type"])));
    // At most the allowance (20 at once, and one more every 2 s) reached the editor; the rest nginx refused.
    expect(byNginx.length, answers.map((answer) => answer.status).join(" ")).toBeGreaterThanOrEqual(FLOOD - 25);
    expect(answers.every((answer) => [401, 429].includes(answer.status)), answers.map((answer) => answer.status).join(" ")).toBe(true);
    expect(wordsForStatus(429)).toMatch(/^Too many sign-ins have come from this address/);
    expect(screen.status).toBe(200);
    expect(String(screen.headers["content-type"])).toMatch(/text\/html/);
    expect(session.json().person).toMatchObject({ name: OWNER.name });
    // Other requests of the editor are not counted with sign-ins.
    expect((await api("GET", "session", cookie)).status).toBe(200);
  }, SLOW);
});
