/**
 * What the editor's two saves share (contentRoutes.ts "save", the page's own file; group/groupDocuments.ts
 * "document/group-save", the group's version): how the request opens (its body, the page asked for, who asks and
 * the version they opened) and how its outcome is answered.
 */
import type { ServerResponse } from "node:http";
import type { SaveResult } from "./documents";
import { editable, JSON_LIMIT } from "./editable";
import { readJsonBody, sendJson } from "./http";
import type { Person } from "./people";
import type { DocumentFile } from "./projectFiles";
import { personOf, type ApiCall } from "./routing";

export interface SaveCall {
  body: Record<string, unknown>;
  document: DocumentFile;
  person: Person;
  /** The version the person opened: null when they start from nothing (a save that overwrites). */
  baseVersion: string | null;
}

export async function openSave(call: ApiCall): Promise<SaveCall> {
  const body = await readJsonBody(call.req, JSON_LIMIT);
  const document = await editable(call.context, body.file);
  return { body, document, person: personOf(call), baseVersion: typeof body.baseVersion === "string" ? body.baseVersion : null };
}

/** Saved: 200; refused for its problems: 422; changed since it was opened: 409. */
export function answerSave(res: ServerResponse, result: SaveResult): void {
  sendJson(res, result.saved ? 200 : result.reason === "problems" ? 422 : 409, result);
}
