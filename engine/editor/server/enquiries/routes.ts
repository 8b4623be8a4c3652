/**
 * The inbox's requests. Each asks, before anything else, whether the person may read enquiries (an owner, or
 * someone an owner allowed: readers.ts), so a person without the permission reads nothing by any of them. Every
 * read, export and erasure is written in the record, by count and number, never with what the enquiry says.
 */
import type { ServerResponse } from "node:http";
import { BASE_HEADERS, HttpError, readJsonBody, sendJson, textField } from "../http";
import { personOf, type ApiCall, type ApiRoute } from "../routing";
import type { Inbox } from "./inbox";
import type { Enquiry, EnquiryStatus } from "./store";

const BODY_LIMIT = 16 * 1024;

/** The inbox, when the person may read it; a refusal in words otherwise. */
function inboxFor(call: ApiCall): Inbox {
  const inbox = call.context.inbox;
  if (!inbox) throw new HttpError(404, "This editor does not keep the site's enquiries: the person who hosts it has not set its enquiry key.");
  if (!inbox.readers.mayRead(call.person)) throw new HttpError(403, "Only the people an owner allows may read enquiries. Ask an owner if you need to.");
  return inbox;
}

function idOf(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, "Which enquiry? Its number is missing.");
  return id;
}

function statusOf(value: unknown, key: string): EnquiryStatus {
  if (value !== "new" && value !== "handled") throw new HttpError(400, `"${key}" should be new or handled.`);
  return value;
}

function plural(count: number): string {
  return `${count} ${count === 1 ? "enquiry" : "enquiries"}`;
}

function inboxRoute(route: Omit<ApiRoute, "access" | "handle"> & { handle(call: ApiCall, inbox: Inbox): Promise<void> }): ApiRoute {
  return { ...route, access: "signed-in", handle: (call) => route.handle(call, inboxFor(call)) };
}

export const enquiryRoutes: ApiRoute[] = [
  inboxRoute({
    method: "GET", path: "enquiries/list",
    async handle({ context, res, query, person }, inbox) {
      const before = query.get("before");
      const page = inbox.store.page(before ? idOf(before) : null);
      if (!before) context.record.add(person!, "opened the enquiries", `${inbox.store.count().new} new`);
      sendJson(res, 200, { ...page, counts: inbox.store.count() });
    },
  }),
  inboxRoute({
    method: "GET", path: "enquiries/read",
    async handle({ context, res, query, person }, inbox) {
      const enquiry = inbox.store.read(idOf(query.get("id")));
      if (!enquiry) throw new HttpError(404, "That enquiry is no longer kept: it was erased, or deleted when its time was up.");
      context.record.add(person!, "read an enquiry", `number ${enquiry.id}, from the ${enquiry.form} form`);
      sendJson(res, 200, { enquiry });
    },
  }),
  inboxRoute({
    method: "POST", path: "enquiries/status",
    async handle(call, inbox) {
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const id = idOf(body.id);
      const seen = statusOf(body.seen, "seen");
      const status = statusOf(body.status, "status");
      const me = personOf(call);
      if (!inbox.store.setStatus(id, seen, status, me.name, inbox.now())) {
        const now = inbox.store.read(id);
        throw new HttpError(409, now ? `Someone changed this enquiry first: it is now marked ${now.status}${now.handledBy ? ` by ${now.handledBy}` : ""}. Look again before changing it.` : "That enquiry is no longer kept.");
      }
      call.context.record.add(me, status === "handled" ? "marked an enquiry handled" : "marked an enquiry new again", `number ${id}`);
      sendJson(call.res, 200, { enquiry: inbox.store.read(id) });
    },
  }),
  inboxRoute({
    method: "GET", path: "enquiries/export",
    async handle({ context, res, query, person }, inbox) {
      const who = (query.get("person") ?? "").trim();
      if (!who) throw new HttpError(422, "Enter the person's e-mail address or name, as they wrote it in their enquiry.", { field: "person" });
      const found = inbox.store.ofPerson(who);
      context.record.add(person!, "exported one person's enquiries", `${plural(found.length)} (a subject access request)`);
      if (query.get("format") === "csv") return download(res, "enquiries.csv", "text/csv; charset=utf-8", toCsv(found));
      download(res, "enquiries.json", "application/json; charset=utf-8", JSON.stringify({ exportedAt: new Date(inbox.now()).toISOString(), enquiries: found.map(exported) }, null, 2));
    },
  }),
  inboxRoute({
    method: "POST", path: "enquiries/erase",
    async handle(call, inbox) {
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const who = textField(body, "person", 300).trim();
      if (!who) throw new HttpError(422, "Enter the person's e-mail address or name, as they wrote it in their enquiry.", { field: "person" });
      const found = inbox.store.ofPerson(who);
      // What the person saw before asking: nothing is erased that they were not shown the count of.
      if (body.expected !== undefined && body.expected !== found.length) throw new HttpError(409, `There are now ${plural(found.length)} for that person, not ${body.expected}. Look again before erasing.`);
      const erased = inbox.store.erase(found.map((enquiry) => enquiry.id));
      call.context.record.add(personOf(call), "erased one person's enquiries", `${plural(erased)} (a request to erase)`);
      sendJson(call.res, 200, { erased });
    },
  }),
  inboxRoute({
    method: "GET", path: "enquiries/find",
    async handle({ res, query }, inbox) {
      const who = (query.get("person") ?? "").trim();
      sendJson(res, 200, { found: who ? inbox.store.ofPerson(who).length : 0 });
    },
  }),
  {
    method: "GET", path: "enquiries/readers", access: "owner",
    async handle({ context, res }) {
      sendJson(res, 200, { on: !!context.inbox, allowed: context.inbox?.readers.allowed() ?? [] });
    },
  },
  {
    method: "POST", path: "enquiries/readers", access: "owner",
    async handle(call) {
      const inbox = call.context.inbox;
      if (!inbox) throw new HttpError(404, "This editor does not keep the site's enquiries: the person who hosts it has not set its enquiry key.");
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const account = call.context.frontDoor.users.byId(String(body.id ?? ""));
      if (!account || !call.context.frontDoor.worksHere(account)) throw new HttpError(404, "That person is no longer on the list.");
      const allowed = body.allowed === true;
      inbox.readers.set(account.id, allowed, personOf(call).name, inbox.now());
      call.context.record.add(personOf(call), allowed ? "allowed to read enquiries" : "no longer allowed to read enquiries", account.name);
      sendJson(call.res, 200, { allowed });
    },
  },
];

function exported(enquiry: Enquiry) {
  return { number: enquiry.id, form: enquiry.form, receivedAt: enquiry.receivedAt, status: enquiry.status, fields: enquiry.fields };
}

/** One line per enquiry: its number, form, time and status, then each field as "name: value". */
function toCsv(found: Enquiry[]): string {
  const names = [...new Set(found.flatMap((enquiry) => Object.keys(enquiry.fields)))];
  const cell = (value: string) => (/[",\r\n]|^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);
  const lines = [["number", "form", "receivedAt", "status", ...names].join(",")];
  for (const enquiry of found) lines.push([String(enquiry.id), enquiry.form, enquiry.receivedAt, enquiry.status, ...names.map((name) => enquiry.fields[name] ?? "")].map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

function download(res: ServerResponse, name: string, type: string, body: string): void {
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
