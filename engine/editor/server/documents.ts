/**
 * Opening and saving the files the editor changes. Saving checks the document first (nothing with a problem
 * is written), writes only what changed into the file's own text (rewrite.ts). When the file changed on disk
 * since it was opened (a colleague saved, git pull), the two are merged field by field (drafts/merge.ts):
 * changes to different fields are both saved; fields both changed are refused and listed, for the person to
 * choose. Nothing is written over another's change unless the person chose it.
 */
import { parseJson } from "../../content/validate/json";
import type { Problem } from "../../content/validate/problem";
import { HttpError } from "./http";
import { readDocument, versionOf, writeWhole, type DocumentFile } from "./projectFiles";
import { rewriteJson, serialise } from "./rewrite";
import type { CausedProblem } from "../model/api";
import type { FieldSpec } from "../model/formModel";
import type { ProjectChecker } from "./checks";
import { describeConflicts, mergeThreeWay, type FieldConflict } from "./drafts/merge";

export interface OpenedDocument {
  file: string;
  kind: DocumentFile["kind"];
  version: string;
  value?: unknown;
  /** Why the file cannot be shown as a form (a mistake in its JSON), in the validator's words. */
  unreadable?: Problem[];
}

export async function openDocument(document: DocumentFile): Promise<OpenedDocument> {
  const current = await readDocument(document);
  if (!current) throw new HttpError(404, `${document.file} does not exist (any more).`);
  const parsed = parseJson(current.text.replace(/^\uFEFF/, ""));
  if (parsed.ok) return { file: document.file, kind: document.kind, version: current.version, value: parsed.value };
  const unreadable = parsed.mistakes.map(({ line, column, reason }): Problem => ({ file: document.file, where: `line ${line}, column ${column}`, message: reason, severity: "error", line, column }));
  return { file: document.file, kind: document.kind, version: current.version, unreadable };
}

export interface SaveRequest {
  value: unknown;
  /** The version the editor opened, or null for a file that was not there. */
  baseVersion: string | null;
  /** Write even though the file changed on disk (the person chose to, after being told). */
  overwrite: boolean;
  /** The file's value at baseVersion, when known: the base of the merge with a change made since. */
  baseValue?: unknown;
  /** The form of the document's kind: a field both changed is named as the form names it. */
  form: FieldSpec;
  /** Asked with the file's value now and the value about to be written; throws (a 403 in words) when the person may not make that change. */
  allowChange?: (before: unknown, after: unknown) => void;
}

export type SaveResult =
  /** mergedWith: the version someone else saved since baseVersion, merged in; value: what was saved then. */
  | { saved: true; version: string; unchanged?: boolean; problems: Problem[]; caused: CausedProblem[]; mergedWith?: string; value?: unknown }
  | { saved: false; reason: "problems"; problems: Problem[]; elsewhere: Problem[]; caused: CausedProblem[] }
  /** conflicts: the fields both changed (nothing written); merged: everything else merged, with mine at those fields. */
  | { saved: false; reason: "changed-on-disk"; version: string | null; conflicts?: FieldConflict[]; merged?: unknown };

/**
 * Saves one document. The caller runs it in the workspace's queue of writes (workspace.ts), so two tabs saving at
 * once, or a save beside a move or a restore, never interleave their reads and writes.
 */
export async function saveDocument(document: DocumentFile, { value, baseVersion, overwrite, baseValue, form, allowChange }: SaveRequest, checker: ProjectChecker, temporaryFolder?: string): Promise<SaveResult> {
  const current = await readDocument(document);
  const onDisk = current?.version ?? null;
  const previous = current ? parseJson(current.text.replace(/^\uFEFF/, "")) : null;
  let mergedWith: string | undefined;
  if (onDisk !== baseVersion && !overwrite) {
    if (!current || !previous?.ok) return { saved: false, reason: "changed-on-disk", version: onDisk };
    const merge = mergeThreeWay(baseValue, previous.value, value);
    if (merge.conflicts.length) return { saved: false, reason: "changed-on-disk", version: onDisk, conflicts: describeConflicts(merge.conflicts, merge.value, document.kind, form), merged: merge.value };
    value = merge.value;
    mergedWith = current.version;
  }

  allowChange?.(previous?.ok ? previous.value : undefined, value);
  const text = current && previous?.ok ? rewriteJson(current.text, previous.value, value) : serialise(value);
  const checked = checker.check(document.file, text);
  const errors = checked.problems.filter((problem) => problem.severity === "error");
  // The practice details are read by every page: a change there must not break one.
  if (errors.length || checked.elsewhere.length) return { saved: false, reason: "problems", problems: checked.problems, elsewhere: checked.elsewhere, caused: checked.caused };

  const merged = mergedWith ? { mergedWith, value } : {};
  if (current && text === current.text) return { saved: true, version: current.version, unchanged: true, problems: checked.problems, caused: checked.caused, ...merged };
  await writeWhole(document.full, text, { temporaryFolder });
  return { saved: true, version: versionOf(text), problems: checked.problems, caused: checked.caused, ...merged };
}
