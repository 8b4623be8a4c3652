/**
 * Putting back: one page as it was just before a chosen change, or the whole site as it was just after a chosen
 * publication. Each first says what it will do (every page, picture and practice detail it changes, and whose
 * published work that takes back), then does exactly that as a new publication. No restore removes a picture:
 * the pictures the restored pages name are brought back, and pictures added since stay (harmless, maybe wanted).
 */
import type { FileContent, Signature } from "../publish/commits";
import { git, gitText, showFiles } from "../publish/git";
import { publish, type PublishOutcome, type PublishSite } from "../publish/publication";
import { CONTENT_PATHS, changedFiles, inRepo, inSite, resolveCommit, type Repository } from "../publish/repository";
import { describeFile, fieldDifferences, kindOfFile, type FieldDifference } from "../publish/words";
import { HistoryRefusal, requirePublished, isStaffFile, liveCommit, modelOf, publishedBy, readJson, requireRepository, whenInWords } from "./history";
import { bringBack, filesNamedBy, pictureName } from "./pictures";
import type { PagePlan, PlanFrom } from "./plan";
import type { VersionOnDate } from "./byDate";

/** A publication whose work a restore takes back. */
export interface UndoneWork {
  by: string;
  at: string;
}

/** The page goes back to how it was just before the change `commit`. */
export interface PageRestorePlan extends PagePlan {
  /** What changes, field by field (live now beside what it will say). */
  fields: FieldDifference[];
  /** The chosen change and every later one to this page, oldest first: all taken back. */
  undoes: UndoneWork[];
  /** Put back by date: the moment asked about, in words (the page as it was then, just after `commit`). */
  on?: string;
}

/** `file` as it was at `target` (null: before the first version), in the words of the chosen change `commit`. */
async function computePage(site: PublishSite, repo: Repository, commit: string, file: string, target?: string | null, on?: VersionOnDate) {
  if (!(await resolveCommit(repo, commit))) throw new HistoryRefusal("That version cannot be found any more.");
  const live = await liveCommit(repo, site);
  if (!live) throw new HistoryRefusal("Nothing has been published yet, so there is nothing to put back.");
  await requirePublished(repo, commit, live);
  if (target === undefined) target = await resolveCommit(repo, `${commit}^`);
  const path = inRepo(repo, file);
  const [thenBytes, nowBytes] = await showFiles(repo.top, [`${target ?? "0".repeat(40)}:${path}`, `${live}:${path}`]);
  const then = target ? thenBytes ?? null : null;
  const now = nowBytes ?? null;
  const { by, at } = await publishedBy(repo, commit);
  const name = describeFile(site.models, site.siteName, file, now, now ?? then).name;
  if (!then && on) throw new HistoryRefusal(`${name} did not exist on ${on.onInWords}, so there is no version of it from then to put back. To take it off the site, delete the page from its own screen.`);
  if (!then) throw new HistoryRefusal(`${name} did not exist before ${by}'s change of ${whenInWords(at)}, so there is no earlier version of it to put back. To take it off the site, delete the page from its own screen.`);
  const undoes = await publicationsBetween(repo, target!, live, [path]);
  const nowValue = readJson(now);
  const thenValue = readJson(then);
  const nothing = now !== null && (now.equals(then) || (nowValue !== undefined && JSON.stringify(nowValue) === JSON.stringify(thenValue)));
  const lines = nothing ? [] : describeFile(site.models, site.siteName, file, now, then).lines;
  const fields = now && !nothing && nowValue !== undefined && thenValue !== undefined ? fieldDifferences(modelOf(site, file), nowValue, thenValue) : [];
  const brought = await bringBack(repo, live, filesNamedBy(thenValue), [target, commit]);
  const plan: PageRestorePlan = { file, name, commit, by, at, live, lines, fields, undoes: undoes.get(path) ?? [], pictures: brought.files.map((entry) => pictureName(entry.file)), nothing, ...(on ? { on: on.onInWords } : {}) };
  return { plan, files: [{ file, bytes: then }, ...brought.files] as FileContent[] };
}

/** What putting `file` back as it was just before `commit` would do. */
export async function planPageRestore(site: PublishSite, commit: string, file: string): Promise<PageRestorePlan> {
  const repo = await requireRepository(site);
  return (await computePage(site, repo, commit, file)).plan;
}

/** What putting `file` back as it was on a date would do: as it was just after the publication then in force. */
export async function planPageRestoreOn(site: PublishSite, on: VersionOnDate, file: string): Promise<PageRestorePlan> {
  const repo = await requireRepository(site);
  return (await computePage(site, repo, on.commit, file, on.commit, on)).plan;
}

export interface RestoreWork<Plan> {
  plan: Plan;
  files: FileContent[];
  message: string;
}

/** Putting `file` back as it was just before the change `commit`, or (`on`) as it was on a date. */
export async function preparePageRestore(site: PublishSite, commit: string, file: string, seen: string, on?: VersionOnDate): Promise<RestoreWork<PageRestorePlan>> {
  const repo = await requireRepository(site);
  const { plan, files } = await computePage(site, repo, commit, file, on ? commit : undefined, on);
  if (plan.live !== seen) throw new HistoryRefusal("The site has changed since you opened this. Look at what will be put back again, then confirm.");
  if (plan.nothing) throw new HistoryRefusal(on ? `${plan.name} is already as it was on ${on.onInWords}.` : `${plan.name} is already as it was before that change.`);
  const head = await resolveCommit(repo, "HEAD");
  if ((await changedFiles(repo, head)).some((entry) => entry.file === file)) {
    throw new HistoryRefusal(`${plan.name} has saved changes that are not published yet. Publish them first (or change them back), then put it back.`);
  }
  const message = [
    on ? `Put ${plan.name} back as it was on ${on.onInWords}` : `Put ${plan.name} back as it was before ${plan.by}'s change of ${whenInWords(plan.at)}`,
    "",
    ...plan.lines.map((line) => `- ${plan.name}: ${line}`),
    ...plan.pictures.map((picture) => `- picture ${picture} brought back`),
  ].join("\n");
  return { plan, files, message };
}

/** `file` put back as it was just after the publication `version` (the publishing benchmark's restore). */
export async function restorePageTo(site: PublishSite, author: Signature, version: string, file: string): Promise<PublishOutcome> {
  const repo = await requireRepository(site);
  const { plan, files } = await computePage(site, repo, version, file, version);
  if (plan.nothing) return { published: false, reason: "nothing", message: `${plan.name} is already as it was then.` };
  return publish(site, { author, message: `Put ${plan.name} back as it was after ${plan.by}'s publication of ${whenInWords(plan.at)}`, files, verb: "restored" });
}

export interface SiteChange {
  file: string;
  name: string;
  kind: "page" | "shared" | "site" | "file";
  /** What changes, in words: "hero heading changed", "page deleted", "put back". */
  lines: string[];
  /** Whose published work this takes back, oldest first. */
  undoes: UndoneWork[];
}

/** The whole site goes back to how it was just after the publication `commit`. */
export interface SiteRestorePlan extends PlanFrom {
  /** Pages, shared blocks and the practice details that change. */
  changes: SiteChange[];
  /** Pictures and files put back (removed or replaced since). */
  pictures: SiteChange[];
  /** Pictures and files added since: they stay. */
  kept: string[];
  /** Put back by date: the moment asked about, in words. */
  on?: string;
}

async function computeSite(site: PublishSite, repo: Repository, commit: string) {
  if (!(await resolveCommit(repo, commit))) throw new HistoryRefusal("That version cannot be found any more.");
  const live = await liveCommit(repo, site);
  if (!live) throw new HistoryRefusal("Nothing has been published yet, so there is nothing to put back.");
  await requirePublished(repo, commit, live);
  const { by, at } = await publishedBy(repo, commit);
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const differing = (await git(repo.top, ["diff", "--name-only", "-z", "--no-renames", commit, live, "--", ...paths])).stdout.split("\0").filter(Boolean).filter((path) => isStaffFile(inSite(repo, path)));
  const blobs = await showFiles(repo.top, differing.flatMap((path) => [`${commit}:${path}`, `${live}:${path}`]));
  const undone = await publicationsBetween(repo, commit, live, paths);
  const changes: SiteChange[] = [];
  const pictures: SiteChange[] = [];
  const kept: string[] = [];
  const files: FileContent[] = [];
  differing.forEach((path, index) => {
    const file = inSite(repo, path);
    const then = blobs[index * 2] ?? null;
    const now = blobs[index * 2 + 1] ?? null;
    const kind = kindOfFile(file);
    if (kind === "file") {
      // Pictures are never removed by a restore: one added since stays.
      if (!then) return void kept.push(pictureName(file));
      files.push({ file, bytes: then });
      pictures.push({ file, name: pictureName(file), kind, lines: [now ? "the earlier picture put back in its place" : "put back"], undoes: undone.get(path) ?? [] });
      return;
    }
    files.push({ file, bytes: then });
    const words = describeFile(site.models, site.siteName, file, now, then);
    changes.push({ file, name: words.name, kind, lines: then ? words.lines : ["page deleted (it was added since)"], undoes: undone.get(path) ?? [] });
  });
  // A restored page may name a picture that was missing even then: look for it further back rather than fail.
  const named = changes.flatMap((change) => filesNamedBy(readJson(files.find((entry) => entry.file === change.file)?.bytes ?? null)));
  const extra = await bringBack(repo, live, [...new Set(named)].filter((path) => !files.some((entry) => entry.file === `public${path}`)), [commit]);
  for (const entry of extra.files) {
    files.push(entry);
    pictures.push({ file: entry.file, name: pictureName(entry.file), kind: "file", lines: ["put back"], undoes: undone.get(inRepo(repo, entry.file)) ?? [] });
  }
  const plan: SiteRestorePlan = { commit, by, at, live, changes, pictures, kept };
  return { plan, files };
}

/** What putting the whole site back as it was just after `commit` would do. */
export async function planSiteRestore(site: PublishSite, commit: string, on?: VersionOnDate): Promise<SiteRestorePlan> {
  const repo = await requireRepository(site);
  const { plan } = await computeSite(site, repo, commit);
  return on ? { ...plan, on: on.onInWords } : plan;
}

/** Putting the whole site back as it was just after `commit`, or (`on`) as it was on a date (the publication then in force). */
export async function prepareSiteRestore(site: PublishSite, commit: string, seen: string, on?: VersionOnDate): Promise<RestoreWork<SiteRestorePlan>> {
  const repo = await requireRepository(site);
  const { plan, files } = await computeSite(site, repo, commit);
  if (plan.live !== seen) throw new HistoryRefusal("The site has changed since you opened this. Look at what will be put back again, then confirm.");
  if (!files.length) throw new HistoryRefusal("The live site is already as it was then.");
  const head = await resolveCommit(repo, "HEAD");
  if ((await changedFiles(repo, head)).length) throw new HistoryRefusal("Some saved changes are not published yet. Publish them first (or change them back), then put the whole site back.");
  const message = [
    on ? `Put the whole site back as it was on ${on.onInWords}` : `Put the whole site back as it was after ${plan.by}'s publication of ${whenInWords(plan.at)}`,
    "",
    ...plan.changes.flatMap((change) => change.lines.map((line) => `- ${change.name}: ${line}`)),
    ...plan.pictures.map((picture) => `- picture ${picture.name}: ${picture.lines.join("; ")}`),
  ].join("\n");
  return { plan, files, message };
}

/** For each path changed between `from` and `to`, the publications that changed it (who and when), oldest first. */
async function publicationsBetween(repo: Repository, from: string, to: string, paths: string[]): Promise<Map<string, UndoneWork[]>> {
  const log = await gitText(repo.top, ["log", "--reverse", "--no-renames", "--name-only", "--format=@@%an%x1f%aI", `${from}..${to}`, "--", ...paths]);
  const out = new Map<string, UndoneWork[]>();
  for (const block of log.split("@@").filter(Boolean)) {
    const [head = "", ...names] = block.split("\n");
    const [by = "", at = ""] = head.split("\x1f");
    for (const name of names.filter(Boolean)) {
      const list = out.get(name) ?? [];
      list.push({ by, at });
      out.set(name, list);
    }
  }
  return out;
}
