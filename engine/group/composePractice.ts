/**
 * A practice's site folder put together from the group's shared content and the practice's own, in
 * <group>/build/<id>/: a file is written only when its bytes differ, and a file no longer there is removed, so
 * the engine's incremental build sees exactly what changed (a shared footer changed: the pages that show it).
 * A practice whose sources all have the stamps they had when it was last put together is left as it is, after a
 * stat of each (sourceStamps.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { builtFolder, contentFiles, practiceFolder, sharedFolder, type GroupLayout } from "./groupLayout";
import { composedFrom, forgetComposed, rememberComposed, sourcesOf, type Source } from "./sourceStamps";

export interface Composed {
  folder: string;
  /** Files written or removed in the site folder since the last time: what this build will look at. */
  changed: string[];
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
  const wanted = new Map<string, Source>();
  for (const [file, source] of shared) if (!leaveOut.has(file)) wanted.set(file, source);
  // The practice's own files win, except where the group locks them (checkGroup refuses those first).
  for (const [file, source] of own) if (!group.locked.has(file)) wanted.set(file, source);
  const ordered = new Map([...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  if (composedFrom(target, ordered)) return { folder: target, changed: [] };
  forgetComposed(target);
  const changed: string[] = [];
  for (const [file, source] of ordered) {
    const to = join(target, file);
    const bytes = readFileSync(source.path);
    if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, bytes);
    changed.push(file);
  }
  for (const file of existsSync(target) ? contentFiles(target) : []) {
    if (ordered.has(file)) continue;
    rmSync(join(target, file));
    changed.push(file);
  }
  mkdirSync(target, { recursive: true });
  rememberComposed(target, ordered);
  return { folder: target, changed };
}
