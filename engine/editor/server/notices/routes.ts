/**
 * A signed-in person's notices (store.ts): their own, listed, and one dismissed. Neither takes a person from the
 * request: both act for the person signed in, so nobody can read or dismiss another's notice.
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute } from "../routing";
import { noticesOf } from "./store";

export const noticeRoutes: ApiRoute[] = [
  {
    method: "GET", path: "notices", access: "signed-in",
    async handle(call) {
      sendJson(call.res, 200, { notices: noticesOf(call.context).listFor(personOf(call).id) });
    },
  },
  {
    method: "POST", path: "notices/dismiss", access: "signed-in",
    async handle(call) {
      const body = await readJsonBody(call.req, 1024);
      // One answer for a notice dismissed already, another person's, or none at all: nothing about others is told.
      if (!noticesOf(call.context).dismiss(personOf(call).id, Number(body.id))) throw new HttpError(404, "That notice has been dismissed already.");
      sendJson(call.res, 200, { ok: true });
    },
  },
];
