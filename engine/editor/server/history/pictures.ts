/**
 * The pictures (and documents) a page names, and bringing back the ones removed since: a page put back as it
 * was, or a change undone, shows the pictures it showed then, so none of them may be missing when it goes live.
 */
import type { FileContent } from "../publish/commits";
import { showFiles } from "../publish/git";
import { inRepo, type Repository } from "../publish/repository";
import { ASSET_PATTERN } from "../../../schema/common";

/** Every file under public/ a JSON value names ("/images/team/jo.jpg"), once each. */
export function filesNamedBy(value: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (node.length < 300 && ASSET_PATTERN.test(node)) out.add(node);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(value);
  return [...out].sort();
}

/** "/images/team/jo.jpg" -> "public/images/team/jo.jpg", the site's name for the file. */
export const publicFile = (path: string) => `public${path}`;

/** "jo.jpg": a picture as staff see it in the file picker. */
export const pictureName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export interface BroughtBack {
  files: FileContent[];
  /** Named, but in none of the versions looked in: the restore cannot bring them. */
  lost: string[];
}

/**
 * The files `paths` names that `live` lacks, each taken from the first of `sources` (versions, best first) that
 * has it. A file live has is left as it is.
 */
export async function bringBack(repo: Repository, live: string, paths: string[], sources: (string | null)[]): Promise<BroughtBack> {
  if (!paths.length) return { files: [], lost: [] };
  const present = await showFiles(repo.top, paths.map((path) => `${live}:${inRepo(repo, publicFile(path))}`));
  const missing = paths.filter((_, index) => !present[index]);
  const files: FileContent[] = [];
  const lost: string[] = [];
  for (const path of missing) {
    const found = (await showFiles(repo.top, sources.filter((source): source is string => !!source).map((source) => `${source}:${inRepo(repo, publicFile(path))}`))).find(Boolean);
    if (found) files.push({ file: publicFile(path), bytes: found });
    else lost.push(path);
  }
  return { files, lost };
}
