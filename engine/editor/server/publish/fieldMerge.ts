/**
 * When git's line merge stops on a content JSON file, the same three-way merge field by field: April's NHS
 * charges and December's examination fee sit on neighbouring lines of one pricing page, which git calls a clash
 * although no field was changed twice. Only the same field changed differently on both sides still stops.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mergeThreeWay } from "../drafts/merge";
import { rewriteJson } from "../rewrite";
import { git, gitText, showFile } from "./git";
import { inSite, type Repository } from "./repository";

const isContentJson = (repo: Repository, path: string) => /^(pages\/.*|site\.config)\.json$/.test(inSite(repo, path));

/** `tree` (merge-tree's, with the conflicted files marked) with each conflicted file merged by field; null if one cannot be. */
export async function mergedByField(repo: Repository, tree: string, live: string, ours: string, conflicted: string[]): Promise<string | null> {
  if (!conflicted.length || !conflicted.every((path) => isContentJson(repo, path))) return null;
  const base = (await git(repo.top, ["merge-base", live, ours], { allowed: [1] })).stdout.trim();
  if (!base) return null;
  const lines: string[] = [];
  for (const path of conflicted) {
    const [before, theirs, mine] = await Promise.all([base, live, ours].map((commit) => showFile(repo.top, commit, path)));
    if (!before || !theirs || !mine) return null;
    const values = [before, theirs, mine].map((bytes) => parsed(bytes));
    if (values.some((value) => value === undefined)) return null;
    const merged = mergeThreeWay(values[0], values[1], values[2]);
    if (merged.conflicts.length) return null;
    const text = rewriteJson(theirs.toString("utf8"), values[1], merged.value);
    lines.push(`100644 ${await gitText(repo.top, ["hash-object", "-w", "--stdin"], { input: Buffer.from(text) })}\t${path}`);
  }
  const folder = mkdtempSync(join(tmpdir(), "publish-merge-"));
  const env = { GIT_INDEX_FILE: join(folder, "index") };
  try {
    await git(repo.top, ["read-tree", tree], { env });
    await git(repo.top, ["update-index", "--index-info"], { env, input: lines.join("\n") + "\n" });
    return await gitText(repo.top, ["write-tree"], { env });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function parsed(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}
