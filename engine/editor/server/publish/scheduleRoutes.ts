/**
 * Publications on a date: the schedule as Publish and History show it, a new date, and cancelling. A date comes
 * as the practice says it, in UK time ("2027-04-01T09:00"). Owners change or cancel any; a person their own
 * (an editor's waiting request too). Each change is made only on the status the person's screen showed (sent as
 * `status`, else the status read now): once it is being published, or has changed, they are told so in words.
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import type { Person } from "../people";
import { unpin } from "./pin";
import { previewsOf, requestsOf } from "./publishContext";
import { titleOf } from "./peoplesWords";
import { UNDER_WAY, type PublishRequestRow } from "./requests";
import { openRepository } from "./repository";
import { schedulerOf } from "./schedule";
import { fromUkTime, toUkTime, ukTimeInWords } from "../../model/ukTime";
import { tellRequester } from "../notices/tell";

/** A date and time in UK time, as the moment it names (ISO, UTC); refused in words when unreadable or past. */
export function publishAtOf(value: unknown, now = new Date()): string {
  const moment = fromUkTime(value);
  if (!moment) throw new HttpError(400, "That date and time could not be read. Choose a day and a time (UK time).");
  if (moment.getTime() <= now.getTime()) throw new HttpError(400, "That time has passed already. Choose a time still to come, or publish now.");
  if (moment.getTime() - now.getTime() > 400 * 86_400_000) throw new HttpError(400, "That is more than a year ahead. Choose a nearer date.");
  return moment.toISOString();
}

/** What a person is told when it is too late to stop or move a publication. */
export const BEING_PUBLISHED = "It is being published now, so it can no longer be cancelled, declined or given a new date. Look at History in a minute to see it live.";

/**
 * The publication as the person saw it (`seen`: the status their screen showed), theirs or an owner's to change;
 * else an HttpError in words: gone already (404), not theirs (403), being published now or changed since (409).
 */
export function requestAsSeen(context: EditorContext, person: Person, id: unknown, seen?: unknown): PublishRequestRow & { status: "waiting" | "scheduled" } {
  const row = requestsOf(context).get(Number(id));
  if (row && person.role !== "owner" && row.personId !== person.id) throw new HttpError(403, "Only an owner, or whoever asked for it, can change that publication.");
  const expected = seen === "waiting" || seen === "scheduled" ? seen : row?.status;
  if (row && row.status === expected && (row.status === "waiting" || row.status === "scheduled")) return row as PublishRequestRow & { status: "waiting" | "scheduled" };
  throw notAsSeen(row);
}

/** Why a conditional change did not apply to `row` (as it is now), in words. */
export function notAsSeen(row: PublishRequestRow | null): HttpError {
  if (row && UNDER_WAY.includes(row.status)) return new HttpError(409, BEING_PUBLISHED);
  if (row?.status === "scheduled") return new HttpError(409, `It has changed since you looked: it was approved, to be published on ${row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : "its date"} (UK time). Look at the Publish screen again.`);
  if (row?.status === "waiting") return new HttpError(409, "It has changed since you looked: it now waits for an owner to approve it. Look at the Publish screen again.");
  if (row?.status === "published") return new HttpError(409, "It has been published already.");
  return new HttpError(404, "That publication has happened, or was cancelled, already.");
}

/** A conditional change that did not apply: the row re-read, and the person told why. */
function refuse(context: EditorContext, id: number): never {
  throw notAsSeen(requestsOf(context).get(id));
}

export const scheduleRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/scheduled", access: "signed-in",
    async handle({ context, res }) {
      const scheduled = requestsOf(context).scheduled().map((row) => ({
        id: row.id, name: row.name, message: titleOf(row.message), publishAt: row.publishAt, publishAtWords: row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : "", ukTime: row.publishAt ? toUkTime(new Date(row.publishAt)) : "",
      }));
      sendJson(res, 200, { scheduled });
    },
  },
  {
    // Scheduled publications of this person that could not go live: shown when they next open the editor, until read.
    method: "GET", path: "publish/notices", access: "signed-in",
    async handle(call) {
      const notices = requestsOf(call.context).untold(personOf(call).id).map((row) => ({
        id: row.id, message: titleOf(row.message), publishAtWords: row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : "", outcome: row.outcome ?? "",
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
      const row = requestAsSeen(context, person, body.id, body.status);
      const publishAt = publishAtOf(body.publishAt);
      // A waiting request keeps waiting for an owner, with the new date it asks for.
      if (row.status === "waiting") {
        if (!requestsOf(context).askFor(row.id, publishAt)) refuse(context, row.id);
      } else {
        if (person.role !== "owner" && context.settings.get("approvalRequired")) throw new HttpError(403, "An owner approves each publication here, so only an owner can change its date.");
        if (!requestsOf(context).schedule(row.id, "scheduled", publishAt, person)) refuse(context, row.id);
        schedulerOf(context).arm();
      }
      context.record.add(person, "changed the date of a publication", `${titleOf(row.message)}: now ${ukTimeInWords(new Date(publishAt))}`);
      tellRequester(context, row, { kind: "moved", by: person, publishAt });
      sendJson(res, 200, { ok: true, message: `It will be published on ${ukTimeInWords(new Date(publishAt))} (UK time).` });
    },
  },
  {
    method: "POST", path: "publish/cancel", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 4096);
      const row = requestAsSeen(context, person, body.id, body.status);
      if (!requestsOf(context).decide(row.id, row.status, "cancelled", person)) refuse(context, row.id);
      schedulerOf(context).arm();
      previewsOf(context).revokeFor(row.id);
      const repo = await openRepository(context.root);
      if (repo) await unpin(repo, row.commit);
      context.record.add(person, row.status === "scheduled" ? "cancelled a scheduled publication" : "withdrew a request to publish", titleOf(row.message));
      tellRequester(context, row, { kind: "cancelled", by: person });
      sendJson(res, 200, { ok: true, message: "Cancelled. The changes stay saved here, unpublished." });
    },
  },
];
