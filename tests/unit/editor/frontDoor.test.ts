/**
 * The editor online, over HTTP, started as a host starts it (npm run edit:online, owners from npm run
 * editor:owner) on a copy of the minimal fixture site: it will not start without an owner; every request without
 * a session is refused (each route of the server's own table, so a new one is covered); set-up links, roles,
 * throttled sign-in (a flood of 100 wrong sign-ins answered at once while the owner still gets in, guessing from
 * many addresses slowed and told), taking access back (a planted passkey gone after "sign out everywhere", proof
 * again before adding a passkey, one's own new password, a reset told at the next sign-in), ids never reused,
 * the record.
 */
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorRoutes } from "../../../engine/editor/server/server";
import { startOnlineEditor, startWithOwner, type OnlineEditor } from "../../support/onlineEditor";
import { rawRequest, type Reply } from "../../support/rawRequest";
import { tempSite, type TempSite } from "../../support/tempSite";

let site: TempSite;
let editor: OnlineEditor;
let ownerToken: string;
const OWNER = { name: "Olive Owner", email: "olive@example.org", password: "lantern orchard pebble" };
const EDITOR = { name: "Eddie Editor", email: "eddie@example.org", password: "copper meadow violin" };

const send = (method: string, path: string, options: Parameters<typeof rawRequest>[3] = {}): Promise<Reply> => rawRequest(editor.port, method, path, options);

const api = (method: "GET" | "POST", path: string, { cookie, data, headers = {} }: { cookie?: string; data?: unknown; headers?: Record<string, string> } = {}) =>
  send(method, `/_editor/api/${path}`, {
    headers: { ...(method === "POST" ? { Origin: editor.origin, "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: method === "POST" ? JSON.stringify(data ?? {}) : undefined,
  });

/** The session cookie an answer set, as a browser would send it back. */
function cookieFrom(reply: Reply): string {
  const set = ([] as string[]).concat(reply.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="));
  if (!set) throw new Error(`No session cookie in ${reply.status} ${reply.body}`);
  return set.split(";")[0]!;
}

const OWNER_HOME = "2001:db8:10:20::5";
const EDITOR_HOME = "192.0.2.77";
let removedId: string;
const signIn = (email: string, password: string, address = "192.0.2.10") => api("POST", "account/sign-in", { data: { email, password }, headers: { "X-Real-IP": address } });

beforeAll(async () => {
  site = tempSite();
  const dataFolder = mkdtempSync(join(tmpdir(), "editor-online-"));
  refusedStart = await startOnlineEditor(site.root, { dataFolder }).then(
    async (started) => (await started.stop(), "it started"),
    (error: Error & { output?: string }) => error.output ?? error.message,
  );
  ({ editor, ownerToken } = await startWithOwner(site.root, OWNER, dataFolder));
});
afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

let refusedStart: string;
let ownerCookie: string;
let editorCookie: string;

describe("starting", () => {
  it("refuses to start until an owner exists, and says how to create one", () => {
    expect(refusedStart).toMatch(/no owner yet/);
    expect(refusedStart).toMatch(/npm run editor:owner -- --name/);
  });
});

describe("without a session", () => {
  it("refuses every request of the editor's routing table that is not for signing in", async () => {
    const routes = editorRoutes();
    const open = routes.filter((route) => route.access === "anyone").map((route) => `${route.method} ${route.path}`);
    // Each request anyone may make is named here: adding one is a decision, not an accident.
    expect(open.sort()).toEqual(["GET account/welcome", "POST account/invitation", "POST account/passkey/sign-in", "POST account/passkey/sign-in-options", "POST account/set-up", "POST account/sign-in"].sort());
    const guarded = routes.filter((route) => route.access !== "anyone");
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const reply = await api(route.method, `${route.path}?file=pages%2Findex.json&route=%2F`, { data: { file: "pages/index.json", value: {} } });
      expect({ route: `${route.method} ${route.path}`, status: reply.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      expect(reply.json().error).toBe("Please sign in first.");
    }
    // An unknown request tells a stranger nothing either.
    expect((await api("GET", "no-such-request")).status).toBe(401);
  });

  it("refuses the preview frame, pictures and public files, sending a browser to the sign-in page", async () => {
    for (const path of ["/_editor/frame", "/_img/images/logo-w200.webp", "/images/logo.svg", "/images/services/veneers.svg", "/anything"]) {
      expect({ path, status: (await send("GET", path)).status }).toEqual({ path, status: 401 });
      const page = await send("GET", path, { headers: { Accept: "text/html" } });
      expect({ path, status: page.status, to: page.headers.location }).toEqual({ path, status: 303, to: "/" });
    }
  });

  it("serves the editor's page and its bundle, which show the sign-in screen", async () => {
    const page = await send("GET", "/", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    const script = /src="(\/_editor\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    expect((await send("GET", script!)).status).toBe(200);
    expect((await api("GET", "account/welcome")).json()).toEqual({ siteName: "Coventry Road Dental Care", mode: "online" });
  });

  it("answers only at its public address and only to its own pages", async () => {
    expect((await send("GET", "/", { headers: { Host: "attacker.example" } })).status).toBe(403);
    expect((await send("GET", "/", { headers: { Host: `127.0.0.1:${editor.port}` } })).status).toBe(403);
    expect((await api("POST", "account/sign-in", { data: { email: OWNER.email, password: "x" }, headers: { Origin: "https://attacker.example" } })).status).toBe(403);
  });
});

describe("joining through a link", () => {
  it("refuses a common or short password in plain words, then sets a good one once and signs in", async () => {
    expect((await api("POST", "account/invitation", { data: { token: ownerToken } })).json()).toMatchObject({ name: OWNER.name, email: OWNER.email, role: "owner" });
    const common = await api("POST", "account/set-up", { data: { token: ownerToken, password: "password123" } });
    expect(common.status).toBe(422);
    expect(common.json()).toMatchObject({ field: "password", error: expect.stringMatching(/most common/) });
    const short = await api("POST", "account/set-up", { data: { token: ownerToken, password: "k3#pQ" } });
    expect(short.json().error).toMatch(/at least 10 characters/);

    const joined = await api("POST", "account/set-up", { data: { token: ownerToken, password: OWNER.password } });
    expect(joined.status).toBe(200);
    const cookie = ([] as string[]).concat(joined.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="))!;
    for (const flag of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/"]) expect(cookie).toContain(flag);
    expect(cookie).not.toMatch(/Domain=/i);
    ownerCookie = cookieFrom(joined);
    expect((await api("GET", "session", { cookie: ownerCookie })).json()).toMatchObject({ mode: "online", person: { name: OWNER.name, role: "owner" } });

    const again = await api("POST", "account/set-up", { data: { token: ownerToken, password: "another fine passphrase" } });
    expect(again.status).toBe(404);
    expect(again.json().error).toMatch(/used already or is more than a day old/);
  });

  it("lets an owner invite an editor, who joins and signs in", async () => {
    const invited = await api("POST", "account/invite", { cookie: ownerCookie, data: { ...EDITOR, role: "editor" } });
    expect(invited.status).toBe(200);
    const link: string = invited.json().link;
    expect(link.startsWith(`${editor.origin}/#/set-up/`)).toBe(true);
    const joined = await api("POST", "account/set-up", { data: { token: link.split("/").pop(), password: EDITOR.password } });
    expect(joined.status).toBe(200);
    editorCookie = cookieFrom(joined);
    const signedIn = await signIn(EDITOR.email, EDITOR.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json().person).toMatchObject({ name: EDITOR.name, role: "editor" });
  });
});

describe("roles", () => {
  it("refuses an editor the owners' requests and the practice details, and lets them save a page", async () => {
    for (const [method, path] of [["GET", "account/users"], ["GET", "account/record"], ["POST", "account/invite"], ["POST", "settings"]] as const) {
      expect({ path, status: (await api(method, path, { cookie: editorCookie, data: {} })).status }).toEqual({ path, status: 403 });
    }
    const details = (await api("GET", "document?file=site.config.json", { cookie: editorCookie })).json();
    const refused = await api("POST", "save", { cookie: editorCookie, data: { file: "site.config.json", value: { ...details.value, name: "Changed" }, baseVersion: details.version } });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toMatch(/^Only an owner can change the practice's name in the practice details\. Ask an owner/);
    expect(site.read("site.config.json").name).toBe("Coventry Road Dental Care");

    const page = (await api("GET", "document?file=pages%2Fcontact.json", { cookie: editorCookie })).json();
    const saved = await api("POST", "save", { cookie: editorCookie, data: { file: "pages/contact.json", value: { ...page.value, title: "Contact us | Coventry Road Dental Care" }, baseVersion: page.version } });
    expect(saved.status).toBe(200);
    expect(site.read("pages/contact.json").title).toBe("Contact us | Coventry Road Dental Care");
  });

  it("keeps the practice's name from an editor through every request that writes, with the everyday right and without", async () => {
    const editorId = (await api("GET", "account/users", { cookie: ownerCookie })).json().people.find((person: { email: string }) => person.email === EDITOR.email).id;
    const writes = editorRoutes().filter((route) => route.method === "POST" && route.access !== "anyone" && !route.path.startsWith("account/"));
    for (const allowed of [true, false]) {
      expect((await api("POST", "account/everyday", { cookie: ownerCookie, data: { id: editorId, allowed } })).status).toBe(200);
      for (const route of writes) {
        const details = (await api("GET", "document?file=site.config.json", { cookie: editorCookie })).json();
        const value = { ...details.value, name: "Taken Over Dental", openingHours: details.value.openingHours.slice(0, 1) };
        const body = { file: "site.config.json", value, baseVersion: details.version, overwrite: true, commit: "0".repeat(40), live: "0".repeat(40) };
        await api("POST", `${route.path}?file=site.config.json`, { cookie: editorCookie, data: body });
        expect({ route: route.path, allowed, name: site.read("site.config.json").name }).toEqual({ route: route.path, allowed, name: "Coventry Road Dental Care" });
      }
    }
  });

  it("lets an editor change the opening hours until an owner takes that away, which the record keeps", async () => {
    const editorId = (await api("GET", "account/users", { cookie: ownerCookie })).json().people.find((person: { email: string }) => person.email === EDITOR.email).id;
    expect((await api("POST", "account/everyday", { cookie: ownerCookie, data: { id: editorId, allowed: true } })).status).toBe(200);
    const details = (await api("GET", "document?file=site.config.json", { cookie: editorCookie })).json();
    const hours = details.value.openingHours.map((row: { label: string }, index: number) => (index === 0 ? { ...row, label: "Weekdays" } : row));
    const saved = await api("POST", "save", { cookie: editorCookie, data: { file: "site.config.json", value: { ...details.value, openingHours: hours }, baseVersion: details.version } });
    expect(saved.status).toBe(200);
    expect(site.read("site.config.json").openingHours[0].label).toBe("Weekdays");

    expect((await api("POST", "account/everyday", { cookie: editorCookie, data: { id: editorId, allowed: true } })).status).toBe(403);
    expect((await api("POST", "account/everyday", { cookie: ownerCookie, data: { id: editorId, allowed: false } })).status).toBe(200);
    const again = (await api("GET", "document?file=site.config.json", { cookie: editorCookie })).json();
    const refused = await api("POST", "save", { cookie: editorCookie, data: { file: "site.config.json", value: { ...again.value, openingHours: again.value.openingHours.slice(0, 1) }, baseVersion: again.version } });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toMatch(/^An owner has not given you the right to change the opening hours/);
    expect(site.read("site.config.json").openingHours[0].label).toBe("Weekdays");
    const record = (await api("GET", "account/record", { cookie: ownerCookie })).json().entries;
    expect(record.some((entry: { who: string; action: string; detail: string }) => entry.who === OWNER.name && entry.action === "took a right away" && entry.detail.startsWith(EDITOR.name))).toBe(true);
    expect((await api("GET", "account/users", { cookie: ownerCookie })).json().people.find((person: { id: string }) => person.id === editorId).everyday).toBe(false);
    expect((await api("POST", "account/everyday", { cookie: ownerCookie, data: { id: editorId, allowed: true } })).status).toBe(200);
  });

  it("lets only an owner switch on approval of each publication", async () => {
    expect((await api("GET", "settings", { cookie: editorCookie })).json()).toEqual({ approvalRequired: false });
    expect((await api("POST", "settings", { cookie: ownerCookie, data: { approvalRequired: true } })).json()).toEqual({ approvalRequired: true, returnedToWaiting: 0 });
    expect((await api("GET", "settings", { cookie: editorCookie })).json()).toEqual({ approvalRequired: true });
  });
});

describe("signing in", () => {
  it("slows repeated wrong passwords down, while the right password from another address still works", async () => {
    const stranger = "203.0.113.66";
    // Sent at once, as a guesser would: a try is counted when it arrives, so a slow machine (each wrong password
    // costs a scrypt hash) cannot let the bucket refill between them.
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(OWNER.email, "not the password at all", stranger)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429]);
    const slowed = answers.find((answer) => answer.status === 429)!;
    expect(slowed.json().error).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds?\. A passkey, or a computer you have signed in from before, is not slowed down\.$/);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(OWNER.email, OWNER.password, "198.51.100.7")).status).toBe(200);
  });

  it("says the same for an unknown address as for a wrong password", async () => {
    const unknown = await signIn("nobody@example.org", OWNER.password, "192.0.2.44");
    const wrong = await signIn(OWNER.email, "a wrong passphrase here", "192.0.2.44");
    expect(unknown.status).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("ends every session of a person when they sign out everywhere", async () => {
    const other = cookieFrom(await signIn(EDITOR.email, EDITOR.password, "192.0.2.50"));
    expect((await api("GET", "pages", { cookie: editorCookie })).status).toBe(200);
    expect((await api("POST", "account/sign-out-everywhere", { cookie: other })).json().ended).toBeGreaterThanOrEqual(2);
    expect((await api("GET", "pages", { cookie: editorCookie })).status).toBe(401);
    expect((await api("GET", "pages", { cookie: other })).status).toBe(401);
    expect((await send("GET", "/images/logo.svg", { headers: { Cookie: editorCookie } })).status).toBe(401);
    expect((await send("GET", "/images/logo.svg", { headers: { Cookie: ownerCookie } })).status).toBe(200);
  });

  it("answers a flood of 100 wrong sign-ins from 100 addresses at once, in words, while the owner signs in from her usual address", async () => {
    expect((await signIn(OWNER.email, OWNER.password, OWNER_HOME)).status).toBe(200);
    const flood = Array.from({ length: 100 }, (_, index) => signIn(index % 2 ? OWNER.email : `guess${index}@example.org`, `wrong guess number ${index}`, `198.18.1.${index}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const owner = await signIn(OWNER.email, OWNER.password, OWNER_HOME);
    const answers = await Promise.all(flood);
    expect(owner.status).toBe(200);
    expect(answers.filter((answer) => ![401, 429].includes(answer.status))).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 429);
    // One check at a time and a short queue: most of the flood is turned away at once rather than held.
    expect(refused.length).toBeGreaterThanOrEqual(50);
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(answer.json().error).toMatch(/^(Many sign-ins are being checked at this moment|Too many wrong passwords)\. Try again in \d+ seconds?\./);
    }
    // The record counts the failures on a line or two instead of a hundred: the owner's sign-in is on its first page.
    const entries = (await api("GET", "account/record", { cookie: ownerCookie })).json().entries as { who: string; action: string; detail: string }[];
    expect(entries.filter((entry) => entry.action === "sign-in failed").length).toBeLessThanOrEqual(4);
    expect(entries.slice(0, 5).map((entry) => `${entry.who}: ${entry.action}`)).toContain(`${OWNER.name}: signed in`);
    expect(JSON.stringify(entries)).not.toMatch(/guess\d+@example\.org/);
  });

  it("slows guessing at one account from many addresses, and tells the person and the owners at their next sign-in", async () => {
    // A person of her own, so the allowance the guesses take is not the one the later tests' sign-ins need.
    const GUESSED = { name: "Gina Guessed", email: "gina@example.org", password: "saffron tunnel marble" };
    const GINA_HOME = "192.0.2.90";
    const link: string = (await api("POST", "account/invite", { cookie: ownerCookie, data: { ...GUESSED, role: "editor" } })).json().link;
    expect((await api("POST", "account/set-up", { data: { token: link.split("/").pop(), password: GUESSED.password } })).status).toBe(200);
    expect((await signIn(GUESSED.email, GUESSED.password, GINA_HOME)).status).toBe(200);
    // Sent at once from 14 addresses: the account-wide allowance (10) is taken as they arrive, however slow the checks.
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn(GUESSED.email, "not gina's password", `198.19.2.${i}`)));
    const slowed = answers.filter((answer) => answer.status === 429 && /^Too many wrong passwords/.test(answer.json().error));
    expect(slowed).toHaveLength(4);
    // From her usual computer, Gina is not slowed, and is told.
    const gina = await signIn(GUESSED.email, GUESSED.password, GINA_HOME);
    expect(gina.status).toBe(200);
    expect(gina.json().notices.join(" ")).toMatch(/many wrong passwords were tried for your account from different places/);
    const olive = await signIn(OWNER.email, OWNER.password, OWNER_HOME);
    expect(olive.json().notices.join(" ")).toMatch(/many wrong passwords were tried for Gina Guessed's account/);
    const entries = (await api("GET", "account/record", { cookie: ownerCookie })).json().entries as { who: string; action: string; detail: string }[];
    expect(entries.map((entry) => `${entry.who}: ${entry.action}`)).toContain(`${GUESSED.name}: sign-in slowed`);
    // The owners read which addresses the wrong passwords came from, with how many from each.
    const failed = entries.find((entry) => entry.who === GUESSED.name && entry.action === "sign-in failed");
    expect(failed?.detail).toMatch(/^(\d+) wrong passwords from \1 addresses, \d\d:\d\d to \d\d:\d\d UTC: 1 from 198\.19\.2\.\d+, 1 from 198\.19\.2\.\d+, 1 from 198\.19\.2\.\d+, and (\d+) from \2 other address(es)?$/);
  });

  it("ends a passkey planted through a stolen session when the person, or an owner for them, signs out everywhere", async () => {
    const stolen = cookieFrom(await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME));
    const eddieId = Number((await api("GET", "account/me", { cookie: stolen })).json().person.id);
    const db = new Database(join(editor.dataFolder, "editor.sqlite3"));
    const plant = () => db.prepare("INSERT INTO passkeys (id, user_id, public_key, counter, name, created_at) VALUES (?, ?, x'00', 0, 'Planted', '2026-01-01')").run(`planted-${Math.random()}`, eddieId);
    const planted = () => (db.prepare("SELECT count(*) AS n FROM passkeys WHERE user_id = ?").get(eddieId) as { n: number }).n;
    try {
      plant();
      expect((await api("GET", "account/me", { cookie: stolen })).json().passkeys).toHaveLength(1);
      expect((await api("POST", "account/sign-out-everywhere", { cookie: stolen })).json()).toMatchObject({ passkeysRemoved: 1 });
      expect(planted()).toBe(0);
      plant();
      expect((await api("POST", "account/end-sessions", { cookie: ownerCookie, data: { id: String(eddieId) } })).json()).toMatchObject({ passkeysRemoved: 1 });
      expect(planted()).toBe(0);
    } finally {
      db.close();
    }
  });

  it("asks for the password again before adding a passkey when the sign-in is more than five minutes old", async () => {
    const cookie = cookieFrom(await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME));
    const db = new Database(join(editor.dataFolder, "editor.sqlite3"));
    try {
      db.prepare("UPDATE sessions SET proved_ms = proved_ms - 600000").run();
    } finally {
      db.close();
    }
    const refused = await api("POST", "account/passkey/add-options", { cookie });
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ confirm: true, error: expect.stringMatching(/confirm it is you/) });
    expect((await api("POST", "account/passkey/add", { cookie, data: { response: {}, name: "Laptop" } })).status).toBe(403);
    expect((await api("POST", "account/confirm", { cookie, data: { password: "a wrong password here" }, headers: { "X-Real-IP": EDITOR_HOME } })).status).toBe(422);
    expect((await api("POST", "account/confirm", { cookie, data: { password: EDITOR.password }, headers: { "X-Real-IP": EDITOR_HOME } })).status).toBe(200);
    const options = await api("POST", "account/passkey/add-options", { cookie });
    expect(options.status).toBe(200);
    expect(options.json().authenticatorSelection).toMatchObject({ userVerification: "preferred", residentKey: "required" });
  });

  it("lets a person change their own password, the current one required, ending their other sessions", async () => {
    const here = cookieFrom(await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME));
    const elsewhere = cookieFrom(await signIn(EDITOR.email, EDITOR.password, "192.0.2.78"));
    const change = (current: string, password: string) => api("POST", "account/password", { cookie: here, data: { current, password }, headers: { "X-Real-IP": EDITOR_HOME } });
    expect((await change("not my password at all", "willow harbour lantern")).json()).toMatchObject({ field: "current" });
    for (const practice of ["Coventry Road Dental", "coventryroad 2024"]) {
      expect((await change(EDITOR.password, practice)).json().error).toMatch(/practice's name or address/);
    }
    const changed = await change(EDITOR.password, "willow harbour lantern");
    expect(changed.status).toBe(200);
    const fresh = cookieFrom(changed);
    for (const old of [here, elsewhere]) expect((await api("GET", "pages", { cookie: old })).status).toBe(401);
    expect((await api("GET", "pages", { cookie: fresh })).status).toBe(200);
    expect((await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME)).status).toBe(401);
    EDITOR.password = "willow harbour lantern";
    expect((await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME)).status).toBe(200);
  });

  it("records a reset link an owner makes as a reset, and tells the person who made it and when at their next sign-in", async () => {
    const people = (await api("GET", "account/users", { cookie: ownerCookie })).json().people as { id: string; email: string }[];
    const eddie = people.find((person) => person.email === EDITOR.email)!;
    const link: string = (await api("POST", "account/new-link", { cookie: ownerCookie, data: { id: eddie.id } })).json().link;
    const set = await api("POST", "account/set-up", { data: { token: link.split("/").pop(), password: "bramble kettle horizon" } });
    expect(set.status).toBe(200);
    EDITOR.password = "bramble kettle horizon";
    const entries = (await api("GET", "account/record", { cookie: ownerCookie })).json().entries as { who: string; action: string; detail: string }[];
    expect(entries.slice(0, 5).map((entry) => `${entry.who}: ${entry.action}`)).toEqual(expect.arrayContaining([`${OWNER.name}: made a password reset link`, `${EDITOR.name}: reset their password`]));
    expect(entries.find((entry) => entry.action === "reset their password")!.detail).toMatch(/made by Olive Owner/);
    const next = await signIn(EDITOR.email, EDITOR.password, EDITOR_HOME);
    expect(next.json().notices.join(" ")).toMatch(/^Your password was reset on \d+ \w+ \d{4} at \d\d:\d\d through a link made by Olive Owner\.$/);
  });

  it("lets an owner remove a person, whose sessions end with them", async () => {
    editorCookie = cookieFrom(await signIn(EDITOR.email, EDITOR.password, "192.0.2.51"));
    const people = (await api("GET", "account/users", { cookie: ownerCookie })).json().people as { id: string; email: string }[];
    const eddie = people.find((person) => person.email === EDITOR.email)!;
    removedId = eddie.id;
    expect((await api("POST", "account/remove", { cookie: ownerCookie, data: { id: eddie.id } })).status).toBe(200);
    expect((await api("GET", "pages", { cookie: editorCookie })).status).toBe(401);
    expect((await signIn(EDITOR.email, EDITOR.password, "192.0.2.51")).status).toBe(401);
  });

  it("never gives a removed person's id to the next person invited", async () => {
    expect((await api("POST", "account/invite", { cookie: ownerCookie, data: { name: "Nina New", email: "nina@example.org", role: "editor" } })).status).toBe(200);
    const people = (await api("GET", "account/users", { cookie: ownerCookie })).json().people as { id: string; email: string }[];
    const nina = people.find((person) => person.email === "nina@example.org")!;
    expect(Number(nina.id)).toBeGreaterThan(Number(removedId));
  });

  it("keeps a record of who did what, which the owner reads", async () => {
    const entries = (await api("GET", "account/record", { cookie: ownerCookie })).json().entries as { who: string; action: string }[];
    const seen = new Set(entries.map((entry) => `${entry.who}: ${entry.action}`));
    for (const line of [`${OWNER.name}: joined`, `${OWNER.name}: invited`, `${EDITOR.name}: joined`, `${EDITOR.name}: signed in`, `${OWNER.name}: sign-in failed`, `${EDITOR.name}: signed out everywhere`, `${OWNER.name}: removed`, `${OWNER.name}: changed a setting`]) {
      expect(seen).toContain(line);
    }
  });
});
