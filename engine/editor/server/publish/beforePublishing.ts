/**
 * What would stop publication, asked for as the Publish screen opens: the gate's refusals (the validator's
 * errors, the strict editorial checks, stand-in content for a production build) read from the editor's kept
 * findings (checks.ts), so the answer takes a moment even at hundreds of pages. The gate still runs on the
 * commit itself when Publish is pressed; this list is what it will say, told before.
 */
import { sendJson } from "../http";
import type { ApiRoute } from "../routing";
import { dataFolderOf, readPublishingSettings } from "./settings";

export const beforePublishingRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/problems", access: "signed-in",
    async handle({ context, res }) {
      const { build } = readPublishingSettings(dataFolderOf(context.db));
      const problems = context.checker.beforePublishing(build).map(({ file, where, message, place, guidance }) => ({ file, where, message, place, guidance }));
      sendJson(res, 200, { build, problems });
    },
  },
];
