/**
 * GET publish/waits: per saved file, what waits and why (waits.ts), for the page list's badges, the notice at the
 * top of a page's form and the Publish screen. Read-only; any signed-in person may ask, as for publish/changes.
 */
import { sendJson } from "../http";
import type { ApiRoute } from "../routing";
import { changeSetOf } from "./changeSet";
import { requestsOf } from "./publishContext";
import { openRepository } from "./repository";
import { whatWaits } from "./waits";

export const waitsRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/waits", access: "signed-in",
    async handle({ context, res }) {
      const repo = await openRepository(context.root);
      if (!repo) return sendJson(res, 200, { waits: [] });
      const requests = requestsOf(context);
      const scheduled = requests.scheduled();
      const set = await changeSetOf(repo, scheduled);
      sendJson(res, 200, { waits: await whatWaits(context, repo, set, scheduled, requests.waiting()) });
    },
  },
];
