/**
 * Identity and taking access back, without a server: a person's id is never given to anyone else (also in a
 * database made before ids were AUTOINCREMENT), removing a person ends their drafts, waiting publish requests,
 * passkeys and sessions, adding a passkey needs a proof of who one is from the last five minutes, passkey
 * challenges are bounded, and passwords made of the practice's name or address are refused.
 */
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_CHALLENGES, Passkeys, TooManyChallenges } from "../../../engine/editor/server/accounts/passkeys";
import { passwordProblem, practiceWords } from "../../../engine/editor/server/accounts/passwords";
import { FRESH_FOR_MS, Sessions } from "../../../engine/editor/server/accounts/sessions";
import { Users } from "../../../engine/editor/server/accounts/users";
import { DraftStore } from "../../../engine/editor/server/drafts/draftStore";
import { PublishRequests } from "../../../engine/editor/server/publish/requests";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";

const FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "minimal-site");
let folder: string;
let db: EditorDatabase;
let now: number;
const clock = () => now;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "editor-identity-"));
  db = openEditorDatabase(folder);
  now = Date.UTC(2026, 0, 5, 9, 0, 0);
});

const draft = { value: { title: "Half-typed" }, baseVersion: null, baseValue: undefined };

describe("a person's id", () => {
  it("is never given to the next person after the last one was removed", () => {
    const users = new Users(db, clock);
    users.add("Olive", "olive@example.org", "owner");
    const sam = users.add("Sam", "sam@example.org", "editor");
    users.remove(sam.id);
    const next = users.add("Nina", "nina@example.org", "editor");
    expect(next.id).not.toBe(sam.id);
    expect(Number(next.id)).toBeGreaterThan(Number(sam.id));
  });

  it("is not reused in a database made before, where a removed person's draft and record were left on it", () => {
    db.close();
    // A folder of its own: openEditorDatabase (beforeEach) gives a new database today's tables.
    folder = mkdtempSync(join(tmpdir(), "editor-identity-old-"));
    const old = new Database(join(folder, "editor.sqlite3"));
    old.exec(`CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL CHECK (role IN ('owner', 'editor')), password TEXT, created_at TEXT NOT NULL);
      CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL);
      CREATE TABLE record (id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL, person TEXT, action TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '');
      INSERT INTO users VALUES (1, 'Olive', 'olive@example.org', 'owner', 'x', '2025-01-01'), (2, 'Sam', 'sam@example.org', 'editor', 'x', '2025-01-01');
      INSERT INTO sessions VALUES ('h', 1, 0, 0);
      INSERT INTO record (at, who, person, action) VALUES ('2025-02-01', 'Rita', '3', 'signed in');`);
    new DraftStore(old).keep("3", "pages/about.json", draft);
    old.close();

    db = openEditorDatabase(folder);
    new DraftStore(db);
    const users = new Users(db, clock);
    expect(users.list().map((person) => person.name)).toEqual(["Olive", "Sam"]);
    expect((db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n).toBe(1);
    const next = users.add("Nina", "nina@example.org", "editor");
    expect(next.id).toBe("4");
    expect(new DraftStore(db).get("3", "pages/about.json")).toBeNull();
    // Foreign keys still hold after the rebuild: removing Olive ends her session.
    users.remove(1);
    expect((db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n).toBe(0);
  });
});

describe("removing a person", () => {
  it("ends their drafts, waiting publish requests, passkeys and sessions, and nobody else's", () => {
    const users = new Users(db, clock);
    const drafts = new DraftStore(db);
    const requests = new PublishRequests(db);
    const sessions = new Sessions(db, clock);
    new Passkeys(db, "https://editor.example.org", clock);
    const olive = users.add("Olive", "olive@example.org", "owner");
    const sam = users.add("Sam", "sam@example.org", "editor");
    for (const person of [olive, sam]) {
      drafts.keep(person.id, "pages/about.json", draft);
      requests.add(person, "New prices", "0".repeat(40));
      sessions.start(person.id);
      db.prepare("INSERT INTO passkeys (id, user_id, public_key, counter, name, created_at) VALUES (?, ?, x'00', 0, 'Laptop', '2026-01-01')").run(`key-${person.id}`, Number(person.id));
    }
    expect(users.remove(sam.id)).toEqual({ drafts: 1, requests: 1 });
    expect(drafts.get(sam.id, "pages/about.json")).toBeNull();
    expect(drafts.get(olive.id, "pages/about.json")).not.toBeNull();
    expect(requests.waiting().map((request) => request.personId)).toEqual([olive.id]);
    expect(db.prepare("SELECT user_id FROM passkeys").all()).toEqual([{ user_id: Number(olive.id) }]);
    expect(sessions.count(sam.id)).toBe(0);
    expect(sessions.count(olive.id)).toBe(1);
  });
});

describe("adding a passkey", () => {
  it("needs the person to have proved who they are on this session within five minutes", () => {
    const sam = new Users(db, clock).add("Sam", "sam@example.org", "editor");
    const sessions = new Sessions(db, clock);
    const token = sessions.start(sam.id);
    expect(sessions.isFresh(token)).toBe(true);
    now += FRESH_FOR_MS + 1;
    // A session cookie taken later (copied from a shared computer) is not enough.
    expect(sessions.isFresh(token)).toBe(false);
    sessions.proved(token);
    expect(sessions.isFresh(token)).toBe(true);
  });
});

describe("passkey challenges", () => {
  it("for adding a passkey expire, and no more than a bounded number wait at once (a 429 in words)", async () => {
    const passkeys = new Passkeys(db, "https://editor.example.org", clock);
    const waiting = () => (db.prepare("SELECT count(*) AS n FROM passkey_challenges").get() as { n: number }).n;
    const sam = new Users(db, clock).add("Sam", "sam@example.org", "editor");
    for (let i = 0; i < MAX_CHALLENGES; i++) await passkeys.additionOptions(sam, `session-${i}`, "Site");
    await expect(passkeys.additionOptions(sam, "one-more", "Site")).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/Try again in a minute/) });
    await expect(passkeys.additionOptions(sam, "one-more", "Site")).rejects.toBeInstanceOf(TooManyChallenges);
    expect(waiting()).toBe(MAX_CHALLENGES);
    now += 5 * 60 * 1000 + 1;
    await passkeys.additionOptions(sam, "after-they-expired", "Site");
    expect(waiting()).toBe(1);
  });
});

describe("passwords made of the practice's name or address", () => {
  it("are refused in any spacing or case; words of one's own are not", () => {
    const practice = practiceWords(FIXTURE);
    const about = { name: "Sam Patel", email: "sam@example.org", siteName: "Coventry Road Dental Care", practice };
    for (const password of ["coventryroad", "Coventry Road Dental", "cv128nw-CV128NW", "CV12 8NW bedworth", "CoventryRoad2024!", "c o v e n t r y r d 94", "dental care coventry"]) {
      expect({ password, problem: passwordProblem(password, about) }).toEqual({ password, problem: expect.stringMatching(/practice's name|practice's name or address/) });
    }
    for (const password of ["lantern orchard pebble", "coventry lantern orchard", "1234 9876 5555 2"]) {
      expect({ password, problem: passwordProblem(password, about) }).toEqual({ password, problem: null });
    }
  });
});
