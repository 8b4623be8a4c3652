/**
 * Putting a built site in place where a web server serves it, all at once: each build goes into a folder of its
 * own beside the served path (<folder>-releases/<time>-<commit>), and the served path is a symbolic link that is
 * swapped to the new build in one rename. A visitor gets the old site or the new one, never half of each; the
 * old one is served until the new one is complete. The last few builds are kept (to go back by hand), older ones
 * removed.
 */
import { lstat, mkdir, mkdtemp, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";

const KEEP = 3;

export function releasesFolderOf(folder: string): string {
  return join(dirname(folder), `${basename(folder)}-releases`);
}

/** A folder beside the releases, on the same disk, where a site copy is built before it is moved in. */
export async function workFolderBeside(folder: string): Promise<string> {
  const releases = releasesFolderOf(folder);
  await mkdir(releases, { recursive: true });
  return mkdtemp(join(releases, ".building-"));
}

/** Moves `built` (a finished build) into the releases and points `folder` at it. Returns the release's path. */
export async function placeBuild(built: string, folder: string, name: string): Promise<string> {
  const releases = releasesFolderOf(folder);
  await mkdir(releases, { recursive: true });
  const release = join(releases, name);
  await rename(built, release);
  const current = await lstat(folder).catch(() => null);
  if (current && !current.isSymbolicLink()) {
    // The first time: a folder served as it is becomes the first kept release, and the path becomes the link.
    await rename(folder, join(releases, `before-the-editor-${Date.now()}`));
  }
  const link = join(dirname(folder), `.${basename(folder)}.next-${process.pid}-${Date.now()}`);
  // A relative target, so the served tree can be moved or mounted elsewhere as a whole.
  await symlink(relative(dirname(folder), release), link);
  await rename(link, folder);
  await pruneReleases(releases, release);
  return release;
}

/** The release the served path points at now, or null. */
export async function servedRelease(folder: string): Promise<string | null> {
  const target = await readlink(folder).catch(() => null);
  return target ? join(dirname(folder), target) : null;
}

async function pruneReleases(releases: string, keep: string): Promise<void> {
  const names = (await readdir(releases)).filter((name) => !name.startsWith(".")).sort();
  const old = names.filter((name) => join(releases, name) !== keep).slice(0, Math.max(0, names.length - KEEP));
  for (const name of old) await rm(join(releases, name), { recursive: true, force: true });
  // Builds left half-done by a stopped editor.
  for (const name of (await readdir(releases)).filter((entry) => entry.startsWith(".building-"))) {
    const stat = await lstat(join(releases, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > 3_600_000) await rm(join(releases, name), { recursive: true, force: true });
  }
}
