/**
 * Saving from the editor, with the people around it: the base the person opened is looked up (so a change
 * saved by someone else since is merged field by field, documents.ts), a successful save is recorded in the
 * save log and clears the person's draft, and a refusal because the file changed says who changed it.
 */
import type { FormModels } from "../../model/formModel";
import type { Person } from "../people";
import { readDocument, type DocumentFile } from "../projectFiles";
import type { EditorContext } from "../routing";
import { saveDocument, type SaveResult } from "../documents";
import { changedBy, type ChangedBy } from "./changedBy";

export type EditorSaveResult = SaveResult & { by?: ChangedBy | null };

export async function saveFromEditor(context: EditorContext, document: DocumentFile, person: Person, request: { value: unknown; baseVersion: string | null; overwrite: boolean; allowChange?: (before: unknown, after: unknown) => void }): Promise<EditorSaveResult> {
  const { file } = document;
  const baseValue = request.baseVersion === null ? undefined : (context.versions.valueOf(file, request.baseVersion) ?? context.drafts.baseValueOf(person.id, file, request.baseVersion));
  // Who wrote the version on disk, asked before saving: once merged over, an outside change's time is gone.
  const before = await readDocument(document);
  const beforeBy = before && before.version !== request.baseVersion ? await changedBy(context.saves, document, before.version, person) : null;
  const result: EditorSaveResult = await saveDocument(document, { ...request, baseValue, form: formOf(context.models, document.kind) }, context.checker, context.workspace.temporaryFolder);
  if (result.saved) {
    if (result.mergedWith) result.by = result.mergedWith === before?.version ? beforeBy : await changedBy(context.saves, document, result.mergedWith, person);
    if (!result.unchanged) context.saves.record(file, person, result.version);
    await settled(context, document, person, result.version);
  } else if (result.reason === "changed-on-disk" && result.version !== null) {
    // The person will save again from the version they are now shown: keep it as the next base.
    await context.versions.rememberCurrent(document, result.version);
    result.by = await changedBy(context.saves, document, result.version, person);
  }
  return result;
}

/** After a save: the version saved is the base of the next merge of this page, and the person's draft of it is done. */
export async function settled(context: EditorContext, document: DocumentFile, person: Person, version: string): Promise<void> {
  await context.versions.rememberCurrent(document, version);
  context.drafts.clear(person.id, document.file);
}

/** The form a document of this kind is edited in. */
export function formOf(models: FormModels, kind: DocumentFile["kind"]) {
  return kind === "site" ? models.site : kind === "shared" ? models.sharedBlock : models.page;
}
