/**
 * Switches the owners set for everyone (context.settings): today, whether an owner approves each publication.
 * A small key/value table in the editor's database; values are JSON.
 */
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";

export interface OwnerSettingValues {
  /** An editor's Publish becomes a request that an owner approves. */
  approvalRequired: boolean;
}

const DEFAULTS: OwnerSettingValues = { approvalRequired: false };

export class OwnerSettings {
  constructor(private readonly db: EditorDatabase) {
    useEditorSchema(db);
  }

  get<K extends keyof OwnerSettingValues>(key: K): OwnerSettingValues[K] {
    const row = this.db.prepare("SELECT value FROM owner_settings WHERE key = ?").get(key) as { value: string } | undefined;
    if (!row) return DEFAULTS[key];
    const value = JSON.parse(row.value) as unknown;
    return typeof value === typeof DEFAULTS[key] ? (value as OwnerSettingValues[K]) : DEFAULTS[key];
  }

  set<K extends keyof OwnerSettingValues>(key: K, value: OwnerSettingValues[K], changedBy: string | null = null): void {
    this.db
      .prepare("INSERT INTO owner_settings (key, value, changed_at, changed_by) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, changed_at = excluded.changed_at, changed_by = excluded.changed_by")
      .run(key, JSON.stringify(value), new Date().toISOString(), changedBy);
  }

  all(): OwnerSettingValues {
    return { approvalRequired: this.get("approvalRequired") };
  }
}
