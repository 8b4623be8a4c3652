/**
 * Publications on a date: the schedule as Publish and History show it, a new date, and cancelling. A date comes
 * as the practice says it, in UK time ("2027-04-01T09:00"). Owners change or cancel any; a person their own
 * (an editor's waiting request too).
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import type { Person } from "../people";
import { unpin } from "./pin";
import { previewsOf, requestsOf } from "./publishContext";
import type { PublishRequestRow } from "./requests";
import { openRepository } from "./repository";
import { schedulerOf } from "./schedule";
import { fromUkTime, toUkTime, ukTimeInWords } from "../../model/ukTime";

/** A date and time in UK time, as the moment it names (ISO, UTC); refused in words when unreadable or past. */
export function publishAtOf(value: unknown, now = new Date()): string {
  const moment = fromUkTime(value);
  if (!moment) throw new HttpError(400, "That date and time could not be read. Choose a day and a time (UK time).");
  if (moment.getTime() <= now.getTime()) throw new HttpError(400, "That time has passed already. Choose a time still to come, or publish now.");
  if (moment.getTime() - now.getTime() > 400 * 86_400_000) throw new HttpError(400, "That is more than a year ahead. Choose a nearer date.");
  return moment.toISOString();
}

function requestFor(context: EditorContext, person: Person, id: unknown): PublishRequestRow {
  const row = requestsOf(context).get(Number(id));
  if (!row || (row.status !== "scheduled" && row.status !== "waiting")) throw new HttpError(404, "That publication has happened, or was cancelled, already.");
  if (person.role !== "owner" && row.personId !== person.id) throw new HttpError(403, "Only an owner, or whoever asked for it, can change that publication.");
  return row;
}

export const scheduleRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/scheduled", access: "signed-in",
    async handle({ context, res }) {
      const scheduled = requestsOf(context).scheduled().map((row) => ({
        id: row.id, name: row.name, message: row.message.split("\n")[0], publishAt: row.publishAt, publishAtWords: row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : "", ukTime: row.publishAt ? toUkTime(new Date(row.publishAt)) : "",
      }));
      sendJson(res, 200, { scheduled });
    },
  },
  {
    // Scheduled publications of this person that could not go live: shown when they next open the editor, until read.
    method: "GET", path: "publish/notices", access: "signed-in",
    async handle(call) {
      const notices = requestsOf(call.context).untold(personOf(call).id).map((row) => ({
        id: row.id, message: row.message.split("\n")[0], publishAtWords: row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : "", outcome: row.outcome ?? "",
      }));
      sendJson(call.res, 200, { notices });
    },
  },
  {
    method: "POST", path: "publish/notices/seen", access: "signed-in",
    async handle(call) {
      const body = await readJsonBody(call.req, 4096);
      const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is number => Number.isInteger(id)).slice(0, 100) : [];
      requestsOf(call.context).told(personOf(call).id, ids);
      sendJson(call.res, 200, { ok: true });
    },
  },
  {
    method: "POST", path: "publish/reschedule", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 4096);
      const row = requestFor(context, person, body.id);
      const publishAt = publishAtOf(body.publishAt);
      // A waiting request keeps waiting for an owner, with the new date it asks for.
      if (row.status === "waiting") requestsOf(context).askFor(row.id, publishAt);
      else {
        if (person.role !== "owner" && context.settings.get("approvalRequired")) throw new HttpError(403, "An owner approves each publication here, so only an owner can change its date.");
        requestsOf(context).schedule(row.id, publishAt, person);
        schedulerOf(context).arm();
      }
      context.record.add(person, "changed the date of a publication", `${row.message.split("\n")[0]}: now ${ukTimeInWords(new Date(publishAt))}`);
      sendJson(res, 200, { ok: true, message: `It will be published on ${ukTimeInWords(new Date(publishAt))} (UK time).` });
    },
  },
  {
    method: "POST", path: "publish/cancel", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 4096);
      const row = requestFor(context, person, body.id);
      requestsOf(context).decide(row.id, "cancelled", person);
      schedulerOf(context).arm();
      previewsOf(context).revokeFor(row.id);
      const repo = await openRepository(context.root);
      if (repo) await unpin(repo, row.commit);
      context.record.add(person, row.status === "scheduled" ? "cancelled a scheduled publication" : "withdrew a request to publish", row.message.split("\n")[0]);
      sendJson(res, 200, { ok: true, message: "Cancelled. The changes stay saved here, unpublished." });
    },
  },
];
