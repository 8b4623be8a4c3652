/**
 * Append-only JSON Lines files, one per form type: the local stand-in for the
 * practice's spreadsheet, where each submission is one row.
 */
import { open } from "node:fs/promises";
import { join } from "node:path";

export interface JsonlStore {
  /** Resolves once the line is on disk (written and fdatasync'd). */
  append(name: string, record: Record<string, string>): Promise<void>;
  /** Resolves once every append queued so far has finished. */
  idle(): Promise<void>;
}

export function createJsonlStore(dir: string): JsonlStore {
  // One promise chain per file: appends to the same file never overlap, so every line lands whole.
  const queues = new Map<string, Promise<void>>();

  return {
    append(name, record) {
      const file = join(dir, `${name}.jsonl`);
      // JSON.stringify escapes newlines inside values, so a record is always exactly one line.
      const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8");
      const written = (queues.get(file) ?? Promise.resolve()).then(() => appendDurably(dir, file, line));
      queues.set(file, written.catch(() => undefined));
      return written;
    },
    async idle() {
      await Promise.all(queues.values());
    },
  };
}

async function appendDurably(dir: string, file: string, line: Buffer): Promise<void> {
  const handle = await open(file, "a");
  try {
    const { size } = await handle.stat();
    try {
      await handle.appendFile(line);
      await handle.datasync();
    } catch (error) {
      // e.g. disk full: cut off whatever part of the line got written, so the file holds only whole lines.
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
    if (size === 0) await syncDirectory(dir);
  } finally {
    await handle.close();
  }
}

/** A new file's name lives in its directory; sync that too so the file survives a power cut. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms (Windows) cannot open or sync a directory; the file's data is already synced.
  }
}
