/**
 * The group's shared content as its web manager sees it (shared/ of a group, engine/group/groupLayout.ts): every
 * shared file, locked or a default, and per practice whether it inherits the file, overrides it (a file of its own
 * at the same place) or leaves it out (its group.practice.json); and the shared files of the group's working folder
 * that differ from what is live (git, as a practice's Publish finds its changes), each with the practices it will
 * change: those that inherit it and whose live version (their own target's) differs. Each practice is compared
 * with its own live version, not only with the one the editor stands on: a change that reached some practices and
 * not others (a send that failed) stays listed for the others, even after a practice's own Publish moved on.
 *
 * A practice's own files are read as they stand in that version, not as saved: an override saved in a practice's
 * editor but not published is not live yet, so until it is, a shared change still reaches that practice (and its
 * gate is run).
 */
import { createHash } from "node:crypto";
import { contentFiles, leaveOutIn, PRACTICE_FILE, sharedFolder, type GroupLayout } from "../../../group/groupLayout";
import { git, showFiles } from "../publish/git";
import { changedFiles, inRepo, inSite, liveRef, openRepository, resolveCommit, type ChangedFile, type Repository } from "../publish/repository";
import type { PublishingSettings } from "../publish/settings";

export type PracticeUse = "inherits" | "overrides" | "leaves out" | "copy refused";

export type SharedKind = "page" | "shared block" | "picture" | "file";

export interface SharedFile {
  file: string;
  kind: SharedKind;
  locked: boolean;
  /** Per practice id. */
  practices: Record<string, PracticeUse>;
}

export interface SharedChange {
  file: string;
  kind: SharedKind;
  status: ChangedFile["status"];
  locked: boolean;
  /** The practices it will change: those that inherit it, in the group's order. */
  practices: string[];
}

export interface SharedPlan {
  /** The version the editor stands on (the working copy's HEAD). */
  head: string | null;
  changes: SharedChange[];
  /** Every practice some change reaches, in the group's order. */
  affected: string[];
  /** The changed files with their bytes: what a Publish commits. */
  files: ChangedFile[];
  /** What the screen showed (files, their bytes, the practices each changes): a Publish of another is refused. */
  fingerprint: string;
}

/** The group's folder and its shared folder as git sees them (the group may be a folder of a larger repository). */
export interface GroupRepositories {
  group: Repository;
  shared: Repository;
}

export async function openGroupRepositories(group: GroupLayout): Promise<GroupRepositories | null> {
  const [whole, shared] = await Promise.all([openRepository(group.folder), openRepository(sharedFolder(group))]);
  return whole && shared ? { group: whole, shared } : null;
}

interface PracticeFiles {
  own: Set<string>;
  leaveOut: Set<string>;
}

export function kindOf(file: string): SharedKind {
  if (file.startsWith("pages/_shared/")) return "shared block";
  if (file.startsWith("pages/")) return "page";
  return /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(file) ? "picture" : "file";
}

function useOf(group: GroupLayout, practice: PracticeFiles | undefined, file: string): PracticeUse {
  const locked = group.locked.has(file);
  if (practice?.own.has(file)) return locked ? "copy refused" : "overrides";
  if (practice?.leaveOut.has(file) && !locked) return "leaves out";
  return "inherits";
}

/** Whether the practice shows the group's version of the file (a locked file's copy is refused, so it does). */
const reaches = (use: PracticeUse) => use === "inherits" || use === "copy refused";

/** Each practice's own content files and what it leaves out, at `commit` (none before the first commit). */
async function practicesAt(repo: Repository, commit: string | null, ids: readonly string[]): Promise<Map<string, PracticeFiles>> {
  const out = new Map(ids.map((id) => [id, { own: new Set<string>(), leaveOut: new Set<string>() }]));
  if (!commit) return out;
  const listed = await git(repo.top, ["ls-tree", "-r", "-z", "--name-only", commit, "--", inRepo(repo, "practices")]);
  for (const path of listed.stdout.split("\0").filter(Boolean)) {
    const [, id, ...rest] = inSite(repo, path).split("/");
    const file = rest.join("/");
    if (id && out.has(id) && (file === "site.config.json" || file.startsWith("pages/") || file.startsWith("public/"))) out.get(id)!.own.add(file);
  }
  const practiceFiles = await showFiles(repo.top, ids.map((id) => `${commit}:${inRepo(repo, `practices/${id}/${PRACTICE_FILE}`)}`));
  ids.forEach((id, index) => {
    const text = practiceFiles[index];
    if (text) out.get(id)!.leaveOut = leaveOutIn(text.toString("utf8"));
  });
  return out;
}

/** Every shared file of the working folder, and what each practice does with it (as published). */
export async function listShared(group: GroupLayout, repos: GroupRepositories | null): Promise<SharedFile[]> {
  const head = repos ? await resolveCommit(repos.group, "HEAD") : null;
  const practices = repos ? await practicesAt(repos.group, head, group.practices) : new Map<string, PracticeFiles>();
  return contentFiles(sharedFolder(group)).map((file) => ({
    file,
    kind: kindOf(file),
    locked: group.locked.has(file),
    practices: Object.fromEntries(group.practices.map((id) => [id, useOf(group, practices.get(id), file)])),
  }));
}

/**
 * The shared files not live at some practice that inherits them, each with those practices. `targets`: each
 * practice's publishing settings; its live version is the one last fetched of its target (the version the editor
 * stands on, for a practice whose target has none yet).
 */
export async function planSharedChange(group: GroupLayout, repos: GroupRepositories, targets: ReadonlyMap<string, PublishingSettings>): Promise<SharedPlan> {
  const head = await resolveCommit(repos.group, "HEAD");
  const practices = await practicesAt(repos.group, head, group.practices);
  // Per live version (practices sharing a target share one), the shared files that differ from it.
  const differing = new Map<string | null, Promise<ChangedFile[]>>([[head, changedFiles(repos.shared, head)]]);
  const liveOf = new Map<string, string | null>();
  for (const id of group.practices) {
    const settings = targets.get(id);
    const live = (settings?.configured ? await resolveCommit(repos.group, liveRef(settings)) : null) ?? head;
    liveOf.set(id, live);
    if (!differing.has(live)) differing.set(live, changedFiles(repos.shared, live));
  }
  const byFile = new Map<string, { file: ChangedFile; practices: string[] }>();
  for (const changed of await differing.get(head)!) byFile.set(changed.file, { file: changed, practices: [] });
  for (const id of group.practices) {
    for (const changed of await differing.get(liveOf.get(id)!)!) {
      if (!reaches(useOf(group, practices.get(id), changed.file))) continue;
      const entry = byFile.get(changed.file) ?? { file: changed, practices: [] };
      entry.practices.push(id);
      byFile.set(changed.file, entry);
    }
  }
  const listed = [...byFile.values()].sort((a, b) => a.file.file.localeCompare(b.file.file));
  const files = listed.map((entry) => entry.file);
  const changes = listed.map(({ file: { file, status }, practices: reached }): SharedChange => ({ file, kind: kindOf(file), status, locked: group.locked.has(file), practices: reached }));
  const affected = group.practices.filter((id) => changes.some((change) => change.practices.includes(id)));
  const seen = changes.map((change, index) => [change.file, change.status, change.practices, files[index]!.bytes ? createHash("sha256").update(files[index]!.bytes!).digest("hex") : null]);
  const fingerprint = createHash("sha256").update(JSON.stringify(seen)).digest("hex").slice(0, 32);
  return { head, changes, affected, files, fingerprint };
}
