/**
 * When the website was last updated: the date the GDC (and any reader) asks to see on every page. Stamped by
 * the build from the content itself, never typed: the date of the last commit that changed the content
 * (pages/, public/, site.config.json), which is also the editor's last publication; outside a git
 * repository, the newest content file's time. The same content gives the same date, so a build stays
 * reproducible.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../schema/site";

const CONTENT = ["pages", "public", "site.config.json"];

/** The last content commit's date (ISO 8601, with its offset), or undefined outside git or with no commit. */
function lastCommitDate(root: string): string | undefined {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cI", "--", ...CONTENT], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/** The newest modification time among the content files. */
function newestFileTime(root: string): Date | undefined {
  let newest = 0;
  const visit = (path: string) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of CONTENT) visit(join(root, entry));
  return newest ? new Date(newest) : undefined;
}

/**
 * The day the content last changed, as YYYY-MM-DD. `git` false: the caller knows git has no history of these files
 * (a group's composed practice folders, which no repository tracks), so the question is not asked.
 */
export function lastContentChange(root: string, { git = true } = {}): string | undefined {
  const committed = git ? lastCommitDate(root) : undefined;
  // The commit's own calendar day, in the offset it was made in (not shifted to the build machine's zone).
  if (committed) return committed.slice(0, 10);
  return newestFileTime(root)?.toISOString().slice(0, 10);
}

/** The site config with its last-updated date, as the renderers get it. */
export function withLastUpdated(site: SiteConfig, root: string, asked: { git?: boolean } = {}): SiteConfig {
  const day = lastContentChange(root, asked);
  return day ? { ...site, lastUpdated: day } : site;
}
