/**
 * The site's repository as publishing sees it: where the content files are inside it (a site may be a folder of
 * a larger repository), the live version (the publishing branch's head on the remote, fetched), and which
 * content files the editor's working copy has changed since the version it was last brought up to date with.
 */
import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { git, showFiles } from "./git";
import type { PublishingSettings } from "./settings";

/** The files staff change through the editor; only these are ever committed by it. */
export const CONTENT_PATHS = ["site.config.json", "pages", "public"] as const;

export interface Repository {
  /** The site's folder (where site.config.json is). */
  root: string;
  /** The repository's top folder. */
  top: string;
  /** The site's folder inside the repository, "" or "examples/physio/". */
  prefix: string;
}

export async function openRepository(root: string): Promise<Repository | null> {
  try {
    // One git process for both (a Publish opens the repository more than once).
    const [top = "", prefix = ""] = (await git(root, ["rev-parse", "--show-toplevel", "--show-prefix"])).stdout.split("\n");
    return { root, top, prefix };
  } catch {
    return null;
  }
}

/** A site file ("pages/about.json") as the repository names it, and back. */
export const inRepo = (repo: Repository, file: string) => posix.join(repo.prefix, file);
export const inSite = (repo: Repository, path: string) => (repo.prefix && path.startsWith(repo.prefix) ? path.slice(repo.prefix.length) : path);

/** The reference that holds what the remote's branch last was seen to be. */
export function liveRef(settings: PublishingSettings): string {
  return settings.remote ? `refs/remotes/${settings.remote}/${settings.branch}` : `refs/heads/${settings.branch}`;
}

/** The commit a reference names, or null when there is none. */
export async function resolveCommit(repo: Repository, ref: string): Promise<string | null> {
  const { stdout, code } = await git(repo.top, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { allowed: [1, 128] });
  return code === 0 ? stdout.trim() : null;
}

/**
 * Fetches of the live version made lately, one per remote branch, with when each began. The editor's workspace keeps
 * them (workspace.ts), one per running editor, so two editors in one process (or two tests) never share one.
 */
export type LiveFetches = Map<string, { at: number; done: Promise<void> }>;

/**
 * Brings the remote branch's head here (the live version). `maxAgeMs` lets a screen that asks often reuse a
 * fetch made a moment ago and kept in `recent`; publishing always fetches. Without `recent` (tests of git's
 * side, the benchmarks) every call fetches.
 */
export async function fetchLive(repo: Repository, settings: PublishingSettings, recent: LiveFetches | undefined, maxAgeMs = 0): Promise<string | null> {
  recent ??= new Map();
  if (settings.remote) {
    const key = `${repo.top}\0${settings.remote}\0${settings.branch}`;
    const previous = recent.get(key);
    if (!previous || Date.now() - previous.at > maxAgeMs) {
      const done = git(repo.top, ["fetch", "--quiet", "--no-tags", settings.remote, `+refs/heads/${settings.branch}:${liveRef(settings)}`], { timeoutMs: 60_000 })
        .then(() => undefined)
        .catch(async (error: unknown) => {
          // A branch the remote does not have yet is not a failure: nothing is live.
          const remoteHas = await git(repo.top, ["ls-remote", "--heads", settings.remote, settings.branch], { timeoutMs: 60_000 }).catch(() => null);
          if (remoteHas && !remoteHas.stdout.trim()) return;
          recent.delete(key);
          throw error;
        });
      recent.set(key, { at: Date.now(), done });
      await done;
    } else {
      await previous.done;
    }
  }
  return resolveCommit(repo, liveRef(settings));
}

export interface ChangedFile {
  /** The site's name for it: "pages/about.json". */
  file: string;
  status: "added" | "changed" | "deleted";
  /** The working copy's bytes, or null for a deleted file. */
  bytes: Buffer | null;
  /** The bytes at the version compared with, or null for a new file. */
  before: Buffer | null;
}

/** Content files whose working bytes differ from `commit`'s (new, changed or deleted). */
export async function changedFiles(repo: Repository, commit: string | null): Promise<ChangedFile[]> {
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const candidates = new Set<string>();
  // Files git already sees as different from HEAD (or new)…
  const status = await git(repo.top, ["--no-optional-locks", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--", ...paths]);
  for (const entry of status.stdout.split("\0")) if (entry.length > 3) candidates.add(entry.slice(3));
  // …and, when comparing with another commit than HEAD, the files that differ between the two.
  const head = await resolveCommit(repo, "HEAD");
  if (commit && commit !== head) {
    const between = await git(repo.top, ["diff", "--name-only", "-z", "--no-renames", commit, "--", ...paths]);
    for (const path of between.stdout.split("\0")) if (path) candidates.add(path);
  }
  const out: ChangedFile[] = [];
  const found = [...candidates].sort();
  // The versions compared with, through one git process (50 changed pages: one process, not 50).
  const befores = commit ? await showFiles(repo.top, found.map((path) => `${commit}:${path}`)) : [];
  for (const [index, path] of found.entries()) {
    const bytes = await readFile(join(repo.top, path)).catch(() => null);
    const before = befores[index] ?? null;
    if (bytes && before && bytes.equals(before)) continue;
    if (!bytes && !before) continue;
    out.push({ file: inSite(repo, path), status: !before ? "added" : !bytes ? "deleted" : "changed", bytes, before });
  }
  return out;
}
