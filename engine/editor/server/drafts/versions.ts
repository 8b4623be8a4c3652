/**
 * The texts of the versions of each file that someone opened or saved in the editor, kept by their version
 * (a hash of the text, projectFiles versionOf). When a person saves over a file that changed since they opened
 * it, this is what they opened: the base of the three-way merge. Because a row is found by the hash of its own
 * text, a base named by a client is always exactly the text it opened.
 */
import { parseJson } from "../../../content/validate/json";
import { readDocument, versionOf, type DocumentFile } from "../projectFiles";
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";

/** Older versions than this, per file, are forgotten (a draft also keeps its own base). */
const KEPT_PER_FILE = 40;

export class SeenVersions {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  remember(file: string, text: string): string {
    const version = versionOf(text);
    this.db.prepare("INSERT INTO seen_versions (file, version, text, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT (file, version) DO UPDATE SET seen_at = excluded.seen_at").run(file, version, text, new Date().toISOString());
    this.db.prepare("DELETE FROM seen_versions WHERE file = ? AND version NOT IN (SELECT version FROM seen_versions WHERE file = ? ORDER BY seen_at DESC LIMIT ?)").run(file, file, KEPT_PER_FILE);
    return version;
  }

  /** Keeps the file's text as it is now, if it is still `version` (what was just opened or saved). */
  async rememberCurrent(document: DocumentFile, version: string): Promise<void> {
    const current = await readDocument(document);
    if (current?.version === version) this.remember(document.file, current.text);
  }

  /** The value of `file` at `version`, or undefined when it is not kept (or was not valid JSON). */
  valueOf(file: string, version: string): unknown {
    const row = this.db.prepare("SELECT text FROM seen_versions WHERE file = ? AND version = ?").get(file, version) as { text: string } | undefined;
    if (!row) return undefined;
    const parsed = parseJson(row.text.replace(/^\uFEFF/, ""));
    return parsed.ok ? parsed.value : undefined;
  }
}
