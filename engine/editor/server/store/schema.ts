/**
 * The editor's database schema in one place: numbered migrations, the database's version kept in SQLite's own
 * `PRAGMA user_version`. A database opens at the version it has and takes each later migration once, in order;
 * the next change to a table is a new migration at the end of the list, never an edit of one already there.
 */
import type { EditorDatabase } from "./database";

/** The users table's columns: ids AUTOINCREMENT, never given to anyone else (accounts/users.ts rebuilds older tables). */
export const USERS_COLUMNS = "id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL CHECK (role IN ('owner', 'editor')), password TEXT, created_at TEXT NOT NULL";

type Migration = (db: EditorDatabase) => void;

const MIGRATIONS: Migration[] = [
  // 1: the tables as they were when versions began. A database made before has some or all of them, perhaps
  // without the columns added later: what is missing is created or added, and nothing there is changed.
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS users (${USERS_COLUMNS});
      CREATE TABLE IF NOT EXISTS invitations (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_ms INTEGER NOT NULL, used_ms INTEGER, invited_by TEXT);
      CREATE TABLE IF NOT EXISTS sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id);
      CREATE TABLE IF NOT EXISTS passkeys (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, public_key BLOB NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL DEFAULT '[]', name TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT);
      CREATE TABLE IF NOT EXISTS passkey_challenges (key TEXT PRIMARY KEY, challenge TEXT NOT NULL, expires_ms INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS sign_in_buckets (key TEXT PRIMARY KEY, tokens REAL NOT NULL, updated_ms INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS known_addresses (user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, address_group TEXT NOT NULL, last_ms INTEGER NOT NULL, PRIMARY KEY (user_id, address_group));
      CREATE TABLE IF NOT EXISTS account_notices (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, at_ms INTEGER NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS sign_in_alerts (key TEXT PRIMARY KEY, at_ms INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS owner_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, changed_at TEXT NOT NULL, changed_by TEXT);
      CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL, person TEXT, action TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '');
      CREATE TABLE IF NOT EXISTS record_tallies (key TEXT PRIMARY KEY, record_id INTEGER NOT NULL, count INTEGER NOT NULL, addresses TEXT NOT NULL, first_ms INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS drafts (person TEXT NOT NULL, file TEXT NOT NULL, value TEXT NOT NULL, base_version TEXT, base_value TEXT, updated_at TEXT NOT NULL, PRIMARY KEY (person, file));
      CREATE TABLE IF NOT EXISTS seen_versions (file TEXT NOT NULL, version TEXT NOT NULL, text TEXT NOT NULL, seen_at TEXT NOT NULL, PRIMARY KEY (file, version));
      CREATE TABLE IF NOT EXISTS saves (id INTEGER PRIMARY KEY, file TEXT NOT NULL, person TEXT NOT NULL, name TEXT NOT NULL, at TEXT NOT NULL, version TEXT);
      CREATE INDEX IF NOT EXISTS saves_by_file ON saves (file, id);
    `);
    addColumnIfMissing(db, "invitations", "reset", "INTEGER NOT NULL DEFAULT 0");
    addColumnIfMissing(db, "sessions", "proved_ms", "INTEGER NOT NULL DEFAULT 0");
    addColumnIfMissing(db, "passkeys", "user_verified", "INTEGER NOT NULL DEFAULT 0");
    addColumnIfMissing(db, "sign_in_buckets", "tries", "INTEGER NOT NULL DEFAULT 0");
  },
  // 2: publishing's tables (publish/requests.ts, publish/previews.ts), which their stores created before. A
  // database at version 1 may have them, perhaps without the request columns added later: as in 1, what is
  // missing is created or added (a request made before `told` existed counts as told).
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS publish_requests (id INTEGER PRIMARY KEY, at TEXT NOT NULL, person_id TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'waiting', decided_by TEXT, decided_at TEXT);
      CREATE TABLE IF NOT EXISTS preview_links (id INTEGER PRIMARY KEY, request_id INTEGER NOT NULL, token_hash TEXT NOT NULL UNIQUE, created_by TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked_at TEXT, status TEXT NOT NULL DEFAULT 'building', failure TEXT, folder TEXT, dist TEXT, opens INTEGER NOT NULL DEFAULT 0, last_opened_at TEXT, opened_by TEXT NOT NULL DEFAULT '[]');
    `);
    addColumnIfMissing(db, "publish_requests", "commit_id", "TEXT");
    addColumnIfMissing(db, "publish_requests", "publish_at", "TEXT");
    addColumnIfMissing(db, "publish_requests", "outcome", "TEXT");
    addColumnIfMissing(db, "publish_requests", "told", "INTEGER NOT NULL DEFAULT 1");
  },
  // 3: who made each preview link, by their id (the name alone could be anyone's), so that removing a person ends
  // the links they made for others' publications too. Links made before it have none.
  (db) => addColumnIfMissing(db, "preview_links", "created_by_id", "TEXT"),
  // 4: the editors an owner took the everyday facts (opening hours, closures, the notice) away from. A table of its
  // own rather than a users column, so the right stays on by default and the users table is not rebuilt.
  (db) => db.exec("CREATE TABLE IF NOT EXISTS everyday_withheld (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, by TEXT NOT NULL, at TEXT NOT NULL)"),
  // 5: the practice's enquiries (enquiries/store.ts), each sealed with a key kept outside this database; the value
  // that proves the key is the one they were sealed with; and who besides the owners may read them.
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS enquiries (id INTEGER PRIMARY KEY, form TEXT NOT NULL, received_ms INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')), handled_by TEXT, handled_ms INTEGER, sealed BLOB NOT NULL);
      CREATE INDEX IF NOT EXISTS enquiries_by_form_age ON enquiries (form, received_ms);
      CREATE TABLE IF NOT EXISTS enquiry_key_check (id INTEGER PRIMARY KEY CHECK (id = 1), sealed BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS enquiry_readers (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, allowed_by TEXT NOT NULL, allowed_at TEXT NOT NULL);
    `);
  },
  // 6: what a person is told when they next open the editor (notices/store.ts): a request waiting for them, or the
  // answer to theirs. Each is one person's only, and goes with them; `request_id` lets a "waiting" one disappear
  // once its request no longer waits.
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS notices (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, at TEXT NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL, request_id INTEGER, status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'seen')));
      CREATE INDEX IF NOT EXISTS notices_by_user ON notices (user_id, id);
    `);
  },
];

/** The version a database is at once every migration here has run. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database to SCHEMA_VERSION: each migration after the database's version runs once, in a
 * transaction with the version it reaches. Called when the database opens and by every store (tests give stores
 * a database of their own); at the current version it only reads the version.
 */
export function useEditorSchema(db: EditorDatabase): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.transaction(() => {
      MIGRATIONS[next]!(db);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
}

function addColumnIfMissing(db: EditorDatabase, table: string, column: string, type: string): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((row) => row.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
}
