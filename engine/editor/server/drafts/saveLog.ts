/**
 * Who saved which file, and when: every successful save through the editor is one row. It names the person
 * in messages ("Sam saved this page at 10:41") and on the Publish screen (who saved each change). A version
 * of a file no row names was written by something else: git, VS Code, another program.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import type { Person } from "../people";

export interface SaveEntry {
  name: string;
  at: string;
}

export interface SaveOfVersion extends SaveEntry {
  person: string;
}

export class SaveLog {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  /** `version`: the file's version after the save (projectFiles versionOf), so a later reader can tell who wrote it. */
  record(file: string, person: Person, version: string | null = null, at = new Date().toISOString()): void {
    this.db.prepare("INSERT INTO saves (file, person, name, at, version) VALUES (?, ?, ?, ?, ?)").run(file, person.id, person.name, at, version);
  }

  /** The newest save of `file`, or null. */
  last(file: string): SaveEntry | null {
    return (this.db.prepare("SELECT name, at FROM saves WHERE file = ? ORDER BY id DESC LIMIT 1").get(file) as SaveEntry | undefined) ?? null;
  }

  /** The saves of `file` after `isoTime` (an ISO 8601 time), oldest first. */
  since(file: string, isoTime: string): SaveEntry[] {
    return this.db.prepare("SELECT name, at FROM saves WHERE file = ? AND at > ? ORDER BY id").all(file, isoTime) as SaveEntry[];
  }

  /** Everyone who saved `file` after `isoTime`, once each (by their account's id): whom a publication credits. */
  peopleSince(file: string, isoTime: string): { person: string; name: string }[] {
    return this.db.prepare("SELECT person, MAX(name) AS name FROM saves WHERE file = ? AND at > ? GROUP BY person ORDER BY MIN(id)").all(file, isoTime) as { person: string; name: string }[];
  }

  /** Who saved `file` as exactly `version` (the newest such save), or null when the editor did not write it. */
  ofVersion(file: string, version: string): SaveOfVersion | null {
    return (this.db.prepare("SELECT person, name, at FROM saves WHERE file = ? AND version = ? ORDER BY id DESC LIMIT 1").get(file, version) as SaveOfVersion | undefined) ?? null;
  }
}
