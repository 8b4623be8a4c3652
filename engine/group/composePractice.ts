/**
 * A practice's site folder put together from the group's shared content and the practice's own, in
 * <group>/build/<id>/: a file is written only when its bytes differ, and a file no longer there is removed, so
 * the engine's incremental build sees exactly what changed (a shared footer changed: the pages that show it).
 * A file whose source has the stamp it had when the folder was last put together is left as it is after a stat
 * (sourceStamps.ts): a practice a change leaves alone is not read. A file is replaced, never changed in place, so
 * the practice's dist/ may hold hard links to these files.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeWhole } from "../build/writeWhole";
import { builtFolder, contentFiles, practiceFolder, sharedFolder, type GroupLayout } from "./groupLayout";
import { composedFrom, forgetComposed, rememberComposed, sourcesOf, stampOf, type Source } from "./sourceStamps";

export interface Composed {
  folder: string;
  /** Files written or removed in the site folder since the last time: what this build will look at. */
  changed: string[];
}

/**
 * The rule of what a practice is made of, here and nowhere else: every shared file but those it leaves out, with
 * the practice's own files on top, except where the group locks them (checkGroup refuses those first). By file
 * ("pages/complaints.json"). The build (with each source's stamp) and the practice's editor (its working view,
 * editor/server/group/workingView.ts, by path) both put a practice together from this.
 */
function layered<T>(group: GroupLayout, leaveOut: ReadonlySet<string>, shared: ReadonlyMap<string, T>, own: ReadonlyMap<string, T>): Map<string, T> {
  const wanted = new Map<string, T>();
  for (const [file, source] of shared) if (!leaveOut.has(file)) wanted.set(file, source);
  for (const [file, source] of own) if (!group.locked.has(file)) wanted.set(file, source);
  return wanted;
}

/** Each file of the practice as composed, with the full path it comes from. */
export function composedSources(group: GroupLayout, id: string, leaveOut: ReadonlySet<string> = new Set()): Map<string, string> {
  const paths = (root: string) => new Map(contentFiles(root).map((file) => [file, join(root, file)]));
  return layered(group, leaveOut, paths(sharedFolder(group)), paths(practiceFolder(group, id)));
}

/** `shared` and `own`: the group's shared files and the practice's, when the caller has listed them already. */
export function composePractice(
  group: GroupLayout,
  id: string,
  leaveOut: ReadonlySet<string> = new Set(),
  shared: ReadonlyMap<string, Source> = sourcesOf(sharedFolder(group)),
  own: ReadonlyMap<string, Source> = sourcesOf(practiceFolder(group, id)),
): Composed {
  const target = builtFolder(group, id);
  const wanted = layered(group, leaveOut, shared, own);
  const before = composedFrom(target);
  const changed: string[] = [];
  const unchanged = (file: string, source: Source) => before?.get(file) === stampOf(source);
  if (before && before.size === wanted.size && [...wanted].every(([file, source]) => unchanged(file, source))) return { folder: target, changed };
  forgetComposed(target);
  for (const [file, source] of wanted) {
    if (unchanged(file, source)) continue;
    const to = join(target, file);
    const bytes = readFileSync(source.path);
    if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
    // A new file in its place, never the old one rewritten: the practice's dist/ links its copies to these files
    // (engine/build/output.ts), and a published release may share them.
    writeWhole(to, bytes);
    changed.push(file);
  }
  // What was put there before and is no longer wanted (every file there, when nothing says what was put there).
  for (const file of before ? before.keys() : existsSync(target) ? contentFiles(target) : []) {
    if (wanted.has(file)) continue;
    rmSync(join(target, file), { force: true });
    changed.push(file);
  }
  mkdirSync(target, { recursive: true });
  rememberComposed(target, wanted);
  return { folder: target, changed: changed.sort() };
}
