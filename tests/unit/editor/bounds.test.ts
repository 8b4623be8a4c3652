/**
 * What an attacker with an account sends to fill the editor's storage or stop it, and photos that carry more than a
 * picture: drafts of pages that do not exist and past the cap, JSON nested a million deep or larger than allowed, an
 * upload past the limit (declared or not), a HEIC whose header claims a huge picture, a JPEG with a script in a
 * comment segment and a web page after its end. Each is answered in words, never a 500, and only pixels are stored.
 */
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DRAFTS_PER_PERSON } from "../../../engine/editor/server/drafts/draftStore";
import { rewriteJson } from "../../../engine/editor/server/rewrite";
import { DATABASE_FILE, openEditorDatabase } from "../../../engine/editor/server/store/database";
import { MAX_PIXELS, UPLOAD_LIMIT } from "../../../engine/editor/server/uploads";
import { EDITOR, routeRig, type RouteRig } from "../../support/routeRig";

const HEIC_FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "pictures", "iphone-photo.heic");

let rig: RouteRig;
beforeAll(async () => {
  rig = await routeRig();
});
afterAll(() => rig?.stop());

describe("drafts", () => {
  it("keeps no draft of a page that does not exist, and says so", async () => {
    const reply = await rig.call(EDITOR, "POST", "draft", { file: "pages/not-a-page.json", value: { title: "x" }, baseVersion: null });
    expect(reply.status).toBe(404);
    expect(reply.json.error).toMatch(/^This page is not there any more/);
    expect(rig.context.drafts.get(EDITOR.id, "pages/not-a-page.json")).toBeNull();
  });

  it(`keeps at most ${DRAFTS_PER_PERSON} pages of drafts per person, refusing the next in words`, async () => {
    for (let i = 0; i < DRAFTS_PER_PERSON; i++) rig.context.drafts.keep(EDITOR.id, `pages/page-${i}.json`, { value: { title: String(i) }, baseVersion: null, baseValue: undefined });
    const page = rig.site.read("pages/fillings.json");
    const reply = await rig.call(EDITOR, "POST", "draft", { file: "pages/fillings.json", value: { ...page, title: "One too many" }, baseVersion: null });
    expect(reply.status).toBe(409);
    expect(reply.json.error).toMatch(/could not be kept as a draft: you already have unsaved changes on 50 other pages/);
    expect(rig.context.drafts.get(EDITOR.id, "pages/fillings.json")).toBeNull();
  });
});

describe("pathological JSON", () => {
  it("writes a list of 20,000 entries over another of 20,000 in moments, without aligning them entry by entry", () => {
    const before = { items: Array.from({ length: 20_000 }, (_, i) => ({ question: `Q${i}`, answer: "A" })) };
    const after = { items: Array.from({ length: 20_000 }, (_, i) => ({ question: `R${i}`, answer: "A" })) };
    const started = performance.now();
    const text = rewriteJson(JSON.stringify(before, null, 2), before, after);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(JSON.parse(text)).toEqual(after);
  });

  it("answers JSON nested a million deep with a 400 in words and one line in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const deep = `{"file":"pages/index.json","value":${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}}`;
    for (const path of ["save", "check", "preview", "draft"]) {
      const reply = await rig.call(EDITOR, "POST", path, deep);
      expect({ path, status: reply.status }).toEqual({ path, status: 400 });
      expect(reply.json.error).toMatch(/lists or sections inside each other far deeper than any page has/);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]![0]).split("\n")).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("refuses JSON larger than a page can be, in words", async () => {
    const reply = await rig.call(EDITOR, "POST", "save", JSON.stringify({ file: "pages/index.json", value: "x".repeat(3 * 1024 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.json.error).toBe("That is too large: the limit is 2 MB.");
  });
});

/** A raw upload sent in chunks without saying its length first, as a client may. */
function chunkedUpload(port: number, bytes: number): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: "/upload?folder=images&name=big.jpg", headers: { "x-person": EDITOR.id, "Content-Type": "image/jpeg", "Transfer-Encoding": "chunked" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    let sent = 0;
    const more = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", more);
      }
      req.end();
    };
    more();
  });
}

describe("uploads", () => {
  it("refuses an upload past the limit as it arrives, when its length was not declared", async () => {
    const reply = await chunkedUpload(rig.port, UPLOAD_LIMIT + 2 * 1024 * 1024);
    expect(reply.status).toBe(413);
    expect(reply.json.error).toBe("That is too large: the limit is 40 MB.");
    expect(existsSync(join(rig.site.root, "public", "images", "big.jpg"))).toBe(false);
  });

  it("refuses a HEIC whose header claims more pixels than a phone takes, before decoding it", async () => {
    const heic = Buffer.from(readFileSync(HEIC_FIXTURE));
    const at = heic.indexOf("ispe");
    heic.writeUInt32BE(9_000, at + 8);
    heic.writeUInt32BE(7_000, at + 12);
    const reply = await rig.send(EDITOR, "upload?folder=images&name=IMG_0001.HEIC", heic, "image/heic");
    expect(reply.status).toBe(413);
    expect(reply.json.error).toBe(`This picture is 9000 × 7000 pixels, more than the ${MAX_PIXELS / 1_000_000} million pixels a photo here can have. Make it smaller (most photo programs can export a smaller copy).`);
  });

  it("stores a JPEG with a script in a comment segment and a web page after its end as the picture only", async () => {
    const clean = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6" } }).jpeg({ quality: 90 }).toBuffer();
    const script = Buffer.from("<script>alert(document.cookie)</script>");
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (script.length + 2) >> 8, (script.length + 2) & 0xff]), script]);
    const trailer = Buffer.from("<html><body><script>fetch('/steal')</script></body></html>");
    const polyglot = Buffer.concat([clean.subarray(0, 2), comment, clean.subarray(2), trailer]);
    // Still a picture to an image reader, with the script inside and the page after it.
    expect((await sharp(polyglot).metadata()).width).toBe(64);
    expect(polyglot.includes("<script>")).toBe(true);

    const reply = await rig.send(EDITOR, "upload?folder=images&name=smile.jpg", polyglot, "image/jpeg");
    expect(reply.status).toBe(200);
    const stored = readFileSync(join(rig.site.root, "public", ...reply.json.path.slice(1).split("/")));
    expect(stored.includes("<script")).toBe(false);
    expect(stored.includes("<html")).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 64, height: 48, format: "jpeg" });
  });
});

describe("one upload limit", () => {
  it("is the same in the editor, the nginx example, the README, the hosting guide and the content guide", () => {
    const megabytes = UPLOAD_LIMIT / (1024 * 1024);
    const repo = join(import.meta.dirname, "..", "..", "..");
    const read = (...path: string[]) => readFileSync(join(repo, ...path), "utf8");
    expect(read("engine", "editor", "server", "accounts", "nginx-editor.example.conf")).toMatch(new RegExp(`\\bclient_max_body_size ${megabytes}m;`));
    for (const doc of [["README.md"], ["docs", "editor-online.md"], ["pages", "CONTENT_GUIDE.md"]]) {
      const text = read(...doc);
      expect({ doc: doc.join("/"), says: text.includes(`${megabytes} MB`) }).toEqual({ doc: doc.join("/"), says: true });
      // No other limit for a photo lingers in it.
      for (const other of ["10 MB photo", "at most 10 MB", "at most 30 MB", "client_max_body_size 30m"]) expect({ doc: doc.join("/"), other, found: text.includes(other) }).toEqual({ doc: doc.join("/"), other, found: false });
    }
  });
});

describe("the data folder", () => {
  it("makes an existing folder 0700 and the database, -wal and -shm 0600 at start", () => {
    const folder = mkdtempSync(join(tmpdir(), "editor-modes-"));
    chmodSync(folder, 0o755);
    writeFileSync(join(folder, DATABASE_FILE), "");
    chmodSync(join(folder, DATABASE_FILE), 0o644);
    const db = openEditorDatabase(folder);
    db.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)");
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(folder)).toBe(0o700);
    for (const suffix of ["", "-wal", "-shm"]) expect({ suffix, mode: mode(join(folder, DATABASE_FILE + suffix)) }).toEqual({ suffix, mode: 0o600 });
    db.close();
  });

  it("refuses to start on a data folder it cannot make private, saying why", () => {
    const parent = mkdtempSync(join(tmpdir(), "editor-modes-"));
    const notAFolder = join(parent, "data");
    writeFileSync(notAFolder, "");
    expect(() => openEditorDatabase(notAFolder)).toThrow(/^The editor's data folder .* (could not be created|is not a folder)/);
  });
});
