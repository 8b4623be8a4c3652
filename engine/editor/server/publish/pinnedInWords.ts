/**
 * What a pinned request would publish, in the practice's words, as the Publish screen describes saved work: the
 * pinned commit put on top of what is live now (as approving it does, commits.ts putOnTop), compared with live,
 * page by page and field by field. Read from git alone, never from the working copy: a request whose pages were
 * put back after asking still shows what it would publish. The fingerprint of what was described goes to the
 * owner's screen and back with the approval, so what goes live is what the owner read.
 */
import { createHash } from "node:crypto";
import type { FormModels } from "../../model/formModel";
import { git, gitText, showFile } from "./git";
import { CONTENT_PATHS, inRepo, inSite, type Repository } from "./repository";
import { commitTitle, describeFile, type FileInWords } from "./words";

export interface PinnedFileInWords extends FileInWords {
  status: "added" | "changed" | "deleted";
}

export interface PinnedInWords {
  commit: string;
  /** A fingerprint of what was described (the pinned commit, and each file's live and published bytes). */
  shown: string;
  /** "Veneers, Fillings and Home": the server's own title, whatever the person wrote. */
  title: string;
  changes: PinnedFileInWords[];
  /** The same lines were changed on the live site since it was asked for: approving it would stop with a clash. */
  clash: boolean;
}

/**
 * Descriptions made lately, by repository, commit, live version and site name: both commits are fixed, so the
 * description is too, and the Publish screen (opened often, by every owner) does not ask git again each time.
 */
const described = new Map<string, PinnedInWords>();
const MOST_KEPT = 200;

/** `commit` (a pinned request) against `live`, in words; null when the commit is not in the repository. */
export async function describePinned(site: { models: FormModels; siteName?: string }, repo: Repository, commit: string, live: string | null): Promise<PinnedInWords | null> {
  const key = [repo.top, commit, live ?? "", site.siteName ?? ""].join("\0");
  const kept = described.get(key);
  if (kept) return kept;
  const made = await describe(site, repo, commit, live);
  if (made) {
    if (described.size >= MOST_KEPT) described.delete(described.keys().next().value!);
    described.set(key, made);
  }
  return made;
}

async function describe(site: { models: FormModels; siteName?: string }, repo: Repository, commit: string, live: string | null): Promise<PinnedInWords | null> {
  const found = await git(repo.top, ["rev-list", "--parents", "-n", "1", `${commit}^{commit}`, "--"], { allowed: [128] });
  if (found.code !== 0) return null;
  const parent = found.stdout.trim().split(" ")[1] ?? null;
  let before = live ?? parent;
  let after = commit;
  let clash = false;
  if (live && (await git(repo.top, ["merge-base", "--is-ancestor", live, commit], { allowed: [1] })).code !== 0) {
    // Live moved on since it was asked for: what would go live is the two merged, as approving does it.
    const merged = await git(repo.top, ["merge-tree", "--write-tree", "--no-messages", live, commit], { allowed: [1] });
    if (merged.code === 0) after = merged.stdout.split("\n")[0]!.trim();
    else [clash, before] = [true, parent];
  }
  const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));
  const listed = before
    ? await gitText(repo.top, ["diff", "--name-only", "--no-renames", before, after, "--", ...paths])
    : await gitText(repo.top, ["ls-tree", "-r", "--name-only", after, "--", ...paths]);
  const hash = createHash("sha256").update(commit);
  const changes: PinnedFileInWords[] = [];
  for (const path of listed.split("\n").filter(Boolean).sort()) {
    const [was, is] = await Promise.all([before ? showFile(repo.top, before, path) : null, showFile(repo.top, after, path)]);
    hash.update(`\n${path}\0${digest(was)}\0${digest(is)}`);
    const file = inSite(repo, path);
    changes.push({ ...describeFile(site.models, site.siteName, file, was, is), status: !was ? "added" : !is ? "deleted" : "changed" });
  }
  return { commit, shown: hash.digest("hex").slice(0, 32), title: changes.length ? commitTitle(changes) : "Nothing: the live site already says the same", changes, clash };
}

const digest = (bytes: Buffer | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : "-");
