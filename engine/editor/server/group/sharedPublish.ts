/**
 * Publishing a change to the group's shared content to every practice it changes (sharedContent.ts lists them):
 *
 *   1. the shared files changed in the group's working folder become one commit on the version the editor stands
 *      on, exactly as the screen showed them (its fingerprint; another list is refused as stale);
 *   2. per publishing target (a remote and branch, from each practice's own settings): the live version fetched
 *      and the commit put on top of it, so practices that share a target get one commit, and one with its own
 *      target gets its own;
 *   3. each affected practice's gate (the editor's, gateCheck.ts) on that practice put together from that commit
 *      (the group's composition, composePractice.ts), with the group's own checks (checkGroup.ts) first;
 *   4. all or nothing before anything is sent: one practice refused, or one target unreachable, and nothing is
 *      sent anywhere; the practices refused are named with their problems;
 *   5. sent: each target pushed (or its branch moved, without a remote), and each practice served from a folder
 *      gets its new build there. A send that fails after others went through is said exactly: which practices have
 *      the change live and which do not, in the answer and in the group's record; the change stays listed, and
 *      publishing it again sends it only where it is not live yet.
 * Every practice's Publish waits meanwhile (each practice's workspace holds this publication), so no practice's
 * own Publish moves the version this one stands on.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Problem } from "../../../content/validate/problem";
import { checkGroup } from "../../../group/checkGroup";
import { composePractice } from "../../../group/composePractice";
import { leaveOutOf, practiceFolder, readGroup, type GroupLayout } from "../../../group/groupLayout";
import { inPracticeFiles } from "../../../group/practiceFiles";
import { commitFiles, putOnTop, type Signature } from "../publish/commits";
import { exportContent, runGateProcess } from "../publish/gateCheck";
import { git, GitError, gitText } from "../publish/git";
import { push, stamp, type PublishSite } from "../publish/publication";
import { fetchLive } from "../publish/repository";
import { placeBuild, servedRelease, workFolderBeside } from "../publish/servedFolder";
import type { PublishingSettings } from "../publish/settings";
import type { PublicationUnderWay } from "../workspace";
import { planSharedChange, type GroupRepositories } from "./sharedContent";

export interface GroupPractice {
  id: string;
  name: string;
  /** The practice's own publishing: its settings (target), data folder and workspace (publishSiteOf). */
  site: PublishSite;
}

export interface SharedPublishRequest {
  author: Signature;
  message: string;
  /** The plan's fingerprint the person was shown. */
  fingerprint: string;
}

export interface PracticeRefused {
  id: string;
  name: string;
  problems: (Problem & { place?: string })[];
}

export interface PracticeNotLive {
  id: string;
  name: string;
  why: string;
}

export type SharedOutcome =
  | { published: true; message: string; files: string[]; live: string[] }
  | { published: false; reason: "stale" | "nothing" | "busy" | "unavailable"; message: string }
  | { published: false; reason: "problems"; message: string; refused: PracticeRefused[] }
  | { published: false; reason: "partly"; message: string; files: string[]; live: string[]; notLive: PracticeNotLive[] };

export const STALE = "The group's shared content is not what this screen showed: a shared file, or the practices it changes, changed since you looked. Nothing was published. Look at the changes again, then publish.";

/** One remote and branch (or one branch of this repository, without a remote) and the affected practices it serves. */
interface Target {
  settings: PublishingSettings;
  practices: GroupPractice[];
  live: string | null;
  commit: string;
  /** The target already holds exactly this change (a publication that reached it before another failed). */
  alreadyLive: boolean;
}

/** A practice's gated copy, kept until its build is placed (a practice served from a folder). */
interface Gated {
  practice: GroupPractice;
  copy: { folder: string };
  dist: string;
}

export const targetInWords = (settings: PublishingSettings): string =>
  `${settings.remote ? `${settings.remote}, branch ${settings.branch}` : `branch ${settings.branch} of the group's repository`}${settings.deploy === "folder" && settings.folder ? `, served from ${settings.folder}` : ""}`;

export async function publishShared(group: GroupLayout, repos: GroupRepositories, practices: readonly GroupPractice[], request: SharedPublishRequest): Promise<SharedOutcome> {
  const busy = practices.find((practice) => practice.site.writes?.publication);
  if (busy) return { published: false, reason: "busy", message: `${busy.site.writes!.publication!.by} is publishing ${busy.name} right now. Wait a moment, then look at the changes again.` };
  const under: PublicationUnderWay = { stage: "committing", by: request.author.name, since: new Date().toISOString() };
  for (const practice of practices) if (practice.site.writes) practice.site.writes.publication = under;
  try {
    return await run(group, repos, practices, request, under);
  } finally {
    for (const practice of practices) if (practice.site.writes?.publication === under) practice.site.writes.publication = null;
  }
}

/** How recent a fetch of a target's live version may be to list the changes (the screen's list and its Publish share it). */
const LIVE_AGE_MS = 60_000;

/**
 * Each practice's live version brought here (one fetch per target, one made lately reused), then the plan against
 * them. A target that cannot be reached is compared as last fetched; its Publish says so.
 */
export async function planAgainstLive(group: GroupLayout, repos: GroupRepositories, practices: readonly GroupPractice[]) {
  for (const { site } of practices) if (site.settings.configured) await fetchLive(repos.group, site.settings, site.writes?.liveFetches, LIVE_AGE_MS).catch(() => null);
  return planSharedChange(group, repos, new Map(practices.map((practice) => [practice.id, practice.site.settings])));
}

async function run(group: GroupLayout, repos: GroupRepositories, practices: readonly GroupPractice[], request: SharedPublishRequest, under: PublicationUnderWay): Promise<SharedOutcome> {
  const plan = await planAgainstLive(group, repos, practices);
  if (plan.fingerprint !== request.fingerprint) return { published: false, reason: "stale", message: STALE };
  if (!plan.changes.length) return { published: false, reason: "nothing", message: "There is nothing to publish: the group's shared content is live as it is." };
  const affected = plan.affected.map((id) => practices.find((practice) => practice.id === id)!);
  const notSetUp = affected.filter((practice) => !practice.site.settings.configured);
  if (notSetUp.length) return { published: false, reason: "unavailable", message: `Nothing was published: publishing has not been set up for ${names(notSetUp)}, which this change reaches. Whoever looks after the website can set it up.` };
  const files = plan.files.map(({ file, bytes }) => ({ file, bytes }));
  // The version the editor stands on may hold the change already (it reached some practices before): then that is
  // what the others are sent.
  const ours = (await commitFiles(repos.shared, plan.head, files, request.author, request.message)) ?? plan.head;
  if (!ours) return { published: false, reason: "nothing", message: "There is nothing to publish: the group's shared content is live as it is." };

  under.stage = "fetching";
  const targets: Target[] = [];
  for (const practice of affected) {
    const { settings } = practice.site;
    const same = targets.find((target) => target.settings.remote === settings.remote && target.settings.branch === settings.branch);
    if (same) same.practices.push(practice);
    else targets.push({ settings, practices: [practice], live: null, commit: ours, alreadyLive: false });
  }
  for (const target of targets) {
    try {
      target.live = await fetchLive(repos.group, target.settings, target.practices[0]!.site.writes?.liveFetches);
    } catch {
      return { published: false, reason: "unavailable", message: `Nothing was published: the live site's repository of ${names(target.practices)} could not be reached. Try again in a minute; if it keeps happening, tell whoever looks after the website.` };
    }
    if (target.live && target.live !== plan.head) {
      const placed = await putOnTop(repos.group, ours, target.live);
      if ("conflicts" in placed) return { published: false, reason: "unavailable", message: `Nothing was published: the live site of ${names(target.practices)} has a change to the same part of ${placed.conflicts.map((path) => path.split("/").slice(-3).join("/")).join(", ")} that this one does not have, and the editor cannot tell which version should win. Ask whoever looks after the website.` };
      target.commit = placed.commit;
      target.alreadyLive = (await tree(repos, target.commit)) === (await tree(repos, target.live));
    }
  }

  under.stage = "checking";
  const gated: Gated[] = [];
  try {
    const refused: PracticeRefused[] = [];
    for (const target of targets.filter((candidate) => !candidate.alreadyLive)) {
      for (const practice of target.practices) {
        const outcome = await gate(repos, target.commit, practice);
        if ("problems" in outcome) refused.push({ id: practice.id, name: practice.name, problems: outcome.problems });
        else gated.push(outcome);
      }
    }
    if (refused.length) {
      return {
        published: false,
        reason: "problems",
        refused,
        message: `Nothing was published, to any practice: the checks of ${names(refused)} found problems with this change. Each is listed below; fix them (in the shared file, or in that practice's own), then publish again.`,
      };
    }

    under.stage = "sending";
    const live: string[] = [];
    const notLive: PracticeNotLive[] = [];
    for (const target of targets) {
      const sent = target.alreadyLive ? "ok" : await send(repos, target);
      for (const practice of target.practices) {
        if (sent !== "ok") {
          notLive.push({ id: practice.id, name: practice.name, why: sent });
          continue;
        }
        const built = gated.find((entry) => entry.practice === practice);
        const { settings } = practice.site;
        if (!target.alreadyLive && built && settings.deploy === "folder" && settings.folder) {
          under.stage = "placing";
          try {
            await placeBuild(built.dist, settings.folder, `${stamp(new Date())}-${target.commit.slice(0, 8)}`);
          } catch (error) {
            console.error(`The shared change's build of ${practice.id} could not be placed: ${error instanceof Error ? error.message : String(error)}`);
            notLive.push({ id: practice.id, name: practice.name, why: "its change was sent, but its new build could not be put in the folder its site is served from" });
            continue;
          }
        }
        live.push(practice.id);
      }
    }
    const changed = plan.changes.map((change) => change.file);
    if (notLive.length) {
      return {
        published: false,
        reason: "partly",
        files: changed,
        live,
        notLive,
        message: `Published to ${live.length ? names(affected.filter((practice) => live.includes(practice.id))) : "no practice"} only. Not live at ${notLive.map((practice) => `${practice.name} (${practice.why})`).join("; ")}. The change stays listed here: publish it again to send it where it is not live yet.`,
      };
    }
    // Live everywhere: the working copy stands on the change from now on (a practice's Publish starts from it).
    if (ours !== plan.head) {
      await git(repos.group.top, ["update-ref", "-m", "the group's shared content published from the editor", "HEAD", ours]);
      await git(repos.group.top, ["read-tree", ours]);
    }
    return { published: true, files: changed, live, message: affected.length ? `Published to ${names(affected)}.` : "No practice shows this change (each has its own version, or leaves it out), so nothing was sent; it is kept as the group's version." };
  } finally {
    for (const entry of gated) await rm(entry.copy.folder, { recursive: true, force: true });
  }
}

/** The practice put together from `commit` (the group's files and its own), checked by the group and by its gate. */
async function gate(repos: GroupRepositories, commit: string, practice: GroupPractice): Promise<Gated | { problems: PracticeRefused["problems"] }> {
  const { settings } = practice.site;
  const folderDeploy = settings.deploy === "folder" && settings.folder ? settings.folder : null;
  const copy = await exportContent(repos.group, commit, folderDeploy ? await workFolderBeside(folderDeploy) : undefined, ["group.json", "shared", `practices/${practice.id}`]);
  let kept = false;
  try {
    const layout = readGroup(copy.site);
    const found = checkGroup(layout).problems.get(practice.id) ?? [];
    if (found.length) return { problems: found };
    const composed = composePractice(layout, practice.id, leaveOutOf(practiceFolder(layout, practice.id)));
    const from = folderDeploy ? await servedRelease(folderDeploy) : null;
    const outcome = await runGateProcess(composed.folder, practice.site.checksOnly ? false : settings.build, () => {}, { precompress: !!folderDeploy, from });
    if (!outcome.ok) return { problems: inPracticeFiles(layout, practice.id, outcome.problems) };
    kept = true;
    return { practice, copy, dist: join(composed.folder, "dist") };
  } catch (error) {
    console.error(`The shared change could not be checked for ${practice.id}: ${error instanceof Error ? error.message : String(error)}`);
    return { problems: [{ file: "group.json", where: "(the whole file)", severity: "error", message: "The checks of this practice could not run. Whoever looks after the website can see why in the editor's log." }] };
  } finally {
    if (!kept) await rm(copy.folder, { recursive: true, force: true });
  }
}

/** "ok", or why the target did not take the change, in words. */
async function send(repos: GroupRepositories, target: Target): Promise<"ok" | string> {
  const { settings } = target;
  if (!settings.remote) {
    await git(repos.group.top, ["update-ref", `refs/heads/${settings.branch}`, target.commit]);
    return "ok";
  }
  const pushed = await push(repos.group, settings, target.commit);
  if (pushed === "ok") return "ok";
  if (pushed === "moved") return "its live site changed while this was being published";
  console.error(`The shared change could not be sent to ${settings.remote} ${settings.branch}: ${pushed instanceof GitError ? pushed.stderr.trim() : String(pushed)}`);
  return "its live site's repository could not be reached, or refused the change";
}

const tree = (repos: GroupRepositories, commit: string) => gitText(repos.group.top, ["rev-parse", `${commit}^{tree}`]);

function names(practices: readonly { name: string }[]): string {
  const all = practices.map((practice) => practice.name);
  return all.length > 1 ? `${all.slice(0, -1).join(", ")} and ${all.at(-1)}` : (all[0] ?? "");
}
