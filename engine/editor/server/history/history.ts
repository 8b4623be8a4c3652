/**
 * History in the practice's terms: the live branch's commits, newest first, each either a publication of content
 * (who, when, which pages, what changed in words) or a change to the site's software only (no page, picture or
 * practice detail), shown as one quiet line without its technical message, consecutive ones as one. Filtered by
 * page or by person; one page at a published version beside the live one, field by field.
 * Undoing one change: undo.ts; putting a page or the whole site back: restorePlan.ts.
 */
import { EDITOR_SIGNATURE } from "../publish/commits";
import { withoutInvisible } from "../publish/peoplesWords";
import { git, gitText, showFile, showFiles } from "../publish/git";
import type { PublishSite } from "../publish/publication";
import { CONTENT_PATHS, fetchLive, inRepo, inSite, liveRef, openRepository, resolveCommit, type Repository } from "../publish/repository";
import { describeFile, fieldDifferences, kindOfFile, type FieldDifference, type FileInWords } from "../publish/words";
import { parseJson } from "../../../content/validate/json";
import { ASSET_PATTERN } from "../../../schema/common";

export interface Publication {
  kind: "publication";
  commit: string;
  /** The version just before it (what "as it was before this change" means), null for the first. */
  parent: string | null;
  at: string;
  by: string;
  /** "Veneers, Pricing and 3 more pages; practice details; 1 picture". */
  title: string;
  /** The first line the person wrote when publishing from the editor; never a developer's commit message. */
  note?: string;
  /** The newest publication: what the live site shows. */
  latest: boolean;
  files: FileInWords[];
}

export interface SoftwareUpdate {
  kind: "software";
  /** The newest of the updates this line stands for. */
  at: string;
  /** Who made them, once each. */
  by: string[];
  count: number;
}

export type HistoryEntry = Publication | SoftwareUpdate;

export interface HistoryFilter {
  /** Only publications that changed this file ("History of Veneers"). */
  file?: string;
  /** Only what this person published. */
  by?: string;
  limit?: number;
}

export interface HistoryAnswer {
  available: boolean;
  message?: string;
  entries: HistoryEntry[];
  /** Everyone who has published, for the filter. */
  people: string[];
  /** Older publications exist beyond the limit. */
  more: boolean;
}

const SEPARATOR = "\x1f";
const MOST = 200;

/** A file staff know: a page, a shared block, the practice details, a picture or file under public/. */
export function isStaffFile(file: string): boolean {
  const kind = kindOfFile(file);
  if (kind !== "file") return true;
  return file.startsWith("public/") && ASSET_PATTERN.test(file.slice("public".length));
}

export async function listHistory(site: PublishSite, filter: HistoryFilter = {}): Promise<HistoryAnswer> {
  const repo = await openRepository(site.root);
  if (!repo) return { available: false, message: "This site's folder is not kept in git, so there is no history to show.", entries: [], people: [], more: false };
  const live = await liveCommit(repo, site);
  if (!live) return { available: true, entries: [], people: [], more: false };
  const limit = Math.min(Math.max(filter.limit ?? 40, 1), MOST);
  const paths = (filter.file ? [filter.file] : CONTENT_PATHS).map((path) => inRepo(repo, path));
  const personArgs = filter.by ? ["--fixed-strings", `--author=${filter.by}`] : [];
  const log = await gitText(repo.top, ["log", "--no-merges", `-n${limit * (filter.by ? 3 : 1) + 1}`, "--no-renames", "--name-only", ...personArgs, `--format=@@${["%H", "%P", "%an", "%aI", "%cn", "%s"].join("%x1f")}`, live, "--", ...paths]);
  let content = log.split("@@").filter(Boolean).map((block) => {
    const [head = "", ...names] = block.split("\n");
    const [commit = "", parents = "", by = "", at = "", committer = "", subject = ""] = head.split(SEPARATOR);
    return { commit, parent: parents.split(" ")[0] || null, by, at, committer, subject, paths: names.filter(Boolean).filter((path) => isStaffFile(inSite(repo, path))) };
  });
  if (filter.by) content = content.filter((entry) => entry.by === filter.by);
  const more = content.length > limit;
  content = content.slice(0, limit).filter((entry) => entry.paths.length);

  const specs = content.flatMap((entry) => entry.paths.flatMap((path) => [`${entry.parent ?? "0".repeat(40)}:${path}`, `${entry.commit}:${path}`]));
  const blobs = await showFiles(repo.top, specs);
  let at = 0;
  const publications = new Map<string, Publication>();
  for (const entry of content) {
    const files = entry.paths.map((path) => {
      const before = entry.parent ? blobs[at] ?? null : null;
      const after = blobs[at + 1] ?? null;
      at += 2;
      return describeFile(site.models, site.siteName, inSite(repo, path), before, after);
    });
    publications.set(entry.commit, {
      kind: "publication",
      commit: entry.commit,
      parent: entry.parent,
      at: entry.at,
      by: entry.by,
      title: titleOf(files),
      ...(entry.committer === EDITOR_SIGNATURE.name && withoutInvisible(entry.subject) ? { note: withoutInvisible(entry.subject) } : {}),
      latest: false,
      files,
    });
  }
  const newest = content[0];
  if (newest && !filter.file && !filter.by) publications.get(newest.commit)!.latest = true;

  const entries: HistoryEntry[] = [];
  if (filter.file) entries.push(...publications.values());
  else {
    // Every commit in order: the publications, and what lies between them as software updates.
    const oldest = content.at(-1);
    const range = more && oldest ? [`^${oldest.commit}`, live] : [live];
    const all = await gitText(repo.top, ["log", "--no-merges", "-n5000", `--format=%H%x1f%an%x1f%aI`, ...range]);
    for (const line of all.split("\n").filter(Boolean)) {
      const [commit = "", by = "", when = ""] = line.split(SEPARATOR);
      const publication = publications.get(commit);
      if (publication) entries.push(publication);
      else if (!filter.by || by === filter.by) {
        const previous = entries.at(-1);
        if (previous?.kind === "software") {
          previous.count++;
          if (!previous.by.includes(by)) previous.by.push(by);
        } else entries.push({ kind: "software", at: when, by: [by], count: 1 });
      }
    }
    if (more && oldest) entries.push(publications.get(oldest.commit)!);
  }
  const people = await gitText(repo.top, ["log", "--no-merges", "-n2000", "--format=%an", live, "--", ...CONTENT_PATHS.map((path) => inRepo(repo, path))]);
  return { available: true, entries, people: [...new Set(people.split("\n").filter(Boolean))].sort(), more };
}

/** "Veneers, Pricing and 3 more pages; practice details; 1 picture": what a publication holds, in words. */
export function titleOf(files: FileInWords[]): string {
  const pages = [...new Set(files.filter((file) => file.kind === "page" || file.kind === "shared").map((file) => file.name))];
  const parts: string[] = [];
  if (pages.length) parts.push(pages.length <= 3 ? andList(pages) : `${pages.slice(0, 2).join(", ")} and ${pages.length - 2} more pages`);
  if (files.some((file) => file.kind === "site")) parts.push("practice details");
  const others = files.filter((file) => file.kind === "file");
  const pictures = others.filter((file) => /\.(?:svg|png|jpe?g|webp|avif|gif|ico)$/i.test(file.file)).length;
  if (pictures) parts.push(`${pictures} ${pictures === 1 ? "picture" : "pictures"}`);
  if (others.length - pictures) parts.push(`${others.length - pictures} ${others.length - pictures === 1 ? "file" : "files"}`);
  const title = parts.join("; ");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export const andList = (names: string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

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

/** Shown to whoever looks at a version outside the live history that is not theirs to see (the same words either way). */
export const NOT_A_LIVE_VERSION = "That version is not one the live site went through, so it cannot be shown here.";

/**
 * One file at `commit` beside the live version. Only a version the live site went through, unless `mayAlsoSee`
 * allows this one (a pinned request, to an owner or whoever asked): the checkout also holds branches never
 * published and other people's requests, which History is not a way to read.
 */
export async function pageAtVersion(site: PublishSite, commit: string, file: string, mayAlsoSee: (commit: string) => boolean = () => false): Promise<PageAtVersion> {
  const repo = await requireRepository(site);
  const live = await liveCommit(repo, site);
  if (!mayAlsoSee(commit) && !(await wasPublished(repo, commit, live))) throw new VersionNotShown(NOT_A_LIVE_VERSION);
  const [then, now] = await Promise.all([showFile(repo.top, commit, inRepo(repo, file)), live ? showFile(repo.top, live, inRepo(repo, file)) : null]);
  const described = describeFile(site.models, site.siteName, file, now, then);
  const fields = now && then ? fieldDifferences(modelOf(site, file), readJson(now), readJson(then)) : [];
  const lines = now && then && JSON.stringify(readJson(now)) === JSON.stringify(readJson(then)) ? [] : described.lines;
  return { file, name: described.name, commit, lines, fields, missingThen: !then, missingNow: !now };
}

export function modelOf(site: PublishSite, file: string) {
  const kind = kindOfFile(file);
  return kind === "site" ? site.models.site : kind === "shared" ? site.models.sharedBlock : site.models.page;
}

/** A JSON file's value, or undefined when it cannot be read as JSON. */
export function readJson(bytes: Buffer | null): unknown {
  if (!bytes) return undefined;
  const parsed = parseJson(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  return parsed.ok ? parsed.value : undefined;
}

/** A refusal in staff words: the route answers it as a 409 with this message. */
export class HistoryRefusal extends Error {}

/** A version this person may not look at: answered as a 404, as for one that does not exist. */
export class VersionNotShown extends HistoryRefusal {}

export async function requireRepository(site: PublishSite): Promise<Repository> {
  const repo = await openRepository(site.root);
  if (!repo) throw new HistoryRefusal("This site's folder is not kept in git, so there is no history to go back to.");
  return repo;
}

/** The live version: the remote's branch (fetched a moment ago at most, by this editor), else what this copy last published. */
export async function liveCommit(repo: Repository, site: PublishSite): Promise<string | null> {
  return (await fetchLive(repo, site.settings, site.writes?.liveFetches, 15_000).catch(() => null)) ?? (await resolveCommit(repo, liveRef(site.settings))) ?? (await resolveCommit(repo, "HEAD"));
}

/** "27 Nov 2026, 10:15", in the practice's own time. */
export function whenInWords(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
}

/** Whether `commit` is a version the live site went through (not a change waiting, pinned, or on another branch). */
export async function wasPublished(repo: Repository, commit: string, live: string | null): Promise<boolean> {
  if (!live) return false;
  return (await git(repo.top, ["merge-base", "--is-ancestor", commit, live], { allowed: [1, 128] })).code === 0;
}

/** Refused unless `commit` is a version the live site went through (never a change waiting, pinned or elsewhere). */
export async function requirePublished(repo: Repository, commit: string, live: string): Promise<void> {
  if (!(await wasPublished(repo, commit, live))) throw new HistoryRefusal("That version was never published, so it cannot be undone or put back from here.");
}

/** Who published a version, and when. */
export async function publishedBy(repo: Repository, commit: string): Promise<{ by: string; at: string }> {
  const [at = "", by = ""] = (await gitText(repo.top, ["show", "-s", "--format=%aI%x1f%an", commit])).split(SEPARATOR);
  return { by, at };
}
