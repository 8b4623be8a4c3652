/**
 * The editor's database schema (store/schema.ts): a new database opens at the current version with every table;
 * a database made before versions existed opens, takes the missing tables and columns, and keeps every row;
 * a database at version 1, whose publishing tables their stores made, takes them into the migrations and keeps
 * every request; opening again changes nothing.
 */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Sessions } from "../../../engine/editor/server/accounts/sessions";
import { Users } from "../../../engine/editor/server/accounts/users";
import { DraftStore } from "../../../engine/editor/server/drafts/draftStore";
import { PublishRequests } from "../../../engine/editor/server/publish/requests";
import { DATABASE_FILE, openEditorDatabase } from "../../../engine/editor/server/store/database";
import { SCHEMA_VERSION } from "../../../engine/editor/server/store/schema";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "editor-schema-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const version = (db: Database.Database) => db.pragma("user_version", { simple: true }) as number;
const tables = (db: Database.Database) => (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
const columns = (db: Database.Database, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((row) => row.name);

describe("the editor's database schema", () => {
  it("opens a new database at the current version, with the tables of accounts, drafts, the record, settings and publishing", () => {
    const db = openEditorDatabase(folder);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(1);
    expect(version(db)).toBe(SCHEMA_VERSION);
    expect(tables(db)).toEqual(expect.arrayContaining(["users", "invitations", "sessions", "passkeys", "passkey_challenges", "sign_in_buckets", "known_addresses", "account_notices", "sign_in_alerts", "owner_settings", "record", "record_tallies", "drafts", "seen_versions", "saves", "publish_requests", "preview_links"]));
    db.close();
  });

  it("migrates a database made before versions: the missing tables and later columns added, every row kept", () => {
    const old = new Database(join(folder, DATABASE_FILE));
    old.exec(`CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL CHECK (role IN ('owner', 'editor')), password TEXT, created_at TEXT NOT NULL);
      CREATE TABLE invitations (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_ms INTEGER NOT NULL, used_ms INTEGER, invited_by TEXT);
      CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL);
      CREATE TABLE sign_in_buckets (key TEXT PRIMARY KEY, tokens REAL NOT NULL, updated_ms INTEGER NOT NULL);
      INSERT INTO users VALUES (1, 'Olive', 'olive@example.org', 'owner', 'x', '2025-01-01');
      INSERT INTO invitations VALUES ('link', 1, 99, NULL, 'Olive');
      INSERT INTO sessions VALUES ('h', 1, 5, 6);
      INSERT INTO sign_in_buckets VALUES ('k', 3.5, 7);`);
    expect(version(old)).toBe(0);
    old.close();

    const db = openEditorDatabase(folder);
    expect(version(db)).toBe(SCHEMA_VERSION);
    expect(columns(db, "invitations")).toContain("reset");
    expect(columns(db, "sessions")).toContain("proved_ms");
    expect(columns(db, "sign_in_buckets")).toContain("tries");
    expect(tables(db)).toEqual(expect.arrayContaining(["passkeys", "drafts", "record", "saves"]));
    expect(db.prepare("SELECT * FROM sessions").all()).toEqual([{ token_hash: "h", user_id: 1, created_ms: 5, seen_ms: 6, proved_ms: 0 }]);
    expect(db.prepare("SELECT * FROM invitations").all()).toEqual([{ token_hash: "link", user_id: 1, expires_ms: 99, used_ms: null, invited_by: "Olive", reset: 0 }]);
    expect(db.prepare("SELECT tokens, tries FROM sign_in_buckets").all()).toEqual([{ tokens: 3.5, tries: 0 }]);
    expect(new Users(db).list().map((person) => person.name)).toEqual(["Olive"]);
    db.close();
  });

  it("migrates a database at version 1 whose publishing tables their stores made: later columns added, every request kept", () => {
    const old = new Database(join(folder, DATABASE_FILE));
    old.exec(`CREATE TABLE publish_requests (id INTEGER PRIMARY KEY, at TEXT NOT NULL, person_id TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'waiting', decided_by TEXT, decided_at TEXT, commit_id TEXT);
      INSERT INTO publish_requests (id, at, person_id, name, email, message, status, commit_id) VALUES (4, '2026-01-02T10:00:00.000Z', '2', 'Eddie', 'eddie@example.org', 'New prices', 'waiting', 'abc123');`);
    old.pragma("user_version = 1");
    old.close();

    const db = openEditorDatabase(folder);
    expect(version(db)).toBe(SCHEMA_VERSION);
    expect(columns(db, "publish_requests")).toEqual(expect.arrayContaining(["commit_id", "publish_at", "outcome", "told"]));
    expect(tables(db)).toContain("preview_links");
    expect(db.prepare("SELECT told FROM publish_requests").all()).toEqual([{ told: 1 }]);
    expect(new PublishRequests(db).waiting()).toEqual([
      { id: 4, at: "2026-01-02T10:00:00.000Z", personId: "2", name: "Eddie", email: "eddie@example.org", message: "New prices", status: "waiting", decidedBy: null, commit: "abc123", publishAt: null, outcome: null },
    ]);
    db.close();
  });

  it("opens again without running a migration twice, and the stores work on it", () => {
    const first = openEditorDatabase(folder);
    new DraftStore(first).keep("1", "pages/about.json", { value: { title: "About" }, baseVersion: null, baseValue: undefined });
    first.close();
    const again = openEditorDatabase(folder);
    expect(version(again)).toBe(SCHEMA_VERSION);
    new Sessions(again);
    expect(new DraftStore(again).get("1", "pages/about.json")?.value).toEqual({ title: "About" });
    again.close();
  });
});
