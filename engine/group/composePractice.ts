/**
 * A practice's site folder put together from the group's shared content and the practice's own, in
 * <group>/build/<id>/: a file is written only when its bytes differ, and a file no longer there is removed, so
 * the engine's incremental build sees exactly what changed (a shared footer changed: the pages that show it).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { builtFolder, contentFiles, practiceFolder, sharedFolder, type GroupLayout } from "./groupLayout";

export interface Composed {
  folder: string;
  /** Files written or removed in the site folder since the last time: what this build will look at. */
  changed: string[];
}

/**
 * The rule of what a practice is made of, here and nowhere else: every shared file but those it leaves out, with
 * the practice's own files on top, except where the group locks them (checkGroup refuses those first). By file
 * ("pages/complaints.json"), the full path it comes from. The build and the practice's editor (its working view,
 * editor/server/group/workingView.ts) both put a practice together from this.
 */
export function composedSources(group: GroupLayout, id: string, leaveOut: ReadonlySet<string> = new Set()): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const file of contentFiles(sharedFolder(group))) if (!leaveOut.has(file)) wanted.set(file, join(sharedFolder(group), file));
  for (const file of contentFiles(practiceFolder(group, id))) if (!group.locked.has(file)) wanted.set(file, join(practiceFolder(group, id), file));
  return wanted;
}

export function composePractice(group: GroupLayout, id: string, leaveOut: ReadonlySet<string> = new Set(), target = builtFolder(group, id)): Composed {
  const wanted = composedSources(group, id, leaveOut);
  const changed: string[] = [];
  for (const [file, source] of wanted) {
    const to = join(target, file);
    const bytes = readFileSync(source);
    if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, bytes);
    changed.push(file);
  }
  for (const file of existsSync(target) ? contentFiles(target) : []) {
    if (wanted.has(file)) continue;
    rmSync(join(target, file));
    changed.push(file);
  }
  return { folder: target, changed };
}
