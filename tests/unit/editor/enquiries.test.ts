/**
 * The practice's enquiries inbox in the editor online, over HTTP, as a host runs it (edit:online in a process of
 * its own, a real SMTP server on loopback): it will not start without its key or with another one; a form sent
 * from the site's own page is kept sealed (the database's bytes never hold its words) and told to staff by an
 * e-mail holding none of it; bad submissions are refused and nothing is half-kept; a person without the
 * permission reads it by no route of the editor's table; export and erasure find every enquiry of one person;
 * every read, export and erasure is in the record, without the enquiry's words.
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorRoutes } from "../../../engine/editor/server/server";
import { DATABASE_FILE } from "../../../engine/editor/server/store/database";
import { fixtureFormJson } from "../../support/forms";
import { loopbackSmtp, type LoopbackSmtp } from "../../support/loopbackSmtp";
import { apiRequest, createOwner, freePort, sessionCookieFrom, startOnlineEditor, type OnlineEditor } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { tempSite, type TempSite } from "../../support/tempSite";

const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 4382);
const SITE_ORIGIN = "https://www.example-practice.test";
const KEY = randomBytes(32).toString("base64");
const OWNER = { name: "Olive Owner", email: "olive@example.org", password: "lantern orchard pebble" };
const EDITOR = { name: "Eddie Editor", email: "eddie@example.org", password: "copper meadow violin" };
/** Words no route may show a person without the permission, and the database's bytes may never hold. */
const SECRET = "my crown came off and I am nervous after a bad extraction";

let site: TempSite;
let editor: OnlineEditor;
let dataFolder: string;
let port: number;
let smtp: LoopbackSmtp;
let mails: LoopbackSmtp["mails"] = [];

const send = (method: string, path: string, options: Parameters<typeof rawRequest>[3] = {}): Promise<Reply> => rawRequest(editor.port, method, path, options);
const api = (method: "GET" | "POST", path: string, cookie: string, data?: unknown) => apiRequest(editor, method, path, cookie, data);

const cookieFrom = sessionCookieFrom;

/** The contact form as the site's page posts it (multipart), from the site's own origin. */
function submit(fields: Record<string, string>, { origin = SITE_ORIGIN, path = "/forms/contact" } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ formType: "contact", website: "", elapsedMs: "8000", ...fields })) form.append(name, value);
  const request = new Request("http://x.invalid", { method: "POST", body: form });
  return request.arrayBuffer().then((body) =>
    send("POST", path, { headers: { Origin: origin, "Content-Type": request.headers.get("content-type")! }, body: Buffer.from(body) }),
  );
}

const ANN = { firstName: "Ann", lastName: "Example", email: "ann@example.net", message: SECRET };

function storedBytes(): string {
  return ["", "-wal"].map((suffix) => join(dataFolder, DATABASE_FILE + suffix)).filter(existsSync).map((file) => readFileSync(file).toString("latin1")).join("");
}

async function waitForMail(count: number): Promise<void> {
  for (let i = 0; i < 100 && mails.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

let ownerCookie: string;
let editorCookie: string;
let refusedWithoutKey: string;
let refusedWrongKey: string;

async function start(key: string | undefined): Promise<OnlineEditor> {
  if (key === undefined) delete process.env.ENQUIRY_KEY;
  else process.env.ENQUIRY_KEY = key;
  return startOnlineEditor(site.root, { dataFolder, port });
}
const refusal = (started: Promise<OnlineEditor>) => started.then(async (running) => (await running.stop(), "it started"), (error: Error & { output?: string }) => error.output ?? error.message);

beforeAll(async () => {
  smtp = await loopbackSmtp(SMTP_PORT);
  mails = smtp.mails;
  smtp.useIt();

  site = tempSite();
  port = await freePort();
  dataFolder = mkdtempSync(join(tmpdir(), "editor-inbox-"));
  site.edit("site.config.json", (config) => {
    config.url = SITE_ORIGIN;
    config.forms.addresses[0].url = `https://localhost:${port}/forms/contact`;
  });
  site.edit("pages/contact.json", (page) => page.blocks.push(fixtureFormJson("contact")));
  const ownerToken = await createOwner(site.root, dataFolder, `http://localhost:${port}`, OWNER.name, OWNER.email);
  refusedWithoutKey = await refusal(start(undefined));
  editor = await start(KEY);
  ownerCookie = cookieFrom(await send("POST", "/_editor/api/account/set-up", { headers: { Origin: editor.origin, "Content-Type": "application/json" }, body: JSON.stringify({ token: ownerToken, password: OWNER.password }) }));
  const invited = (await api("POST", "account/invite", ownerCookie, { name: EDITOR.name, email: EDITOR.email, role: "editor" })).json() as { link: string };
  editorCookie = cookieFrom(await send("POST", "/_editor/api/account/set-up", { headers: { Origin: editor.origin, "Content-Type": "application/json" }, body: JSON.stringify({ token: invited.link.split("/").pop(), password: EDITOR.password }) }));
}, 600_000);

afterAll(async () => {
  await editor?.stop();
  await smtp?.close();
  site?.remove();
});

describe("starting", () => {
  it("refuses to start without a key while the site's forms are sent to it, and says how to make one", () => {
    expect(refusedWithoutKey).toMatch(/no enquiry key is set.*openssl rand -base64 32/s);
  });

  it("refuses to start with a key other than the one its enquiries were sealed with", async () => {
    await editor.stop();
    refusedWrongKey = await refusal(start(randomBytes(32).toString("base64")));
    expect(refusedWrongKey).toMatch(/not the one the enquiries in this data folder were sealed with/);
    expect(await refusal(start("not a key at all"))).toMatch(/is not a key: it must be 32 random bytes/);
    editor = await start(KEY);
    ownerCookie = cookieFrom(await send("POST", "/_editor/api/account/sign-in", { headers: { Origin: editor.origin, "Content-Type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) }));
    editorCookie = cookieFrom(await send("POST", "/_editor/api/account/sign-in", { headers: { Origin: editor.origin, "Content-Type": "application/json" }, body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }) }));
  }, 600_000);
});

describe("receiving", () => {
  it("keeps a form sent from the site's page sealed, and tells the owner by an e-mail that holds none of it", async () => {
    const reply = await submit(ANN);
    expect([reply.status, reply.json()]).toEqual([200, { result: "success" }]);
    expect(reply.headers["access-control-allow-origin"]).toBe(SITE_ORIGIN);
    await waitForMail(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([OWNER.email]);
    expect(mails[0]!.raw).toMatch(/Subject: A new contact request: sign in to read it/);
    for (const word of ["crown", "Ann", "Example", "ann@example.net"]) expect(mails[0]!.raw).not.toContain(word);
    for (const word of ["crown came off", "ann@example.net", "Example"]) expect(storedBytes()).not.toContain(word);
  });

  it("refuses other pages, unknown fields, a form too large and the wrong form's address, and drops robots, keeping nothing of them", async () => {
    const before = ((await api("GET", "enquiries/list", ownerCookie)).json() as { counts: { all: number } }).counts.all;
    expect((await submit(ANN, { origin: "https://elsewhere.example" })).status).toBe(403);
    const unknown = await submit({ ...ANN, diagnosis: "x" });
    expect([unknown.status, unknown.json().error]).toEqual([400, "This form has no field named 'diagnosis', so nothing was kept."]);
    expect((await submit({ ...ANN, message: "x".repeat(70_000) })).status).toBe(413);
    expect((await submit(ANN, { path: "/forms/feedback" })).status).toBe(400);
    expect((await submit({ ...ANN, website: "http://spam.example" })).json()).toEqual({ result: "success" });
    expect((await submit({ ...ANN, elapsedMs: "200" })).json()).toEqual({ result: "success" });
    expect(((await api("GET", "enquiries/list", ownerCookie)).json() as { counts: { all: number } }).counts.all).toBe(before);
  });
});

describe("a busy database", () => {
  it("tries again while another write holds the database, and past its tries refuses in words, keeping nothing", async () => {
    const count = async () => ((await api("GET", "enquiries/list", ownerCookie)).json() as { counts: { all: number } }).counts.all;
    const before = await count();
    const holder = new Database(join(dataFolder, DATABASE_FILE));
    holder.exec("BEGIN EXCLUSIVE");
    const waited = submit({ firstName: "Cy", lastName: "Busy", email: "cy@example.net", message: "Sent while another write held the database" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    holder.exec("COMMIT");
    expect((await waited).json()).toEqual({ result: "success" });
    expect(await count()).toBe(before + 1);

    holder.exec("BEGIN EXCLUSIVE");
    const refused = await submit({ firstName: "Cy", lastName: "Busy", email: "cy@example.net", message: "Sent while the database stayed busy" });
    holder.exec("COMMIT");
    holder.close();
    expect([refused.status, refused.json().error]).toEqual([503, "The practice's inbox is busy at this moment, so your message was not sent. Please try again in a minute: what you typed is still in the form."]);
    expect(await count()).toBe(before + 1);
  }, 120_000);
});

describe("reading", () => {
  it("lets a person without the permission read it by no route of the editor, until an owner allows them", async () => {
    const walked: string[] = [];
    for (const route of editorRoutes()) {
      const reply = route.method === "GET"
        ? await api("GET", `${route.path}?id=1&person=${encodeURIComponent(ANN.email)}&file=pages/contact.json`, editorCookie)
        : route.path.startsWith("enquiries/") ? await api("POST", route.path, editorCookie, { id: 1, person: ANN.email, seen: "new", status: "handled" }) : null;
      if (!reply) continue;
      walked.push(route.path);
      expect({ route: route.path, leaks: reply.body.includes("crown") || reply.body.includes(ANN.email) }).toEqual({ route: route.path, leaks: false });
      if (route.path.startsWith("enquiries/")) expect({ route: route.path, status: reply.status }).toEqual({ route: route.path, status: 403 });
    }
    expect(walked).toEqual(expect.arrayContaining(["enquiries/list", "enquiries/read", "enquiries/status", "enquiries/export", "enquiries/erase", "enquiries/find"]));
    expect((await submit(ANN)).status).toBe(200);
    // Nor is anything of it reachable in the editor's own pages or files.
    for (const path of ["/", "/_editor/frame", "/forms/contact"]) expect((await send("GET", path, { headers: { Cookie: editorCookie } })).body).not.toContain("crown");

    const { people } = (await api("GET", "account/users", ownerCookie)).json() as { people: { id: string; email: string }[] };
    const eddie = people.find((person) => person.email === EDITOR.email)!;
    expect((await api("POST", "enquiries/readers", editorCookie, { id: eddie.id, allowed: true })).status).toBe(403);
    expect((await api("POST", "enquiries/readers", ownerCookie, { id: eddie.id, allowed: true })).status).toBe(200);
    const list = (await api("GET", "enquiries/list", editorCookie)).json() as { enquiries: { id: number; name: string; status: string }[] };
    expect(list.enquiries[0]).toMatchObject({ name: "Ann Example", status: "new" });
    const read = (await api("GET", `enquiries/read?id=${list.enquiries[0]!.id}`, editorCookie)).json() as { enquiry: { fields: Record<string, string> } };
    expect(read.enquiry.fields.message).toBe(SECRET);
  });

  it("marks an enquiry handled only from the status the person saw", async () => {
    const [latest] = ((await api("GET", "enquiries/list", ownerCookie)).json() as { enquiries: { id: number }[] }).enquiries;
    expect((await api("POST", "enquiries/status", ownerCookie, { id: latest!.id, seen: "new", status: "handled" })).status).toBe(200);
    const late = await api("POST", "enquiries/status", editorCookie, { id: latest!.id, seen: "new", status: "handled" });
    expect([late.status, late.json().error]).toEqual([409, `Someone changed this enquiry first: it is now marked handled by ${OWNER.name}. Look again before changing it.`]);
  });
});

describe("one person's enquiries", () => {
  it("exports every enquiry of one person by address or by name, and erases them all, leaving others'", async () => {
    expect((await submit({ firstName: "ANN ", lastName: "example", email: "Ann@Example.net", message: "Second message from the same person" })).status).toBe(200);
    expect((await submit({ firstName: "Bob", lastName: "Other", email: "bob@example.net", message: "A message from someone else" })).status).toBe(200);
    const byAddress = (await api("GET", `enquiries/export?person=${encodeURIComponent("ann@example.net")}`, ownerCookie));
    expect(byAddress.headers["content-disposition"]).toBe('attachment; filename="enquiries.json"');
    const exported = (byAddress.json() as { enquiries: { fields: Record<string, string> }[] }).enquiries;
    expect(exported.map((enquiry) => enquiry.fields.message)).toEqual([SECRET, SECRET, "Second message from the same person"]);
    const csv = (await api("GET", `enquiries/export?person=${encodeURIComponent("Ann Example")}&format=csv`, ownerCookie)).body;
    expect(csv.trim().split("\r\n")).toHaveLength(4);
    expect(csv).toContain("Second message from the same person");

    const stale = await api("POST", "enquiries/erase", ownerCookie, { person: "ann example", expected: 1 });
    expect(stale.status).toBe(409);
    expect((await api("POST", "enquiries/erase", ownerCookie, { person: "ann example", expected: 3 })).json()).toEqual({ erased: 3 });
    expect(((await api("GET", `enquiries/find?person=ann@example.net`, ownerCookie)).json() as { found: number }).found).toBe(0);
    expect(((await api("GET", `enquiries/find?person=bob@example.net`, ownerCookie)).json() as { found: number }).found).toBe(1);
  });

  it("writes every read, export and erasure in the record, without the enquiry's words or the person's details", async () => {
    const entries = ((await api("GET", "account/record", ownerCookie)).json() as { entries: { who: string; action: string; detail: string }[] }).entries;
    const actions = entries.map((entry) => entry.action);
    for (const action of ["read an enquiry", "exported one person's enquiries", "erased one person's enquiries", "allowed to read enquiries", "marked an enquiry handled"]) expect(actions).toContain(action);
    expect(entries.find((entry) => entry.action === "erased one person's enquiries")!.detail).toBe("3 enquiries (a request to erase)");
    const text = JSON.stringify(entries);
    for (const word of ["crown", "ann@example.net", "Ann Example", "Second message"]) expect(text).not.toContain(word);
  });
});
