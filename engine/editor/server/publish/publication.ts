/**
 * Publishing: all the saved changes as one commit by the person, checked by the gate, then sent live.
 *
 *   1. fetch the live version (the publishing branch's head on the remote);
 *   2. commit the changed content files (or, for a restore, an earlier version's) on the version the working
 *      files came from, and put that commit on top of live if live has moved; the same lines changed on both
 *      sides stop it, and nothing is lost (the working files are never touched by a publication that fails);
 *   3. the gate on that commit's content, in a copy: any problem stops it, listed at its file and field;
 *   4. push it; a push the remote refuses (a protected branch) goes to a branch of its own instead, and says so;
 *      where the operator says so, the build is also put in the served folder (servedFolder.ts);
 *   5. bring the editor's working copy to the published version (files saved meanwhile are kept).
 * One publication at a time; the stage it is at can be read meanwhile (progress).
 */
import { rm, unlink, writeFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Problem } from "../../../content/validate/problem";
import { routeForFile } from "../../../content/routes";
import type { FormModels } from "../../model/formModel";
import { commitFiles, putOnTop, whoChanged, type FileContent, type Signature } from "./commits";
import { exportContent, GatesAhead } from "./gateCheck";
import { git, GitError, gitText, showFile } from "./git";
import { CONTENT_PATHS, changedFiles, fetchLive, inRepo, inSite, openRepository, resolveCommit, type Repository } from "./repository";
import { readPinned, restamp } from "./pin";
import { keepBuild, keptBuildOf, publishWorkFolder, shareValidationCache } from "./lastBuild";
import { placeBuild, servedRelease, workFolderBeside } from "./servedFolder";
import { withoutTrailingSlashes, type PublishingSettings } from "./settings";
import { describeFile, type FileInWords } from "./words";
import type { PublicationUnderWay, Workspace } from "../workspace";

export type PublishStage = "fetching" | "committing" | "checking" | "building" | "sending" | "placing" | "finishing";

export interface PublishSite {
  root: string;
  models: FormModels;
  siteName: string;
  settings: PublishingSettings;
  /** Tests of git's side only: the gate's checks without its build (never set by the operator or staff). */
  checksOnly?: boolean;
  /** The editor's data folder: a Publish to git keeps the build of what went live there, for the next to start from (lastBuild.ts). */
  dataFolder?: string;
  /** The editor's one queue of writes (workspace.ts): the working files are brought up to date in it, never beside a save. */
  writes?: Pick<Workspace, "queued" | "publication" | "liveFetches"> & Partial<Pick<Workspace, "gateInReserve">>;
}

export interface PublishedPage {
  file: string;
  name: string;
  /** The page on the live site, when its address is known. */
  url?: string;
}

export type PublishOutcome =
  | {
      published: true;
      commit: string;
      /** When it went live (ISO time). */
      at: string;
      branch: string;
      message: string;
      changes: FileInWords[];
      pages: PublishedPage[];
      liveUrl?: string;
      /** The live branch had moved on (someone else published): their names; our commit was put on top. */
      onTopOf?: string[];
      /** The served folder's new build, for deploy "folder". */
      release?: string;
    }
  | { published: false; reason: "nothing"; message: string }
  | { published: false; reason: "problems"; message: string; problems: Problem[] }
  | { published: false; reason: "clash"; message: string; files: string[]; who: string[] }
  | { published: false; reason: "side-branch"; message: string; branch: string; commit: string }
  | { published: false; reason: "unavailable"; message: string }
  | { published: false; reason: "busy"; message: string };

export interface PublishRequest {
  author: Signature;
  message: string;
  /** A restore: these contents instead of the working copy's changes. */
  files?: FileContent[];
  /** "restored" or "published", for the words of the answer. */
  verb?: string;
  /** A pinned commit (pin.ts): exactly its changes, as they were when it was asked for, instead of the working copy's. */
  pinned?: string;
}

export async function publish(site: PublishSite, request: PublishRequest): Promise<PublishOutcome> {
  // One at a time per editor: the publication under way is the workspace's. Without one (tests of git's side,
  // the benchmarks) a publication has its own.
  const turn: Pick<Workspace, "publication"> = site.writes ?? { publication: null };
  if (turn.publication) return { published: false, reason: "busy", message: `${turn.publication.by} is publishing right now. Wait a moment, then look at the changes again.` };
  const current: PublicationUnderWay = (turn.publication = { stage: "fetching", by: request.author.name, since: new Date().toISOString() });
  const gates = new GatesAhead(site.writes?.gateInReserve);
  try {
    return await run(site, request, (stage) => (current.stage = stage), gates);
  } finally {
    gates.stop();
    turn.publication = null;
  }
}

const NOT_A_REPOSITORY = "This site's folder is not kept in git, so the editor cannot publish it. Whoever looks after the website can set this up (README: Publishing from the editor).";

export const NOT_SET_UP = "Publishing has not been set up for this site yet, so saved changes stay here until it is. Whoever looks after the website can set it up.";

async function run(site: PublishSite, request: PublishRequest, stage: (stage: PublishStage) => void, gates: GatesAhead): Promise<PublishOutcome> {
  const { settings } = site;
  if (!settings.configured) return { published: false, reason: "unavailable", message: NOT_SET_UP };
  const repo = await openRepository(site.root);
  if (!repo) return { published: false, reason: "unavailable", message: NOT_A_REPOSITORY };
  const head = await resolveCommit(repo, "HEAD");
  const pinned = request.pinned ? await readPinned(repo, request.pinned) : null;
  if (request.pinned && !pinned) return { published: false, reason: "unavailable", message: "The saved versions of this request can no longer be found, so nothing was published. Please ask for it again." };
  // A pinned change stands on the version it was asked on; put on top of live below like any other.
  const base = pinned ? pinned.parent : head;
  const files = pinned?.files ?? request.files ?? (await changedFiles(repo, base)).map(({ file, bytes }) => ({ file, bytes }));
  if (!files.length) return { published: false, reason: "nothing", message: "There is nothing to publish: every saved change is live already." };
  // The gate's process starts now: it loads while the commit is made and the live version fetched.
  gates.start();
  const changes = await inWords(repo, site, base, files);

  const ours = pinned ? await restamp(repo, pinned.commit) : await commitFiles(repo, base, files, request.author, request.message);
  if (!ours) return { published: false, reason: "nothing", message: "There is nothing to publish: the live version already says the same." };

  for (let attempt = 1; ; attempt++) {
    stage("fetching");
    let live: string | null;
    try {
      live = await fetchLive(repo, settings, site.writes?.liveFetches);
    } catch (error) {
      return unreachable(error);
    }
    stage("committing");
    let final: string = ours;
    let onTopOf: string[] | undefined;
    if (live && live !== base) {
      const placed = await putOnTop(repo, ours, live);
      if ("conflicts" in placed) {
        const clashing = placed.conflicts.map((path) => inSite(repo, path));
        const who = base ? await whoChanged(repo, base, live, placed.conflicts) : [];
        return { published: false, reason: "clash", files: clashing, who, message: clashMessage(site, changes, clashing, who) };
      }
      final = placed.commit;
      if (base && final !== ours) onTopOf = await whoChanged(repo, base, live, CONTENT_PATHS.map((path) => inRepo(repo, path)));
      if (await sameTree(repo, final, live)) return { published: false, reason: "nothing", message: "There is nothing to publish: the live version already says the same." };
    }

    // The gate, on exactly what would go live.
    stage("checking");
    // The build starts from the last one of what is live: the release served, or the build kept in the data folder.
    const folderDeploy = settings.deploy === "folder" && settings.folder;
    const keeping = !folderDeploy && !site.checksOnly && site.dataFolder ? site.dataFolder : null;
    const copy = await exportContent(repo, final, folderDeploy ? await workFolderBeside(settings.folder!) : keeping ? await publishWorkFolder(keeping) : undefined);
    try {
      if (site.dataFolder) await shareValidationCache(site.dataFolder, copy.site);
      const from = folderDeploy ? await servedRelease(settings.folder!) : keeping ? await keptBuildOf(keeping, await resolveCommit(repo, `${final}^`), settings.build) : null;
      const outcome = await gates.take().run(copy.site, site.checksOnly ? false : settings.build, (gateStage) => stage(gateStage === "build" ? "building" : "checking"), { precompress: !!folderDeploy, from });
      if (!outcome.ok) {
        const count = outcome.problems.length;
        return {
          published: false,
          reason: "problems",
          problems: outcome.problems,
          message: `Nothing was published: ${count === 1 ? "one thing needs" : `${count} things need`} fixing first. Each is shown below, and at its field when you open the page.`,
        };
      }

      stage("sending");
      if (settings.remote) {
        const pushed = await push(repo, settings, final);
        if (pushed === "moved" && attempt < 3) continue;
        if (pushed === "moved") return { published: false, reason: "unavailable", message: "The live site kept changing while this was being published. Nothing was lost; try Publish again in a minute." };
        if (pushed !== "ok") {
          if (pushed instanceof GitError && !refusedByRemote(pushed)) return unreachable(pushed);
          return sideBranch(repo, settings, final, request);
        }
      } else {
        await git(repo.top, ["update-ref", `refs/heads/${settings.branch}`, final]);
      }

      if (keeping) await keepBuild(keeping, join(copy.site, "dist"), final, settings.build);
      let release: string | undefined;
      if (folderDeploy) {
        stage("placing");
        release = await placeBuild(join(copy.site, "dist"), settings.folder!, `${stamp(new Date())}-${final.slice(0, 8)}`);
      }

      stage("finishing");
      const bringUp = () => bringWorkingCopyTo(repo, head, final, files);
      await (site.writes ? site.writes.queued(bringUp) : bringUp());
      const at = await gitText(repo.top, ["show", "-s", "--format=%cI", final]);
      const liveUrl = await liveAddress(site);
      return {
        published: true,
        commit: final,
        at,
        branch: settings.branch,
        message: request.message,
        changes,
        pages: changes.map((change) => ({ file: change.file, name: change.name, ...pageUrl(liveUrl, change.file) })),
        ...(liveUrl ? { liveUrl } : {}),
        ...(onTopOf?.length ? { onTopOf } : {}),
        ...(release ? { release } : {}),
      };
    } finally {
      await rm(copy.folder, { recursive: true, force: true });
    }
  }
}

/** The changes of `files` (against `base`), in words. */
export async function inWords(repo: Repository, site: PublishSite, base: string | null, files: FileContent[]): Promise<FileInWords[]> {
  const out: FileInWords[] = [];
  for (const { file, bytes } of files) {
    const before = base ? await showFile(repo.top, base, inRepo(repo, file)) : null;
    out.push(describeFile(site.models, site.siteName, file, before, bytes));
  }
  return out;
}

export type Pushed = "ok" | "moved" | GitError;

export async function push(repo: Repository, settings: PublishingSettings, commit: string): Promise<Pushed> {
  try {
    await git(repo.top, ["push", "--porcelain", settings.remote, `${commit}:refs/heads/${settings.branch}`], { timeoutMs: 120_000 });
    await git(repo.top, ["update-ref", `refs/remotes/${settings.remote}/${settings.branch}`, commit]);
    return "ok";
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    // Someone pushed between our fetch and our push: fetch again and put ours on top of theirs.
    const said = error.stdout + error.stderr;
    if (said.includes("[rejected]") && /\((?:fetch first|non-fast-forward)\)/.test(said)) return "moved";
    return error;
  }
}

/** The remote answered and said no (a protected branch, a hook), rather than could not be reached. */
function refusedByRemote(error: GitError): boolean {
  return /\[remote rejected\]|\[rejected\]|protected branch|pre-receive hook declined|denied/i.test(error.stdout + error.stderr);
}

/** The branch a refused publication is pushed to: named after the change and its time. */
export function sideBranchName(message: string, when = new Date()): string {
  // Words of letters and digits joined by single dashes (split and joined: a "-+$" trim rescans long dash runs).
  const words = message.split("\n")[0]!.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join("-").slice(0, 40).split("-").filter(Boolean).join("-");
  return `editor/${words || "change"}-${stamp(when)}`;
}

async function sideBranch(repo: Repository, settings: PublishingSettings, commit: string, request: PublishRequest): Promise<PublishOutcome> {
  const branch = sideBranchName(request.message);
  try {
    await git(repo.top, ["push", "--porcelain", settings.remote, `${commit}:refs/heads/${branch}`], { timeoutMs: 120_000 });
  } catch (error) {
    return {
      published: false,
      reason: "unavailable",
      message: `The live site's repository refused this change, and refused it on a branch of its own too, so nothing was sent. Your changes are all still saved here. Please ask whoever looks after the website to let the editor publish to "${settings.branch}".`,
    };
  }
  return {
    published: false,
    reason: "side-branch",
    branch,
    commit,
    message: `The live site's branch "${settings.branch}" does not accept changes from the editor (it is protected), so your change was sent to a branch of its own, "${branch}", and is not live yet. Your changes are all still saved here. Ask whoever looks after the website to merge that branch.`,
  };
}

function unreachable(error: unknown): PublishOutcome {
  const detail = error instanceof GitError ? error.stderr.trim().split("\n").pop() : error instanceof Error ? error.message : String(error);
  console.error(`Publishing could not reach the remote: ${detail}`);
  return {
    published: false,
    reason: "unavailable",
    message: "The live site's repository could not be reached, so nothing was published. Your changes are all still saved here. Try again in a minute; if it keeps happening, tell whoever looks after the website.",
  };
}

function clashMessage(site: PublishSite, changes: FileInWords[], files: string[], who: string[]): string {
  const names = files.map((file) => changes.find((change) => change.file === file)?.name ?? file);
  const people = who.length ? who.join(" and ") : "someone else";
  return `Nothing was published: since you started, ${people} published a change to the same part of ${names.join(", ")}, and the editor cannot tell which version should win. Your changes are all still saved here. Please ask ${who.length ? people : "whoever looks after the website"} which one to keep.`;
}

/**
 * The editor's working copy brought to the published commit: its branch and index point at it, and each file the
 * publication changed gets the published bytes unless it was saved again meanwhile (then it stays, unpublished).
 */
async function bringWorkingCopyTo(repo: Repository, base: string | null, final: string, sent: FileContent[]): Promise<void> {
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const changed = base ? (await gitText(repo.top, ["diff", "--name-only", "--no-renames", base, final, "--", ...paths])).split("\n").filter(Boolean) : [];
  for (const path of changed) {
    const full = join(repo.top, path);
    const working = await readFile(full).catch(() => null);
    const before = base ? await showFile(repo.top, base, path) : null;
    const ours = sent.find((entry) => inRepo(repo, entry.file) === path);
    const untouched = same(working, before) || (ours !== undefined && same(working, ours.bytes));
    if (!untouched) continue;
    const published = await showFile(repo.top, final, path);
    if (published) {
      await mkdir(dirname(full), { recursive: true });
      if (!working || !working.equals(published)) await writeFile(full, published);
    } else if (working) await unlink(full);
  }
  await git(repo.top, ["update-ref", "-m", "published from the editor", "HEAD", final]);
  await git(repo.top, ["read-tree", final]);
}

const sameTree = async (repo: Repository, a: string, b: string) => (await gitText(repo.top, ["rev-parse", `${a}^{tree}`])) === (await gitText(repo.top, ["rev-parse", `${b}^{tree}`]));

const same = (a: Buffer | null, b: Buffer | null) => (a === null ? b === null : b !== null && a.equals(b));

/** The live site's address: the operator's setting, else the site's own "url". */
export async function liveAddress(site: PublishSite): Promise<string | undefined> {
  if (site.settings.liveUrl) return site.settings.liveUrl;
  const config = await readFile(join(site.root, "site.config.json"), "utf8").then((text) => JSON.parse(text) as { url?: unknown }).catch(() => null);
  return typeof config?.url === "string" ? withoutTrailingSlashes(config.url) : undefined;
}

export function pageUrl(liveUrl: string | undefined, file: string): { url?: string } {
  if (!liveUrl || !file.startsWith("pages/") || file.startsWith("pages/_shared/")) return liveUrl && file === "site.config.json" ? { url: `${liveUrl}/` } : {};
  const route = routeForFile(file.slice("pages/".length));
  return route ? { url: `${liveUrl}${route === "/" ? "/" : route}` } : {};
}

/** 20250314-104102 */
export function stamp(when: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${when.getFullYear()}${pad(when.getMonth() + 1)}${pad(when.getDate())}-${pad(when.getHours())}${pad(when.getMinutes())}${pad(when.getSeconds())}`;
}
