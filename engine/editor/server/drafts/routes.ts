/**
 * The drafts' requests. Each answers about the person asking only: a person never reads another's drafts.
 *
 *   GET  draft?file=…              my draft of the file, if any, and who changed the file since it was begun
 *   POST draft {file, value, baseVersion}   keep what I typed (sent a few seconds after typing, and on leaving)
 *   POST draft/discard {file}      forget my draft
 *   GET  draft/changed-by?file=…   who made the file what it is now (a person, or outside the editor)
 */
import { parseJson } from "../../../content/validate/json";
import { editable, JSON_LIMIT } from "../contentRoutes";
import { HttpError, readJsonBody, sendJson } from "../http";
import { readDocument } from "../projectFiles";
import { personOf, type ApiRoute } from "../routing";
import { changedBy } from "./changedBy";
import { sameValue } from "./merge";

export const draftRoutes: ApiRoute[] = [
  {
    method: "GET", path: "draft", access: "signed-in",
    async handle(call) {
      const person = personOf(call);
      const document = await editable(call.context, call.query.get("file"));
      const draft = call.context.drafts.get(person.id, document.file);
      const current = await readDocument(document);
      if (!draft) return sendJson(call.res, 200, { draft: null });
      if (current && sameAs(current.text, draft.value)) {
        // Saved since (in another window, or the save's answer was lost): nothing left to offer.
        call.context.drafts.clear(person.id, document.file);
        return sendJson(call.res, 200, { draft: null });
      }
      const since = current && current.version !== draft.baseVersion ? await changedBy(call.context.saves, document, current.version, person) : null;
      sendJson(call.res, 200, { draft: { value: draft.value, baseVersion: draft.baseVersion, updatedAt: draft.updatedAt, changedSince: since } });
    },
  },
  {
    method: "POST", path: "draft", access: "signed-in",
    async handle(call) {
      const person = personOf(call);
      const body = await readJsonBody(call.req, JSON_LIMIT);
      const document = await editable(call.context, body.file);
      if (body.value === undefined) throw new HttpError(400, "The draft has no value.");
      const baseVersion = typeof body.baseVersion === "string" ? body.baseVersion : null;
      const current = await readDocument(document);
      if (current && sameAs(current.text, body.value)) {
        call.context.drafts.clear(person.id, document.file);
        return sendJson(call.res, 200, { kept: false });
      }
      if (baseVersion && current?.version === baseVersion) call.context.versions.remember(document.file, current.text);
      const baseValue = baseVersion ? call.context.versions.valueOf(document.file, baseVersion) : undefined;
      const at = call.context.drafts.keep(person.id, document.file, { value: body.value, baseVersion, baseValue });
      sendJson(call.res, 200, { kept: true, at });
    },
  },
  {
    method: "POST", path: "draft/discard", access: "signed-in",
    async handle(call) {
      const body = await readJsonBody(call.req, JSON_LIMIT);
      const document = await editable(call.context, body.file);
      call.context.drafts.clear(personOf(call).id, document.file);
      sendJson(call.res, 200, { discarded: true });
    },
  },
  {
    method: "GET", path: "draft/changed-by", access: "signed-in",
    async handle(call) {
      const document = await editable(call.context, call.query.get("file"));
      const current = await readDocument(document);
      sendJson(call.res, 200, { version: current?.version ?? null, by: current ? await changedBy(call.context.saves, document, current.version, personOf(call)) : null });
    },
  },
];

/** Whether the file's text says exactly `value`. */
function sameAs(text: string, value: unknown): boolean {
  const parsed = parseJson(text.replace(/^\uFEFF/, ""));
  return parsed.ok && sameValue(parsed.value, value);
}
