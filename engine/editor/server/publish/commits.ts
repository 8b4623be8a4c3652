/**
 * Making the publication's one commit without touching the working files or the index people use: the files go
 * into a temporary index read from the parent commit, and the commit is written from its tree. When the live
 * branch moved on meanwhile, the commit is put on top of it with merge-tree (three-way, in memory): changes to
 * different lines of one file are both kept; the same lines changed on both sides stop the publication.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mergedByField } from "./fieldMerge";
import { git, gitText } from "./git";
import { inRepo, type Repository } from "./repository";

export interface Signature {
  name: string;
  email: string;
}

/** The editor, as the committer of every publication (the person is its author). */
export const EDITOR_SIGNATURE: Signature = { name: "Site editor", email: "site-editor@localhost" };

export interface FileContent {
  file: string;
  /** null removes the file. */
  bytes: Buffer | null;
}

export function signatureEnv(author: Signature, committer: Signature = EDITOR_SIGNATURE): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
  };
}

/** A commit whose parent is `parent` (null: the first commit) with `files` put in; null when nothing differs. */
export async function commitFiles(repo: Repository, parent: string | null, files: FileContent[], author: Signature, message: string): Promise<string | null> {
  const folder = mkdtempSync(join(tmpdir(), "publish-index-"));
  const env = { GIT_INDEX_FILE: join(folder, "index") };
  try {
    if (parent) await git(repo.top, ["read-tree", parent], { env });
    else await git(repo.top, ["read-tree", "--empty"], { env });
    const lines: string[] = [];
    for (const { file, bytes } of files) {
      const path = inRepo(repo, file);
      if (bytes === null) lines.push(`0 ${"0".repeat(40)}\t${path}`);
      else lines.push(`100644 ${await gitText(repo.top, ["hash-object", "-w", "--stdin"], { input: bytes })}\t${path}`);
    }
    await git(repo.top, ["update-index", "--index-info"], { env, input: lines.join("\n") + "\n" });
    const tree = await gitText(repo.top, ["write-tree"], { env });
    if (parent && tree === (await gitText(repo.top, ["rev-parse", `${parent}^{tree}`]))) return null;
    return await gitText(repo.top, ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"], { env: signatureEnv(author), input: message });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type OnTop = { commit: string } | { conflicts: string[] };

/**
 * `ours` (one commit on top of an older version) put on top of `live`: its tree merged with live's in memory,
 * committed with live as its parent and the same author and message. The conflicted files when the same lines
 * changed on both sides.
 */
export async function putOnTop(repo: Repository, ours: string, live: string): Promise<OnTop> {
  const isAncestor = await git(repo.top, ["merge-base", "--is-ancestor", live, ours], { allowed: [1] });
  if (isAncestor.code === 0) return { commit: ours };
  const merged = await git(repo.top, ["merge-tree", "--write-tree", "--name-only", "--no-messages", live, ours], { allowed: [1] });
  const [merging, ...rest] = merged.stdout.split("\n");
  let tree = merging;
  if (merged.code === 1) {
    const conflicts = [...new Set(rest.filter(Boolean))];
    // Neighbouring lines of one page are not a clash: content JSON is merged field by field before giving up.
    tree = (await mergedByField(repo, merging!.trim(), live, ours, conflicts)) ?? undefined;
    if (!tree) return { conflicts };
  }
  const info = await gitText(repo.top, ["show", "-s", "--format=%an%x00%ae%x00%B", ours]);
  const [name = "", email = "", ...message] = info.split("\0");
  const commit = await gitText(repo.top, ["commit-tree", tree!.trim(), "-p", live, "-F", "-"], { env: signatureEnv({ name, email }), input: message.join("\0") });
  return { commit };
}

/** Who changed `paths` between `from` and `to` (their names, newest first, once each): whom to ask about a clash. */
export async function whoChanged(repo: Repository, from: string, to: string, paths: string[]): Promise<string[]> {
  const out = await gitText(repo.top, ["log", "--format=%an", `${from}..${to}`, "--", ...paths]).catch(() => "");
  return [...new Set(out.split("\n").filter(Boolean))];
}
