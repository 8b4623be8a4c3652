/**
 * The drafts' requests. Each answers about the person asking only: a person never reads another's drafts.
 *
 *   GET  draft?file=…              my draft of the file, if any, and who changed the file since it was begun
 *   POST draft {file, value, baseVersion}   keep what I typed (sent a few seconds after typing, and on leaving)
 *   POST draft/discard {file}      forget my draft
 *   GET  draft/changed-by?file=…   who made the file what it is now (a person, or outside the editor)
 */
import { parseJson } from "../../../content/validate/json";
import { editable, JSON_LIMIT } from "../editable";
import { HttpError, readJsonBody, sendJson } from "../http";
import { readDocument } from "../projectFiles";
import { personOf, type ApiRoute } from "../routing";
import { changedBy } from "./changedBy";
import { DRAFTS_PER_PERSON, DRAFT_BYTES_PER_PERSON } from "./draftStore";
import { sameValue } from "./merge";
import { requireMayWriteFiles } from "../writePolicy";

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
      const { context } = call;
      const body = await readJsonBody(call.req, JSON_LIMIT);
      const document = await editable(context, body.file);
      if (body.value === undefined) throw new HttpError(400, "The draft has no value.");
      const baseVersion = typeof body.baseVersion === "string" ? body.baseVersion : null;
      // A draft is what the person could save: the same rule, in the same queue, as the save itself.
      const answer = await context.workspace.writePart(person, document.file, async (allowChange) => {
        const current = await readDocument(document);
        // Drafts only of pages that exist ("New page" creates the file before anyone types into it).
        if (!current) throw new HttpError(404, "This page is not there any more (it was moved or deleted), so what you typed could not be kept. Copy anything you need before leaving this page.");
        const parsed = parseJson(current.text.replace(/^\uFEFF/, ""));
        allowChange(parsed.ok ? parsed.value : undefined, body.value);
        if (sameAs(current.text, body.value)) {
          context.drafts.clear(person.id, document.file);
          return { kept: false };
        }
        const usage = context.drafts.usage(person.id, document.file);
        const size = JSON.stringify(body.value).length;
        if (usage.count >= DRAFTS_PER_PERSON || usage.bytes + size > DRAFT_BYTES_PER_PERSON) {
          throw new HttpError(409, `What you typed here could not be kept as a draft: you already have unsaved changes on ${usage.count} other pages. Save or discard some of them (each is offered when you open its page), or save this page now.`);
        }
        if (baseVersion && current.version === baseVersion) context.versions.remember(document.file, current.text);
        const baseValue = baseVersion ? context.versions.valueOf(document.file, baseVersion) : undefined;
        return { kept: true, at: context.drafts.keep(person.id, document.file, { value: body.value, baseVersion, baseValue }) };
      });
      sendJson(call.res, 200, answer);
    },
  },
  {
    method: "POST", path: "draft/discard", access: "signed-in",
    async handle(call) {
      const body = await readJsonBody(call.req, JSON_LIMIT);
      const document = await editable(call.context, body.file);
      // Nobody keeps or drops drafts of what the group locks (writePolicy.ts).
      requireMayWriteFiles(personOf(call), [document.file], call.context.workspace.locks);
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
