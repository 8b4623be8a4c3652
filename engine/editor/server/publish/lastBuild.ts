/**
 * The last build of what is live, kept in the editor's data folder (<data folder>/builds/live-<commit>-<mode>) so
 * that the next Publish to git starts from it: its gate draws only the pages whose inputs changed
 * (engine/build/output.ts), so a one-page Publish costs about its change instead of a whole build.
 *
 * Only a build that went live is kept, and only once it is complete: a Publish builds in a copy of its own (its
 * dist/ made of hard links to the kept build, which a build never changes in place), and its dist/ is moved in by
 * one rename after the push. A failed or refused Publish removes its copy and leaves the kept build as it was.
 * The kept build is used only by a Publish of a commit made on the very commit it was built from.
 *
 * Beside it, the validator's findings per file (keyed by the file's bytes, engine/content/validate/diskCache.ts)
 * are shared by every Publish's copy, so its checks read again only the files that changed.
 */
import { lstat, mkdir, readdir, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";

const BUILDS = "builds";
const WORK_PREFIX = "publish-site-";
/** A copy left by an editor stopped mid-Publish is removed after this long (a Publish under way is never that old). */
const STALE_MS = 3_600_000;

export const buildsFolderOf = (dataFolder: string) => join(dataFolder, BUILDS);

const keptName = (commit: string, mode: string) => `live-${commit}-${mode}`;

/** The folder a Publish exports its copy into: beside the kept build, on the same disk, so its build can be moved in. */
export async function publishWorkFolder(dataFolder: string): Promise<string> {
  const folder = buildsFolderOf(dataFolder);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** Links the copy's validation cache (<site>/.cache/validation) to the one every Publish of this editor shares. */
export async function shareValidationCache(dataFolder: string, site: string): Promise<void> {
  const shared = join(buildsFolderOf(dataFolder), "validation");
  await mkdir(shared, { recursive: true });
  await mkdir(join(site, ".cache"), { recursive: true });
  await symlink(shared, join(site, ".cache", "validation"));
}

/** The kept build of `commit` in `mode` ("production", "preview"), or null when there is none. */
export async function keptBuildOf(dataFolder: string, commit: string | null, mode: string): Promise<string | null> {
  if (!commit) return null;
  const kept = join(buildsFolderOf(dataFolder), keptName(commit, mode));
  const stat = await lstat(kept).catch(() => null);
  return stat?.isDirectory() ? kept : null;
}

/**
 * Keeps `dist` (a complete build of `commit`, now live) as the next Publish's start, in place of the one before;
 * removes copies a stopped editor left. Never fails a Publish: a build not kept only makes the next one slower.
 */
export async function keepBuild(dataFolder: string, dist: string, commit: string, mode: string): Promise<void> {
  const folder = buildsFolderOf(dataFolder);
  const name = keptName(commit, mode);
  try {
    await rm(join(folder, name), { recursive: true, force: true });
    await rename(dist, join(folder, name));
    for (const entry of await readdir(folder)) {
      if (entry === name) continue;
      if (entry.startsWith("live-")) await rm(join(folder, entry), { recursive: true, force: true });
      else if (entry.startsWith(WORK_PREFIX)) {
        const stat = await lstat(join(folder, entry)).catch(() => null);
        if (stat && Date.now() - stat.mtimeMs > STALE_MS) await rm(join(folder, entry), { recursive: true, force: true });
      }
    }
  } catch (error) {
    console.error(`The published build could not be kept for the next Publish: ${error instanceof Error ? error.message : String(error)}`);
  }
}
