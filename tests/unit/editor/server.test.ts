/**
 * The page editor's server over HTTP, started as npm run edit starts it, on a copy of the minimal fixture site:
 * who it answers, which files it reads and writes, what saving writes, moving and deleting pages, adding
 * pictures, and that no request makes it fall over.
 */
import { readFileSync, symlinkSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { tmpdir } from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../../support/editorServer";
import { validateProject } from "../../../engine/content/validate";
import { editorRoutes } from "../../../engine/editor/server/server";

let site: TempSite;
let editor: EditorProcess;
let origin: string;

beforeAll(async () => {
  site = tempSite();
  editor = await startEditorProcess(site.root);
  origin = editor.url;
});
afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

/** One request with exactly these headers (fetch would not let a test set Host). */
const send = (method: string, path: string, options: Parameters<typeof rawRequest>[3] = {}): Promise<Reply> => rawRequest(editor.port, method, path, options);

const post = (path: string, data: unknown, headers: Record<string, string> = {}) =>
  send("POST", `/_editor/api/${path}`, { headers: { Origin: origin, "Content-Type": "application/json", ...headers }, body: JSON.stringify(data) });
const get = (path: string, headers: Record<string, string> = {}) => send("GET", path, { headers });

async function open(file: string) {
  const reply = await get(`/_editor/api/document?file=${encodeURIComponent(file)}`);
  expect(reply.status).toBe(200);
  return reply.json() as { value: any; version: string };
}

describe("it answers only its own page", () => {
  it("refuses another Host (a web page reaching it through a name it controls)", async () => {
    expect((await get("/", { Host: "attacker.example" })).status).toBe(403);
    expect((await get("/_editor/api/pages", { Host: `attacker.example:${editor.port}` })).status).toBe(403);
    expect((await get("/")).status).toBe(200);
    expect((await get("/", { Host: `127.0.0.1:${editor.port}` })).status).toBe(200);
  });

  it("refuses requests from another origin, and changes that do not say where they come from", async () => {
    expect((await get("/_editor/api/pages", { Origin: "https://attacker.example" })).status).toBe(403);
    expect((await get("/_editor/api/pages", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const { value, version } = await open("pages/contact.json");
    const change = { file: "pages/contact.json", value: { ...value, title: "Changed | Test Practice" }, baseVersion: version };
    expect((await post("save", change, { Origin: "https://attacker.example" })).status).toBe(403);
    expect((await send("POST", "/_editor/api/save", { headers: { "Content-Type": "application/json" }, body: JSON.stringify(change) })).status).toBe(403);
    // A form on another page can send text/plain without asking the browser first: JSON only.
    expect((await send("POST", "/_editor/api/save", { headers: { Origin: origin, "Content-Type": "text/plain" }, body: JSON.stringify(change) })).status).toBe(415);
    expect(site.read("pages/contact.json").title).toBe(value.title);
  });

  it("sends headers that keep other pages from framing it or reading its answers", async () => {
    const page = await get("/");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect((await get("/_editor/frame")).headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

describe("it reads and writes only pages/, public/ and site.config.json", () => {
  it("opens nothing else, whatever the path says", async () => {
    for (const file of ["package.json", "../package.json", "pages/../package.json", "pages/%2e%2e/package.json", "pages/_drafts/x.json", "pages/.hidden.json", "/etc/passwd", "site.config.json/../package.json", "pages/a\\..\\..\\package.json"]) {
      const reply = await get(`/_editor/api/document?file=${encodeURIComponent(file)}`);
      expect(reply.status, file).toBe(400);
    }
    expect((await get(`/_editor/api/document?file=site.config.json`)).status).toBe(200);
  });

  it("serves only public/'s files, never a dotfile or a file outside it", async () => {
    writeFileSync(join(site.root, "public", ".secret"), "no");
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/..%2fpackage.json", "/.secret", "/site.config.json", "/pages/index.json"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const logo = await get("/images/logo.svg");
    expect(logo.status).toBe(200);
    // A file of public/ is shown, never run as a page of the editor.
    expect(logo.headers["content-security-policy"]).toContain("sandbox");
  });

  it("writes nowhere else, and never through a link leading out of pages/", async () => {
    const outside = join(tmpdir(), `editor-outside-${process.pid}.json`);
    writeFileSync(outside, "{}\n");
    symlinkSync(outside, join(site.root, "pages", "linked.json"));
    const reply = await post("save", { file: "pages/linked.json", value: { title: "x" }, baseVersion: null, overwrite: true });
    expect(reply.status).toBe(400);
    expect(readFileSync(outside, "utf8")).toBe("{}\n");
    rmSync(join(site.root, "pages", "linked.json"));
    rmSync(outside);
    expect((await post("save", { file: "pages/../escaped.json", value: {}, baseVersion: null, overwrite: true })).status).toBe(400);
    expect(existsSync(join(site.root, "escaped.json"))).toBe(false);
  });
});

describe("saving", () => {
  it("writes only the changed line, and the site still validates", async () => {
    const before = readFileSync(join(site.root, "pages", "fillings.json"), "utf8");
    const { value, version } = await open("pages/fillings.json");
    value.blocks[0].heading = "Tooth-coloured fillings";
    const reply = await post("save", { file: "pages/fillings.json", value, baseVersion: version });
    expect(reply.status).toBe(200);
    const after = readFileSync(join(site.root, "pages", "fillings.json"), "utf8");
    expect(after).toBe(before.replace("Fixture fillings heading", "Tooth-coloured fillings"));
    expect(validateProject(site.root).problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("refuses a document with problems and leaves the file as it was", async () => {
    const before = readFileSync(join(site.root, "pages", "fillings.json"), "utf8");
    const { value, version } = await open("pages/fillings.json");
    value.blocks[0].heading = "  ";
    const reply = await post("save", { file: "pages/fillings.json", value, baseVersion: version });
    expect(reply.status).toBe(422);
    expect(reply.json().problems.map((problem: { where: string; message: string }) => `${problem.where}: ${problem.message}`)).toContain("blocks[0].heading: the Hero block (the 1st on the page): the heading is empty; write some text");
    expect(readFileSync(join(site.root, "pages", "fillings.json"), "utf8")).toBe(before);
  });

  it("refuses to overwrite a file changed on disk since it was opened, unless asked to", async () => {
    const { value, version } = await open("pages/contact.json");
    site.edit("pages/contact.json", (page) => (page.blocks[0].heading = "Changed by someone else"));
    value.blocks[0].heading = "Mine";
    const refused = await post("save", { file: "pages/contact.json", value, baseVersion: version });
    expect(refused.status).toBe(409);
    expect(refused.json().reason).toBe("changed-on-disk");
    expect(site.read("pages/contact.json").blocks[0].heading).toBe("Changed by someone else");
    expect((await post("save", { file: "pages/contact.json", value, baseVersion: version, overwrite: true })).status).toBe(200);
    expect(site.read("pages/contact.json").blocks[0].heading).toBe("Mine");
  });
});

describe("pages", () => {
  it("lists every page with its title and address", async () => {
    const { pages } = (await get("/_editor/api/pages")).json();
    expect(pages.map((page: { route: string | null }) => page.route)).toEqual(["/", "/contact", "/fillings", "/veneers", null]);
  });

  it("does not delete or move a page that others link to, and moves it updating those links when asked", async () => {
    const links = (await get(`/_editor/api/links?route=${encodeURIComponent("/veneers")}`)).json().links;
    // Every field that holds a page of the site, whatever the block: a button in a page, the services catalogue.
    expect(links).toEqual([
      { file: "pages/index.json", where: "blocks[0].actions[0].to", place: "Hero (block 1): button 1, Page" },
      { file: "site.config.json", where: "services[0].path", place: "service 1, Path" },
    ]);
    const refused = await post("pages/delete", { file: "pages/veneers.json" });
    expect(refused.status).toBe(409);
    expect(refused.json().links).toHaveLength(2);
    expect(existsSync(join(site.root, "pages", "veneers.json"))).toBe(true);
    expect((await post("pages/move", { file: "pages/veneers.json", to: "/treatments/veneers", updateLinks: false })).status).toBe(409);

    const indexBefore = readFileSync(join(site.root, "pages", "index.json"), "utf8");
    const moved = await post("pages/move", { file: "pages/veneers.json", to: "/treatments/veneers", updateLinks: true });
    expect(moved.status).toBe(200);
    expect(moved.json().updated).toEqual(["pages/index.json", "site.config.json"]);
    expect(site.read("site.config.json").services[0].path).toBe("/treatments/veneers");
    expect(existsSync(join(site.root, "pages", "veneers.json"))).toBe(false);
    expect(site.read("pages/treatments/veneers.json").$schema).toBe("../../schemas/page.schema.json");
    expect(readFileSync(join(site.root, "pages", "index.json"), "utf8")).toBe(indexBefore.replace('"to": "/veneers"', '"to": "/treatments/veneers"'));
    expect(validateProject(site.root).problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("creates a page from the same templates as npm run new-page", async () => {
    const made = await post("pages/create", { route: "/new-patients-guide", template: "info", title: "New Patients' Guide" });
    expect(made.status).toBe(200);
    expect(made.json().file).toBe("pages/new-patients-guide.json");
    expect(site.read("pages/new-patients-guide.json").blocks[0].heading).toBe("New Patients' Guide");
    expect((await post("pages/create", { route: "/new-patients-guide", template: "info" })).json().error).toMatch(/already exists/);
  });

  it("deletes a page nothing links to, but never the home page", async () => {
    expect((await post("pages/delete", { file: "pages/new-patients-guide.json" })).status).toBe(200);
    expect(existsSync(join(site.root, "pages", "new-patients-guide.json"))).toBe(false);
    expect((await post("pages/delete", { file: "pages/index.json" })).status).toBe(400);
    // Deleted already (by a colleague, or a second tap): said in words, not a server failure.
    const again = await post("pages/delete", { file: "pages/new-patients-guide.json" });
    expect(again.status).toBe(404);
    expect(again.json().error).toMatch(/no page .*new-patients-guide/i);
  });

});

describe("pictures", () => {
  const upload = (name: string, body: Buffer, type = "image/png", folder = "images/team") =>
    send("POST", `/_editor/api/upload?folder=${folder}&name=${encodeURIComponent(name)}`, { headers: { Origin: origin, "Content-Type": type }, body });

  it("stores a photo under public/images/ with a name pages can use, never over another file, and the same picture once", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0d5c63" } }).png().toBuffer();
    const first = await upload("Dr Jo Smith.PNG", png);
    expect(first.status).toBe(200);
    // Already upright, small and without details: nothing to tell, but still written again by sharp (pixels only).
    const stored = readFileSync(join(site.root, "public", "images", "team", "dr-jo-smith.png"));
    expect(first.json()).toEqual({ path: "/images/team/dr-jo-smith.png", width: 40, height: 30, reused: false, originalBytes: png.length, storedBytes: stored.length, changes: [] });
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
    // The same picture again, under any name or folder, is the file already there.
    expect((await upload("IMG_4821.PNG", png, "image/png", "images")).json()).toMatchObject({ path: "/images/team/dr-jo-smith.png", reused: true });
    const other = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#5c0d63" } }).png().toBuffer();
    expect((await upload("Dr Jo Smith.PNG", other)).json().path).toBe("/images/team/dr-jo-smith-2.png");
    // The bytes decide what a file is, not its name.
    const fake = await upload("photo.png", Buffer.from("<svg onload=alert(1)></svg>"));
    expect(fake.status).toBe(415);
    expect(fake.json().error).toMatch(/JPEG, PNG, WebP or HEIC/);
    expect((await upload("x.png", png, "text/plain")).status).toBe(415);
    expect((await send("POST", `/_editor/api/upload?folder=../../x&name=a.png`, { headers: { Origin: origin, "Content-Type": "image/png" }, body: png })).status).toBe(400);
  });

  it("lists the pictures no page uses, and removes one of those but never one in use", async () => {
    const files = (await send("GET", "/_editor/api/files", { headers: { Origin: origin } })).json().files as { path: string; unused?: true }[];
    expect(files.filter((file) => file.unused).map((file) => file.path)).toEqual(["/images/team/dr-jo-smith-2.png", "/images/team/dr-jo-smith.png"]);
    const remove = (path: string) => send("POST", "/_editor/api/files/remove", { headers: { Origin: origin, "Content-Type": "application/json" }, body: JSON.stringify({ path }) });
    expect((await remove("/images/logo.svg")).status).toBe(409);
    expect(existsSync(join(site.root, "public", "images", "logo.svg"))).toBe(true);
    expect((await remove("/../site.config.json")).status).toBe(400);
    expect((await remove("/images/team/dr-jo-smith-2.png")).status).toBe(200);
    expect(existsSync(join(site.root, "public", "images", "team", "dr-jo-smith-2.png"))).toBe(false);
  });

  it("names each picture by what the content says it shows, where it says so", async () => {
    const files = (await send("GET", "/_editor/api/files", { headers: { Origin: origin } })).json().files as { path: string; description?: string }[];
    const logo = site.read("site.config.json").logo as { src: string; alt: string };
    expect(files.find((file) => file.path === logo.src)?.description).toBe(logo.alt);
    expect(files.find((file) => file.path === "/images/services/veneers.svg")?.description).toBeUndefined();
  });

  it("labels as needed the fields the site's rule sets ask for, as the config says now", async () => {
    const registrationNumber = async () => {
      const models = (await get("/_editor/api/session", { Origin: origin })).json().models as { blocks: { type: string; spec: { fields: { key: string; spec: any }[] } }[] };
      const members = models.blocks.find((block) => block.type === "teamGrid")!.spec.fields.find((field) => field.key === "members")!.spec;
      return members.item.fields.find((field: { key: string }) => field.key === "registrationNumber").spec.askedBy as string | undefined;
    };
    expect(await registrationNumber()).toBeUndefined();
    const before = site.read("site.config.json");
    try {
      site.edit("site.config.json", (config) => (config.rules = ["uk-dental"]));
      expect(await registrationNumber()).toMatch(/GDC/);
    } finally {
      site.write("site.config.json", before);
    }
  });

  it("refuses a picture over the size limit without reading it all", async () => {
    const big = Buffer.alloc(41 * 1024 * 1024, 1);
    const reply = await send("POST", "/_editor/api/upload?name=big.png", { headers: { Origin: origin, "Content-Type": "image/png" }, body: big });
    expect(reply.status).toBe(413);
    expect(reply.json().error).toMatch(/limit is 40 MB/);
  });
});

describe("accounts, which exist online only", () => {
  it("answers every online-only request of the routing table that there are no accounts here, before reading what it is sent", async () => {
    const onlineOnly = editorRoutes().filter((route) => route.onlineOnly);
    // Signing in, passkeys, one's own account and the people: every account request but the sign-in screen's welcome and the owners' record.
    expect(onlineOnly.map((route) => route.path).sort()).toEqual(editorRoutes().filter((route) => route.path.startsWith("account/") && route.path !== "account/welcome" && route.path !== "account/record").map((route) => route.path).sort());
    expect(onlineOnly.length).toBe(22);
    for (const route of onlineOnly) {
      // Not JSON: a route that read its body first would answer 415.
      const reply = route.method === "GET" ? await get(`/_editor/api/${route.path}`) : await send("POST", `/_editor/api/${route.path}`, { headers: { Origin: origin, "Content-Type": "text/plain" }, body: "not json" });
      expect({ route: route.path, status: reply.status, error: reply.json().error }).toEqual({ route: route.path, status: 404, error: "There are no accounts when the editor runs on this computer only (npm run edit)." });
    }
    expect((await get("/_editor/api/account/welcome")).json()).toMatchObject({ mode: "local" });
    expect((await get("/_editor/api/settings")).status).toBe(200);
    expect((await get("/_editor/api/account/record")).status).toBe(200);
  });
});

describe("whatever it is sent, it answers and keeps going", () => {
  it("answers malformed, oversized and unknown requests with an error, then still works", async () => {
    const json = { Origin: origin, "Content-Type": "application/json" };
    expect((await send("POST", "/_editor/api/check", { headers: json, body: "{not json" })).status).toBe(400);
    expect((await send("POST", "/_editor/api/check", { headers: json, body: "[1,2]" })).status).toBe(400);
    expect((await send("POST", "/_editor/api/check", { headers: json, body: JSON.stringify({ file: 42, value: null }) })).status).toBe(400);
    expect((await send("POST", "/_editor/api/preview", { headers: json, body: JSON.stringify({ file: "pages/index.json", value: { blocks: [null, 7, { type: "nope" }, { ref: "shared/none" }] } }) })).status).toBe(200);
    expect((await send("POST", "/_editor/api/save", { headers: json, body: "x".repeat(3 * 1024 * 1024) })).status).toBe(413);
    expect((await send("DELETE", "/", { headers: { Origin: origin } })).status).toBe(405);
    expect((await get("/_editor/api/nothing-here")).status).toBe(404);
    expect((await get("/%E0%A4%A")).status).toBe(404);
    await new Promise<void>((resolve) => {
      const socket = connect(editor.port, "127.0.0.1", () => socket.end("NONSENSE\r\n\r\n"));
      socket.on("data", () => {});
      socket.on("close", () => resolve());
    });
    expect((await get("/")).status).toBe(200);
    expect((await get("/_editor/api/pages")).status).toBe(200);
  });
});

describe("the port", () => {
  it("takes a free port when another program holds the one asked for, and says so in a line that stands out", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const taken = (busy.address() as { port: number }).port;
    const second = await startEditorProcess(site.root, { port: taken });
    try {
      expect(second.port).not.toBe(taken);
      // In a line that stands out: a bookmark of the usual port will not reach it.
      expect(second.output()).toMatch(new RegExp(`!{10,}\\n! Port ${taken} is used by another program, so this time the editor is at http://localhost:${second.port} `));
      expect(second.output()).toContain(`Page editor: http://localhost:${second.port}`);
    } finally {
      await second.stop();
      busy.close();
    }
  });
});
