/**
 * What npm run edit does before and after the editor starts: leftovers of a save cut short are cleared, and the
 * port is explained (this site's editor already running there, or another program holding it).
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const LEFTOVER = /^\.[0-9a-f]{12}\.editing\.tmp$/;

/** Removes the temporary files of saves cut short (by a crash, or an editor before they were kept in .cache/). Returns how many. */
export function clearLeftovers(folders: string[]): number {
  let removed = 0;
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(full);
      else if (entry.isFile() && LEFTOVER.test(entry.name)) {
        rmSync(full, { force: true });
        removed++;
      }
    }
  };
  folders.forEach(walk);
  return removed;
}

/** The practice's name from site.config.json, or undefined. */
export function siteNameOf(root: string): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as { name?: unknown }).name;
    return typeof name === "string" ? name : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the editor of the site named `siteName` already answers on `port` of this computer. */
export async function editorAlreadyOn(port: number, siteName: string | undefined): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}/_editor/api/session`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return false;
    const session = (await response.json()) as { siteName?: unknown };
    return siteName !== undefined && session.siteName === siteName;
  } catch {
    return false;
  }
}

/** A line that stands out in a terminal: framed, and bold where the terminal shows it. */
export function standOut(text: string, tty = process.stdout.isTTY): string {
  const rule = "!".repeat(Math.min(text.length + 4, 100));
  const line = `! ${text}`;
  return tty ? `\n\x1b[1;33m${rule}\n${line}\n${rule}\x1b[0m\n` : `\n${rule}\n${line}\n${rule}\n`;
}
