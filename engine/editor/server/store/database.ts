/**
 * The editor's own state (accounts, sessions, drafts, who saved what, the record of who did what) lives in one
 * SQLite file in a data folder outside the site's repository, so none of it can reach git or the public site.
 * Its tables are declared in one place, schema.ts (numbered migrations, the version in `PRAGMA user_version`),
 * brought up to date when the database opens.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename, join, resolve } from "node:path";
import { useEditorSchema } from "./schema";

export type EditorDatabase = Database.Database;

/** The data folder: --data / EDITOR_DATA_DIR when given, else one per site under the user's home folder. */
export function dataFolderFor(root: string, given = process.env.EDITOR_DATA_DIR): string {
  if (given) return resolve(given);
  const site = resolve(root);
  const tag = createHash("sha256").update(site).digest("hex").slice(0, 8);
  return join(homedir(), ".site-editor", `${basename(site)}-${tag}`);
}

export const DATABASE_FILE = "editor.sqlite3";

/**
 * The editor's database, in a folder only the account running the editor can open (0700) and files only it can
 * read (0600: the database and SQLite's -wal and -shm beside it): they hold password hashes, sessions, emails,
 * drafts and the record. A folder made by someone else (systemd's StateDirectory=, an operator's mkdir) is made
 * private at every start; when that cannot be done the editor refuses to start and says why.
 */
export function openEditorDatabase(dataFolder: string): EditorDatabase {
  makePrivate(dataFolder);
  const file = join(dataFolder, DATABASE_FILE);
  // Made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's own mode.
  closeSync(openSync(file, "a", 0o600));
  privateFile(file);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  for (const suffix of ["-wal", "-shm"]) if (existsSync(file + suffix)) privateFile(file + suffix);
  useEditorSchema(db);
  return db;
}

/** The data folder, made if missing, and made 0700; an Error in words when it is not the editor's to make private. */
export function makePrivate(dataFolder: string): void {
  try {
    mkdirSync(dataFolder, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`The editor's data folder ${dataFolder} could not be created (${(error as NodeJS.ErrnoException).code ?? String(error)}). Create it for the account that runs the editor, or set EDITOR_DATA_DIR to a folder that account owns.`);
  }
  const stat = statSync(dataFolder);
  if (!stat.isDirectory()) throw new Error(`The editor's data folder ${dataFolder} is not a folder. Set EDITOR_DATA_DIR to a folder the account that runs the editor owns.`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new Error(`The editor's data folder ${dataFolder} belongs to another account (user id ${stat.uid}), so the editor cannot keep it private. Give it to the account that runs the editor (chown), or set EDITOR_DATA_DIR to a folder that account owns.`);
  }
  if ((stat.mode & 0o777) !== 0o700) {
    try {
      chmodSync(dataFolder, 0o700);
    } catch (error) {
      throw new Error(`The editor's data folder ${dataFolder} could not be made private (${(error as NodeJS.ErrnoException).code ?? String(error)}): it holds password hashes and emails. Make it readable by the account that runs the editor only (chmod 700), then start the editor again.`);
    }
  }
}

function privateFile(file: string): void {
  const stat = statSync(file);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new Error(`The editor's file ${file} belongs to another account (user id ${stat.uid}), so the editor cannot keep it private. Give it to the account that runs the editor (chown), then start the editor again.`);
  }
  if ((stat.mode & 0o777) === 0o600) return;
  try {
    chmodSync(file, 0o600);
  } catch (error) {
    throw new Error(`The editor's file ${file} could not be made private (${(error as NodeJS.ErrnoException).code ?? String(error)}). Make it readable by the account that runs the editor only (chmod 600), then start the editor again.`);
  }
}
