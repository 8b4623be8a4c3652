/**
 * A practice's pages that the group has too, in a group's editor: what the page says about them (the group locks
 * it; it is the group's default; it is this practice's own version in place of the group's), and going back to
 * the group's version, which removes the practice's own copy.
 *
 *   POST document/group-version {file, version}   remove this practice's own copy of a group's default, if it is
 *                                                 still the version the person saw
 *   POST document/group-save {file, value, baseVersion}
 *                                                 change the group's version (shared/<file>) of a locked file or a
 *                                                 default, for those who may change the group's shared content
 *                                                 (sharedRole.ts, asked through the write policy's GroupLocks), if
 *                                                 it is still the version the person saw; it goes live when the
 *                                                 group's shared content is published, never with a practice's own
 *
 * Saving a group's default is the ordinary save: it writes the practice's own file (documents.ts), never the
 * group's. What the group locks is refused by the one write rule (writePolicy.ts) on every route.
 */
import { rm } from "node:fs/promises";
import type { GroupFileState } from "../../model/api";
import { editable, JSON_LIMIT } from "../editable";
import { HttpError, readJsonBody, sendJson, textField } from "../http";
import { saveDocument } from "../documents";
import { formOf, settled } from "../drafts/savePath";
import { answerSave, openSave } from "../saveCall";
import type { Person } from "../people";
import { readDocument, type DocumentFile } from "../projectFiles";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import { lockedRefusal, whoMayChangeShared } from "../writePolicy";

/** What `file` is to the practice's group, for the page to say; undefined outside a group or for a file of the practice's alone. */
export function groupStateOf(context: Pick<EditorContext, "group">, file: string, person: Person): GroupFileState | undefined {
  const view = context.group;
  const status = view?.statusOf(file);
  if (!view || !status || status === "own") return undefined;
  return { status, groupName: view.groupName, owners: view.owners(), ...(status !== "override" && view.mayChangeShared(person) ? { mayChangeGroup: true } : {}) };
}

export const groupDocumentRoutes: ApiRoute[] = [
  {
    method: "POST", path: "document/group-version", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const body = await readJsonBody(req, JSON_LIMIT);
      const document = await editable(context, body.file);
      const version = textField(body, "version");
      if (!context.group) throw new HttpError(404, "This site is not part of a group, so it has no group's version to go back to.");
      // The practice's own file is what goes: asked of the one write rule like any other write of it.
      const answer = await context.workspace.write(personOf(call), [document.file], async () => {
        const status = context.group!.statusOf(document.file);
        if (status !== "override") throw new HttpError(409, status === "default" ? "This page already shows the group's version." : "This page has no group's version to go back to.");
        const own = await readDocument({ ...document, group: undefined });
        // Conditional on what the person saw: a copy saved since (by someone else, or in another window) is not removed unseen.
        if (!own || own.version !== version) {
          throw new HttpError(409, "This practice's version was changed since you opened the page, so it was not removed. Look at the page as it is now, then choose again.");
        }
        await rm(document.full);
        return readDocument(document);
      });
      context.record.add(personOf(call), "went back to the group's version", document.file);
      await context.versions.rememberCurrent(document, answer!.version);
      context.drafts.clear(personOf(call).id, document.file);
      sendJson(res, 200, { version: answer!.version });
    },
  },
  {
    method: "POST", path: "document/group-save", access: "signed-in",
    async handle(call) {
      const { context, res } = call;
      const { body, document, person } = await openSave(call);
      const view = context.group;
      if (!view || !document.group) throw new HttpError(404, "This page has no group's version to change.");
      // Always the version opened: the group's file is never written over unseen (no merge, no overwrite).
      const baseVersion = textField(body, "baseVersion");
      // In the editor's one queue of writes, as every save is; the file written is the group's, never the practice's.
      // And after the writes of the group's files asked from any practice's editor (WorkingView.sharedWrite).
      const result = await context.workspace.queued(() => view.sharedWrite(async () => {
        if (!view.mayChangeShared(person)) {
          throw new HttpError(403, lockedRefusal(document.file, context.workspace.locks) ?? `Only ${whoMayChangeShared(view.owners())} can change the group's version.`);
        }
        const status = view.statusOf(document.file);
        if (status === "override") throw new HttpError(409, "This practice has its own version of this page: go back to the group's version first, then change the group's version.");
        const groupVersion: DocumentFile = { file: document.file, full: document.group!.file, kind: document.kind };
        const current = await readDocument(groupVersion);
        // Conditional on what the person saw: a change saved since (from another practice's editor, or the repository) is not written over unseen.
        if (!current || current.version !== baseVersion) {
          throw new HttpError(409, "The group's version was changed since you opened the page, so your change was not saved. Open the page again to see the group's version as it is now, then make your change again.");
        }
        return saveDocument(groupVersion, { value: body.value, baseVersion, overwrite: false, form: formOf(context.models, document.kind) }, context.checker);
      }));
      if (result.saved) {
        // The group's, not this practice's: noted where the group's owners read it, whichever practice's editor saved it.
        if (!result.unchanged) (view.groupRecord ?? context.record).add(person, "changed the group's version", `${document.file}, from the editor of ${context.siteName}`);
        await settled(context, document, person, result.version);
      }
      answerSave(res, result);
    },
  },
];
