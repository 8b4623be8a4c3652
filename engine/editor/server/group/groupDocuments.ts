/**
 * A practice's pages that the group has too, in a group's editor: what the page says about them (the group locks
 * it; it is the group's default; it is this practice's own version in place of the group's), and going back to
 * the group's version, which removes the practice's own copy.
 *
 *   POST document/group-version {file, version}   remove this practice's own copy of a group's default, if it is
 *                                                 still the version the person saw
 *
 * Saving a group's default is the ordinary save: it writes the practice's own file (documents.ts), never the
 * group's. What the group locks is refused by the one write rule (writePolicy.ts) on every route.
 */
import { rm } from "node:fs/promises";
import type { GroupFileState } from "../../model/api";
import { editable, JSON_LIMIT } from "../editable";
import { HttpError, readJsonBody, sendJson, textField } from "../http";
import { readDocument } from "../projectFiles";
import { personOf, type ApiRoute, type EditorContext } from "../routing";

/** What `file` is to the practice's group, for the page to say; undefined outside a group or for a file of the practice's alone. */
export function groupStateOf(context: Pick<EditorContext, "group">, file: string): GroupFileState | undefined {
  const view = context.group;
  const status = view?.statusOf(file);
  if (!view || !status || status === "own") return undefined;
  return { status, groupName: view.groupName, owners: view.owners() };
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
];
