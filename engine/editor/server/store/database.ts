/**
 * The editor's own state (accounts, sessions, drafts, who saved what, the record of who did what) lives in one
 * SQLite file in a data folder outside the site's repository, so none of it can reach git or the public site.
 * Each part of the editor creates its own tables with `ensureTables` when it starts.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { basename, join, resolve } from "node:path";

export type EditorDatabase = Database.Database;

/** The data folder: --data / EDITOR_DATA_DIR when given, else one per site under the user's home folder. */
export function dataFolderFor(root: string, given = process.env.EDITOR_DATA_DIR): string {
  if (given) return resolve(given);
  const site = resolve(root);
  const tag = createHash("sha256").update(site).digest("hex").slice(0, 8);
  return join(homedir(), ".site-editor", `${basename(site)}-${tag}`);
}

export function openEditorDatabase(dataFolder: string): EditorDatabase {
  // Only the account that runs the editor may read it: it holds password hashes and sessions.
  mkdirSync(dataFolder, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataFolder, "editor.sqlite3"));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Idempotent CREATE TABLE / CREATE INDEX … IF NOT EXISTS statements of one part of the editor. */
export function ensureTables(db: EditorDatabase, statements: string): void {
  db.exec(statements);
}
