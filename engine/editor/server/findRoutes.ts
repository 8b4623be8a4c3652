/** GET find?q=…: the fields that hold what was typed (find.ts), for the Pages screen's Find. */
import { sendJson } from "./http";
import type { ApiRoute } from "./routing";
import { findFields } from "./find";

export const findRoutes: ApiRoute[] = [
  {
    method: "GET", path: "find", access: "signed-in",
    async handle({ context, res, query }) {
      sendJson(res, 200, { fields: await findFields(context.pages, (query.get("q") ?? "").slice(0, 200)) });
    },
  },
];
