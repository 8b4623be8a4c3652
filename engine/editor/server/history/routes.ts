/** The editor's history requests: the published versions, one page at a version beside the live one, and restore (owners only). */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { documentFile, versionOf } from "../projectFiles";
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute } from "../routing";
import { publishSiteOf } from "../publish/routes";
import { listVersions, pageAtVersion, restore } from "./history";

const COMMIT = /^[0-9a-f]{40}$/;

function commitOf(value: unknown): string {
  if (typeof value !== "string" || !COMMIT.test(value)) throw new HttpError(400, "That is not a version the editor knows.");
  return value;
}

function fileOf(root: string, value: unknown): string {
  const document = documentFile(root, value);
  if (!document) throw new HttpError(400, "Only pages and the practice details can be compared and restored.");
  return document.file;
}

export const historyRoutes: ApiRoute[] = [
  {
    method: "GET", path: "history", access: "signed-in",
    async handle({ context, res }) {
      sendJson(res, 200, await listVersions(publishSiteOf(context)));
    },
  },
  {
    method: "GET", path: "history/page", access: "signed-in",
    async handle({ context, res, query }) {
      sendJson(res, 200, await pageAtVersion(publishSiteOf(context), commitOf(query.get("commit")), fileOf(context.root, query.get("file"))));
    },
  },
  {
    method: "POST", path: "history/restore", access: "owner",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 64 * 1024);
      const file = body.file === undefined || body.file === null ? undefined : fileOf(context.root, body.file);
      const outcome = await restore(publishSiteOf(context), { name: person.name, email: person.email }, commitOf(body.commit), file);
      if (outcome.published) {
        context.record.add(person, "restored", `${outcome.message.split("\n")[0]} (${outcome.commit.slice(0, 8)})`);
        // The restored files were written by this person: someone with the page open is told so, by name.
        for (const change of outcome.changes) {
          const bytes = await readFile(join(context.root, change.file)).catch(() => null);
          if (bytes) context.saves.record(change.file, person, versionOf(bytes));
        }
      }
      sendJson(res, 200, outcome);
    },
  },
];
