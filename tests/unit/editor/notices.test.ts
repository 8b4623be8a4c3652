/**
 * People are told about approval requests (issue 48, point 6): when an editor asks, every owner finds a notice in
 * the editor and gets an e-mail (a real SMTP server on loopback) that names who asked and nothing of the pages;
 * the editor is told the same two ways when an owner declines, approves for a date, or approves and publishes.
 * A notice is its person's only: nobody else lists or dismisses it. Mail that cannot be sent, or no mail server at
 * all, never holds up or fails the request: the record says what was not sent. Through the publishing routes,
 * against a real bare repository.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toUkTime } from "../../../engine/editor/model/ukTime";
import { personOfAccount, Users } from "../../../engine/editor/server/accounts/users";
import { noticeRoutes } from "../../../engine/editor/server/notices/routes";
import { KEPT_PER_PERSON, noticesOf } from "../../../engine/editor/server/notices/store";
import { tellOwnersOfRequest, tellRequester } from "../../../engine/editor/server/notices/tell";
import type { Person } from "../../../engine/editor/server/people";
import type { PublishRequestRow } from "../../../engine/editor/server/publish/requests";
import { schedulerOf } from "../../../engine/editor/server/publish/schedule";
import { EventRecord } from "../../../engine/editor/server/record";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { openEditorDatabase } from "../../../engine/editor/server/store/database";
import { loopbackSmtp, type LoopbackSmtp, type ReceivedMail } from "../../support/loopbackSmtp";
import { freePort } from "../../support/onlineEditor";
import { approvalOf, callRoute, publishWhatIsShown, routesOnRig } from "../../support/publishCalls";
import type { PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;
const ORIGIN = "https://editor.example-practice.co.uk";
/** The page's words and price in the change: no e-mail may carry them. */
const PAGE_WORDS = ["Porcelain veneers now £495", "£495", "495", "Porcelain", "veneers"];

let rig: PublishRig;
let context: EditorContext;
routesOnRig(true, (made) => ({ rig, context } = made));

let smtp: LoopbackSmtp;
let mails: ReceivedMail[];
const SMTP_NAMES = ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_FROM"];
const smtpBefore = SMTP_NAMES.map((name) => process.env[name]);
const mailTo = (port: number) => smtp.useIt(port);
let smtpPort: number;

let olu: Person, ola: Person, sam: Person, eve: Person;

beforeAll(async () => {
  smtp = await loopbackSmtp();
  ({ mails, port: smtpPort } = smtp);
  smtp.useIt();
  const users = new Users(context.db);
  // The credits of an owner's own Publish look their people up by account.
  Object.assign(context.frontDoor, { users });
  const person = (name: string, email: string, role: "owner" | "editor") => {
    const account = users.add(name, email, role);
    users.setPassword(account.id, "a password hash");
    return personOfAccount(users.byId(account.id)!);
  };
  olu = person("Olu Owner", "olu@practice.example", "owner");
  ola = person("Ola Owner", "ola@practice.example", "owner");
  sam = person("Sam Editor", "sam@practice.example", "editor");
  eve = person("Eve Editor", "eve@practice.example", "editor");
});

afterAll(async () => {
  SMTP_NAMES.forEach((name, index) => (smtpBefore[index] === undefined ? delete process.env[name] : (process.env[name] = smtpBefore[index])));
  await smtp?.close();
});

const call = (person: Person, method: "GET" | "POST", path: string, body?: unknown) => callRoute(context, person, method, path, body);
const noticesFor = async (person: Person) => (await call(person, "GET", "notices")).json.notices as { id: number; kind: string; text: string }[];

async function mailsArrived(count: number): Promise<void> {
  for (let i = 0; i < 200 && mails.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mails.length).toBe(count);
}

/** The body of a mail as a reader sees it (after its headers), quoted-printable soft breaks joined. */
const bodyOf = (raw: string) => raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, "");
/** Its subject and body: what a reader (or a server it passes through) reads, without the random ids of its headers. */
const readable = (raw: string) => `${/^Subject: .*$/m.exec(raw)?.[0] ?? ""}\n${bodyOf(raw)}`;

function withoutPageContent(raw: string): void {
  for (const words of PAGE_WORDS) expect({ words, found: readable(raw).toLowerCase().includes(words.toLowerCase()) }).toEqual({ words, found: false });
  expect(readable(raw)).not.toMatch(/=C2=A3|£/);
}

/** Sam changes the veneers page (its heading, with a price) and asks an owner to publish it. */
async function samAsks(heading: string, note: string): Promise<number> {
  rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = heading));
  context.saves.record("pages/veneers.json", sam);
  const asked = await publishWhatIsShown(context, sam, note);
  expect(asked.json).toMatchObject({ published: false, reason: "requested" });
  return asked.json.id as number;
}

describe("an editor asks for approval", () => {
  it("tells every owner in the editor and by an e-mail without the page's words; nobody else sees or dismisses it", async () => {
    mails.length = 0;
    const id = await samAsks("Porcelain veneers now £495", "Porcelain veneers now £495");

    await mailsArrived(1);
    expect(mails[0]!.to.sort()).toEqual(["ola@practice.example", "olu@practice.example"]);
    expect(mails[0]!.raw).toMatch(/Subject: Sam Editor asked for approval of changes to the website/);
    expect(bodyOf(mails[0]!.raw)).toContain(`Sam Editor asked for approval of changes to the website: sign in to review them.`);
    expect(bodyOf(mails[0]!.raw)).toContain(`${ORIGIN}/#/publish`);
    withoutPageContent(mails[0]!.raw);

    for (const owner of [olu, ola]) expect(await noticesFor(owner)).toEqual([expect.objectContaining({ kind: "asked", text: "Sam Editor asked for approval of 1 change: open the Publish screen to review it." })]);
    // The others signed in: nothing listed, and another's notice cannot be dismissed by any route of notices.
    const [olusNotice] = await noticesFor(olu);
    for (const other of [sam, eve, ola]) {
      for (const route of noticeRoutes) {
        const reply = await call(other, route.method, route.path, { id: olusNotice!.id });
        expect({ who: other.name, route: route.path, shows: JSON.stringify(reply.json).includes(`"id":${olusNotice!.id},`) }).toEqual({ who: other.name, route: route.path, shows: false });
      }
    }
    expect(await noticesFor(eve)).toEqual([]);
    expect(await noticesFor(olu)).toHaveLength(1);
    expect(id).toBeGreaterThan(0);

    // Dismissing is on the notice as its person saw it: a second time, it is gone already.
    expect((await call(olu, "POST", "notices/dismiss", { id: olusNotice!.id })).status).toBe(200);
    expect((await call(olu, "POST", "notices/dismiss", { id: olusNotice!.id })).status).toBe(404);
    expect(await noticesFor(olu)).toEqual([]);
    expect(await noticesFor(ola)).toHaveLength(1);
  });

  it("tells the editor of a decline by name, and the owners' notice of that request goes", async () => {
    mails.length = 0;
    const waiting = (await call(olu, "GET", "publish/changes")).json.waiting as { id: number }[];
    expect((await call(olu, "POST", "publish/decide", { id: waiting[0]!.id, approve: false })).json).toMatchObject({ reason: "declined" });
    await mailsArrived(1);
    expect(mails[0]!.to).toEqual(["sam@practice.example"]);
    expect(bodyOf(mails[0]!.raw)).toContain("Olu Owner declined your request to publish changes to the website.");
    withoutPageContent(mails[0]!.raw);
    expect(await noticesFor(sam)).toEqual([expect.objectContaining({ kind: "declined", text: expect.stringMatching(/^Olu Owner declined your request/) })]);
    // The request no longer waits: Ola has nothing left to do about it.
    expect(await noticesFor(ola)).toEqual([]);
    expect(await noticesFor(eve)).toEqual([]);
  });

  it("tells the editor the date, in words, of an approval for a date", async () => {
    mails.length = 0;
    await samAsks("Porcelain veneers now £495 from April", "Porcelain veneers now £495");
    await mailsArrived(1);
    mails.length = 0;
    const request = (await call(olu, "GET", "publish/changes")).json.waiting[0];
    const date = toUkTime(new Date(Date.now() + 40 * 86_400_000)).slice(0, 10);
    expect((await call(olu, "POST", "publish/decide", { ...approvalOf(request), publishAt: `${date}T09:00` })).json).toMatchObject({ reason: "scheduled" });
    await mailsArrived(1);
    const [year, month, day] = date.split("-").map(Number);
    const words = `${day} ${new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${year} at 09:00`;
    expect(mails[0]!.to).toEqual(["sam@practice.example"]);
    expect(bodyOf(mails[0]!.raw)).toContain(`Olu Owner approved your changes to the website, to be published on`);
    expect(bodyOf(mails[0]!.raw)).toContain(words);
    withoutPageContent(mails[0]!.raw);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "scheduled", text: expect.stringContaining(`to be published on`) });
    expect((await noticesFor(sam)).at(-1)!.text).toContain(words);
    // Cancelled again, so that the next test's publication is not held by it (Sam is told that too).
    expect((await call(olu, "POST", "publish/cancel", { id: request.id, status: "scheduled" })).status).toBe(200);
    await mailsArrived(2);
  });

  it("tells the editor when an owner approves and publishes", async () => {
    mails.length = 0;
    await samAsks("Porcelain veneers now £495 today", "Porcelain veneers now £495");
    await mailsArrived(1);
    mails.length = 0;
    const request = (await call(olu, "GET", "publish/changes")).json.waiting[0];
    expect((await call(olu, "POST", "publish/decide", approvalOf(request))).json).toMatchObject({ published: true });
    await mailsArrived(1);
    expect(mails[0]!.to).toEqual(["sam@practice.example"]);
    expect(bodyOf(mails[0]!.raw)).toContain("Olu Owner approved your changes to the website: they are live now.");
    withoutPageContent(mails[0]!.raw);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "approved", text: expect.stringMatching(/^Olu Owner approved your request .*: it is live now\.$/) });
  }, BUILDS_TIMEOUT);
});

describe("when mail cannot be sent", () => {
  it("asks all the same, with the notices, and the record says the owners were not e-mailed", async () => {
    mails.length = 0;
    // A port nothing listens on: the mail server cannot be reached.
    const closed = await freePort();
    mailTo(closed);
    try {
      const started = Date.now();
      await samAsks("Porcelain veneers now £495 again", "Again");
      expect(Date.now() - started).toBeLessThan(60_000);
      let entry;
      for (let i = 0; i < 200 && !entry; i++) {
        entry = context.record.list().find((line) => line.action === "could not send an e-mail");
        if (!entry) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(entry?.detail).toMatch(/^E-mail to tell the owners that Sam Editor asked for approval was not sent: the mail server \(127\.0\.0\.1:\d+\) could not be reached: nothing answers at that address\. They are still told in the editor/);
      expect(await noticesFor(ola)).toHaveLength(1);
    } finally {
      mailTo(smtpPort);
    }
    expect(mails).toEqual([]);
  });

  it("with no mail server set up, sends nothing and fails nothing", async () => {
    const request = (await call(olu, "GET", "publish/changes")).json.waiting[0];
    for (const name of SMTP_NAMES) delete process.env[name];
    try {
      expect((await call(olu, "POST", "publish/decide", { id: request.id, approve: false })).json).toMatchObject({ reason: "declined" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "declined" });
    } finally {
      mailTo(smtpPort);
    }
    expect(mails).toEqual([]);
  });
});

describe("when a notice cannot be kept", () => {
  it("the request or answer stands, and the record says who was not told", () => {
    const data = mkdtempSync(join(tmpdir(), "editor-notices-broken-"));
    const db = openEditorDatabase(data);
    try {
      const record = new EventRecord(db);
      new Users(db).add("Olu Owner", "olu@practice.example", "owner");
      db.exec("DROP TABLE notices");
      const row = { id: 1, personId: "2", name: "Sam Editor", message: "Winter hours" } as PublishRequestRow;
      expect(() => tellOwnersOfRequest({ db, record }, row, 1)).not.toThrow();
      expect(() => tellRequester({ db, record }, row, { kind: "declined", by: olu })).not.toThrow();
      expect(record.list().map((line) => line.detail)).toEqual([
        "The editor could not tell Sam Editor that Olu Owner answered their request in the editor or by e-mail: its database was busy. Look at the Publish screen for what waits.",
        "The editor could not tell the owners that Sam Editor asked for approval in the editor or by e-mail: its database was busy. Look at the Publish screen for what waits.",
      ]);
    } finally {
      db.close();
    }
  });
});

describe("many requests", () => {
  it("e-mails an owner once until they have seen what waits, each request still with its notice", async () => {
    mails.length = 0;
    await samAsks("Porcelain veneers now £495, first", "First");
    await mailsArrived(1);
    expect(mails[0]!.to.sort()).toEqual(["ola@practice.example", "olu@practice.example"]);
    await samAsks("Porcelain veneers now £495, second", "Second");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails).toHaveLength(1);
    expect(await noticesFor(olu)).toHaveLength(2);
    for (const notice of await noticesFor(olu)) expect((await call(olu, "POST", "notices/dismiss", { id: notice.id })).status).toBe(200);
    await samAsks("Porcelain veneers now £495, third", "Third");
    await mailsArrived(2);
    expect(mails[1]!.to).toEqual(["olu@practice.example"]);
    expect(await noticesFor(ola)).toHaveLength(3);
  });
});

describe("an owner's own Publish", () => {
  it("tells the editor whose waiting request it published with it", async () => {
    mails.length = 0;
    const before = (await noticesFor(ola)).length;
    expect((await publishWhatIsShown(context, olu, "Everything saved")).json).toMatchObject({ published: true });
    await mailsArrived(1);
    expect(mails[0]!.to).toEqual(["sam@practice.example"]);
    expect(bodyOf(mails[0]!.raw)).toContain("Olu Owner published your changes to the website: they are live now.");
    withoutPageContent(mails[0]!.raw);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "published-with", text: "Olu Owner published your request “Third” with their own publication: it is live now." });
    // The request it held no longer waits: its notice has gone from the owners' lists.
    expect(await noticesFor(ola)).toHaveLength(before - 1);
  }, BUILDS_TIMEOUT);
});

/** The mails Sam was sent, and a wait until there are `count`. */
const toSam = () => mails.filter((mail) => mail.to.includes("sam@practice.example"));
async function samsMails(count: number): Promise<void> {
  for (let i = 0; i < 200 && toSam().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(toSam()).toHaveLength(count);
}

/** The day `days` from now, as the Publish screen's date field gives it (UK time). */
const daysAhead = (days: number) => toUkTime(new Date(Date.now() + days * 86_400_000)).slice(0, 10);

/** Sam asks with this note, and Olu approves it for 40 days from now at 09:00: the request's row as the screen listed it. */
async function approvedForADate(note: string): Promise<{ id: number }> {
  await samAsks(`Porcelain veneers now £495: ${note}`, note);
  const request = (await call(olu, "GET", "publish/changes")).json.waiting.find((row: { message: string }) => row.message === note);
  expect((await call(olu, "POST", "publish/decide", { ...approvalOf(request), publishAt: `${daysAhead(40)}T09:00` })).json).toMatchObject({ reason: "scheduled" });
  return request;
}

describe("a publication on a date", () => {
  it("tells the editor when the request an owner approved for a date goes live on it", async () => {
    const before = toSam().length;
    const request = await approvedForADate("Spring");
    await samsMails(before + 1);
    // Its date has come.
    context.db.prepare("UPDATE publish_requests SET publish_at = ? WHERE id = ?").run(new Date(Date.now() - 60_000).toISOString(), request.id);
    await schedulerOf(context).runDue();
    expect(context.record.list()[0]).toMatchObject({ action: "published on its date" });
    await samsMails(before + 2);
    expect(bodyOf(toSam().at(-1)!.raw)).toContain("Your changes to the website, approved by Olu Owner, were published on their date: they are live now.");
    withoutPageContent(toSam().at(-1)!.raw);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "published-on-date", text: "Your request “Spring”, approved by Olu Owner, was published on its date: it is live now." });
  }, BUILDS_TIMEOUT);
});

describe("an owner changes an approved publication", () => {
  it("tells the editor its new date, then that it was cancelled; withdrawing one's own tells nobody", async () => {
    const before = toSam().length;
    const request = await approvedForADate("Summer");
    await samsMails(before + 1);

    expect((await call(olu, "POST", "publish/reschedule", { id: request.id, status: "scheduled", publishAt: `${daysAhead(50)}T10:30` })).status).toBe(200);
    await samsMails(before + 2);
    expect(bodyOf(toSam().at(-1)!.raw)).toMatch(/Olu Owner moved the publication of your changes to the website to \w+ \d+ \w+ \d{4} at 10:30 \(UK time\)\./);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "moved", text: expect.stringMatching(/^Olu Owner moved your request “Summer” to .* at 10:30 \(UK time\)\.$/) });

    expect((await call(olu, "POST", "publish/cancel", { id: request.id, status: "scheduled" })).status).toBe(200);
    await samsMails(before + 3);
    expect(bodyOf(toSam().at(-1)!.raw)).toContain("Olu Owner cancelled the publication of your changes to the website. Your changes stay saved in the editor, unpublished.");
    for (const mail of toSam().slice(before)) withoutPageContent(mail.raw);
    expect((await noticesFor(sam)).at(-1)).toMatchObject({ kind: "cancelled", text: "Olu Owner cancelled your request “Summer”. Your changes stay saved here, unpublished." });

    const samsNotices = (await noticesFor(sam)).length;
    const own = await samAsks("Porcelain veneers now £495 in autumn", "Autumn");
    expect((await call(sam, "POST", "publish/cancel", { id: own, status: "waiting" })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toSam()).toHaveLength(before + 3);
    expect(await noticesFor(sam)).toHaveLength(samsNotices);
  }, BUILDS_TIMEOUT);
});

describe("what is kept", () => {
  it("keeps at most a bounded number of notices per person, the seen ones going first", () => {
    const notices = noticesOf(context);
    const first = notices.listFor(eve.id).length;
    expect(first).toBe(0);
    for (let i = 0; i < KEPT_PER_PERSON + 10; i++) notices.add(eve.id, "declined", `Notice ${i}`);
    const kept = context.db.prepare("SELECT count(*) AS n FROM notices WHERE user_id = ?").get(Number(eve.id)) as { n: number };
    expect(kept.n).toBe(KEPT_PER_PERSON);
    expect(notices.listFor(eve.id).at(-1)!.text).toBe(`Notice ${KEPT_PER_PERSON + 9}`);
    // Nothing for someone without an account (the person at the computer, or someone removed).
    expect(notices.add("local", "declined", "Nobody")).toBe(false);
    expect(notices.add("9999", "declined", "Nobody")).toBe(false);
  });
});
