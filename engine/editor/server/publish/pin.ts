/**
 * Pinning a set of changes: the file versions of one moment made into a commit (through a temporary index, as a
 * publication's commit is made), kept under refs/editor/pinned/ so git never prunes it, and published later
 * exactly as it was (an approval, a date). A fingerprint of file versions lets the Publish screen say "publish
 * what I am looking at", and be refused when the files moved since.
 */
import { createHash } from "node:crypto";
import { commitFiles, signatureEnv, type FileContent, type Signature } from "./commits";
import { git, gitText, showFile } from "./git";
import { CONTENT_PATHS, inRepo, inSite, type Repository } from "./repository";

/** One short text for a set of file versions: the same files with the same bytes give the same fingerprint. */
export function fingerprintOf(files: FileContent[]): string {
  const hash = createHash("sha256");
  for (const { file, bytes } of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    hash.update(file).update("\0").update(bytes === null ? "-" : createHash("sha256").update(bytes).digest("hex")).update("\n");
  }
  return hash.digest("hex").slice(0, 32);
}

const pinRef = (commit: string) => `refs/editor/pinned/${commit}`;

/** `files` committed on `parent` and kept; null when they change nothing. */
export async function pin(repo: Repository, parent: string | null, files: FileContent[], author: Signature, message: string): Promise<string | null> {
  const commit = await commitFiles(repo, parent, files, author, message);
  if (commit) await git(repo.top, ["update-ref", pinRef(commit), commit]);
  return commit;
}

/** No longer needed (published, declined, cancelled): git may forget it. */
export async function unpin(repo: Repository, commit: string | null): Promise<void> {
  if (commit) await git(repo.top, ["update-ref", "-d", pinRef(commit)], { allowed: [1] }).catch(() => undefined);
}

export interface PinnedChange {
  commit: string;
  parent: string | null;
  /** The files the pinned commit changes, with their pinned bytes (null: removed). */
  files: FileContent[];
}

/** What a pinned commit changes against its parent; null when the commit is not there. */
export async function readPinned(repo: Repository, commit: string): Promise<PinnedChange | null> {
  const exists = await git(repo.top, ["cat-file", "-e", `${commit}^{commit}`], { allowed: [1, 128] });
  if (exists.code !== 0) return null;
  const parentLine = await gitText(repo.top, ["rev-list", "--parents", "-n", "1", commit]);
  const parent = parentLine.split(" ")[1] ?? null;
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const listed = parent
    ? await gitText(repo.top, ["diff", "--name-only", "--no-renames", parent, commit, "--", ...paths])
    : await gitText(repo.top, ["ls-tree", "-r", "--name-only", commit, "--", ...paths]);
  const files: FileContent[] = [];
  for (const path of listed.split("\n").filter(Boolean)) files.push({ file: inSite(repo, path), bytes: await showFile(repo.top, commit, path) });
  return { commit, parent, files };
}

/**
 * The pinned commit made again with the same tree, parent, author and message, dated now (author and committer):
 * History lists a publication by its author date, so one on a date, or approved a week later, is listed when it
 * went live, not when it was asked for.
 */
export async function restamp(repo: Repository, commit: string): Promise<string> {
  const info = await gitText(repo.top, ["show", "-s", "--format=%T%x00%P%x00%an%x00%ae%x00%B", commit]);
  const [tree = "", parents = "", name = "", email = "", ...message] = info.split("\0");
  const env = signatureEnv({ name, email });
  const parentArgs = parents.split(" ").filter(Boolean).flatMap((parent) => ["-p", parent]);
  return gitText(repo.top, ["commit-tree", tree, ...parentArgs, "-F", "-"], { env, input: message.join("\0") });
}
