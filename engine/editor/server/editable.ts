/**
 * What a request about one document may name, shared by the content and the drafts requests: a page or the site
 * config, inside the folders the editor may change, in a body of at most JSON_LIMIT bytes.
 */
import { HttpError } from "./http";
import { documentFile, homeOf, staysInside, type DocumentFile } from "./projectFiles";
import type { EditorContext } from "./routing";

/** A page or the site config as JSON is far smaller (the validator refuses files over 1 MB). */
export const JSON_LIMIT = 2 * 1024 * 1024;

/** The document a request names, if the editor may read and write it. */
export async function editable(context: Pick<EditorContext, "root" | "group">, file: unknown): Promise<DocumentFile> {
  const document = documentFile(context.root, file);
  if (!document) throw new HttpError(400, "The editor opens only pages (pages/…json) and site.config.json.");
  if (!(await staysInside(homeOf(context.root, document), document.full))) throw new HttpError(400, "That file is outside the folders the editor may change.");
  // In a group's practice, a file the group has too is read from the group's where the practice has none of its own.
  const groupFile = context.group?.groupFile(document.file);
  return groupFile ? { ...document, group: { file: groupFile, locked: context.group!.locked.has(document.file) } } : document;
}
