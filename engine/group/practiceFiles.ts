/**
 * A practice's content problems named at the file they come from: the validator checks the practice as put
 * together in <group>/build/<id>/, but the web manager edits the practice's own file or the group's shared one,
 * so each problem names that (practices/<id>/site.config.json, shared/pages/complaints.json).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Problem } from "../content/validate/problem";
import { practiceFolder, sharedFolder, type GroupLayout } from "./groupLayout";

export function inPracticeFiles(group: GroupLayout, id: string, problems: readonly Problem[]): Problem[] {
  return problems.map((problem) => ({ ...problem, file: sourceOf(group, id, problem.file) }));
}

function sourceOf(group: GroupLayout, id: string, file: string): string {
  // The practice's own file wins over the shared one, as when it was put together (composePractice.ts).
  if (existsSync(join(practiceFolder(group, id), file)) && !group.locked.has(file)) return `practices/${id}/${file}`;
  if (existsSync(join(sharedFolder(group), file))) return `shared/${file}`;
  return `practices/${id}/${file}`;
}
