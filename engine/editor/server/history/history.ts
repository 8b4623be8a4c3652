/**
 * History: the published versions (the publishing branch's commits that changed content), who published each,
 * when, which pages and what changed in words; one page at any version beside the live one, field by field;
 * and restoring one page or the whole site to an earlier version, as a new publication of that version's files
 * (so the restored pages build to the same HTML they built to then).
 */
import type { FileContent } from "../publish/commits";
import { git, gitText, showFile, showFiles } from "../publish/git";
import { publish, type PublishOutcome, type PublishSite } from "../publish/publication";
import { CONTENT_PATHS, changedFiles, fetchLive, inRepo, inSite, liveRef, openRepository, resolveCommit, type Repository } from "../publish/repository";
import { describeFile, fieldDifferences, kindOfFile, type FieldDifference, type FileInWords } from "../publish/words";
import { parseJson } from "../../../content/validate/json";
import type { Signature } from "../publish/commits";

export interface PublishedVersion {
  commit: string;
  at: string;
  by: string;
  message: string;
  /** The version that is live now. */
  live: boolean;
  files: FileInWords[];
}

export interface HistoryAnswer {
  available: boolean;
  message?: string;
  versions: PublishedVersion[];
}

const SEPARATOR = "\x1f";

/** The newest `limit` versions of the live branch that changed content. */
export async function listVersions(site: PublishSite, limit = 30): Promise<HistoryAnswer> {
  const repo = await openRepository(site.root);
  if (!repo) return { available: false, message: "This site's folder is not kept in git, so there is no history to show.", versions: [] };
  const live = (await fetchLive(repo, site.settings, 15_000).catch(() => null)) ?? (await resolveCommit(repo, liveRef(site.settings))) ?? (await resolveCommit(repo, "HEAD"));
  if (!live) return { available: true, versions: [] };
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const log = await gitText(repo.top, ["log", `-n${limit}`, "--no-renames", "--name-only", `--format=@@${["%H", "%P", "%an", "%aI", "%s"].join("%x1f")}`, live, "--", ...paths]);
  const entries: { commit: string; parent: string | null; by: string; at: string; message: string; paths: string[] }[] = [];
  for (const block of log.split("@@").filter(Boolean)) {
    const [head = "", ...names] = block.split("\n");
    const [commit = "", parents = "", by = "", at = "", message = ""] = head.split(SEPARATOR);
    entries.push({ commit, parent: parents.split(" ")[0] || null, by, at, message, paths: names.filter(Boolean) });
  }
  const specs = entries.flatMap((entry) => entry.paths.flatMap((path) => [`${entry.parent ?? "0".repeat(40)}:${path}`, `${entry.commit}:${path}`]));
  const blobs = await showFiles(repo.top, specs);
  let at = 0;
  const versions = entries.map((entry, index): PublishedVersion => ({
    commit: entry.commit,
    at: entry.at,
    by: entry.by,
    message: entry.message,
    live: index === 0,
    files: entry.paths.map((path) => {
      const before = entry.parent ? blobs[at] ?? null : null;
      const after = blobs[at + 1] ?? null;
      at += 2;
      return describeFile(site.models, site.siteName, inSite(repo, path), before, after);
    }),
  }));
  return { available: true, versions };
}

export interface PageAtVersion {
  file: string;
  name: string;
  commit: string;
  /** What restoring it would change, in words (from the live version to that one). */
  lines: string[];
  fields: FieldDifference[];
  /** The page did not exist then, or does not now. */
  missingThen: boolean;
  missingNow: boolean;
}

/** One file at `commit` beside the live version. */
export async function pageAtVersion(site: PublishSite, commit: string, file: string): Promise<PageAtVersion> {
  const repo = await requireRepository(site);
  const live = await liveCommit(repo, site);
  const [then, now] = await Promise.all([showFile(repo.top, commit, inRepo(repo, file)), live ? showFile(repo.top, live, inRepo(repo, file)) : null]);
  const described = describeFile(site.models, site.siteName, file, now, then);
  const kind = kindOfFile(file);
  const read = (bytes: Buffer | null) => {
    if (!bytes) return undefined;
    const parsed = parseJson(bytes.toString("utf8").replace(/^\uFEFF/, ""));
    return parsed.ok ? parsed.value : undefined;
  };
  const model = kind === "site" ? site.models.site : kind === "shared" ? site.models.sharedBlock : site.models.page;
  const fields = kind !== "file" && now && then ? fieldDifferences(model, read(now), read(then)) : [];
  const lines = now && then && JSON.stringify(read(now)) === JSON.stringify(read(then)) ? [] : described.lines;
  return { file, name: described.name, commit, lines, fields, missingThen: !then, missingNow: !now };
}

async function requireRepository(site: PublishSite): Promise<Repository> {
  const repo = await openRepository(site.root);
  if (!repo) throw new Error("This site's folder is not kept in git.");
  return repo;
}

async function liveCommit(repo: Repository, site: PublishSite): Promise<string | null> {
  return (await fetchLive(repo, site.settings, 15_000).catch(() => null)) ?? (await resolveCommit(repo, "HEAD"));
}

export type RestoreOutcome = PublishOutcome | { published: false; reason: "refused"; message: string };

/** A new publication that puts back `file` (or every content file, when none is named) as it was at `commit`. */
export async function restore(site: PublishSite, author: Signature, commit: string, file?: string): Promise<RestoreOutcome> {
  const repo = await requireRepository(site);
  if (!(await resolveCommit(repo, commit))) return { published: false, reason: "refused", message: "That version cannot be found any more." };
  const base = await resolveCommit(repo, "HEAD");
  const unpublished = await changedFiles(repo, base);
  const when = await gitText(repo.top, ["show", "-s", "--format=%aI%x1f%an", commit]);
  const [iso = "", by = ""] = when.split(SEPARATOR);
  const date = new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
  let files: FileContent[];
  let name: string;
  if (file) {
    const bytes = await showFile(repo.top, commit, inRepo(repo, file));
    if (!bytes) return { published: false, reason: "refused", message: "That page did not exist in that version, so it cannot be put back." };
    const pending = unpublished.find((entry) => entry.file === file);
    const current = base ? await showFile(repo.top, base, inRepo(repo, file)) : null;
    name = describeFile(site.models, site.siteName, file, current, bytes).name;
    if (pending) return { published: false, reason: "refused", message: `${name} has saved changes that are not published yet. Publish them first (or change them back), then restore.` };
    files = [{ file, bytes }];
  } else {
    if (unpublished.length) return { published: false, reason: "refused", message: "Some saved changes are not published yet. Publish them first (or change them back), then restore the whole site." };
    const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
    const differing = base ? (await git(repo.top, ["diff", "--name-only", "-z", "--no-renames", commit, base, "--", ...paths])).stdout.split("\0").filter(Boolean) : [];
    const blobs = await showFiles(repo.top, differing.map((path) => `${commit}:${path}`));
    files = differing.map((path, index) => ({ file: inSite(repo, path), bytes: blobs[index] ?? null }));
    name = "The whole site";
    if (!files.length) return { published: false, reason: "refused", message: "The live site is already the same as that version." };
  }
  const message = `Restore ${file ? name : "the whole site"} to the version of ${date}${by ? ` (published by ${by})` : ""}`;
  return publish(site, { author, message, files, verb: "restored" });
}

