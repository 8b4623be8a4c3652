/** The publishing side of the editor's context: the operator's settings read now, and the table of pinned publications. */
import type { EditorContext } from "../routing";
import type { PublishSite } from "./publication";
import { PublishRequests } from "./requests";
import { dataFolderOf, readPublishingSettings } from "./settings";

export function publishSiteOf(context: Pick<EditorContext, "root" | "models" | "siteName" | "db" | "workspace">): PublishSite {
  return { root: context.root, models: context.models, siteName: context.siteName, settings: readPublishingSettings(dataFolderOf(context.db)), writes: context.workspace };
}

const requestTables = new WeakMap<object, PublishRequests>();
export function requestsOf(context: Pick<EditorContext, "db">): PublishRequests {
  let requests = requestTables.get(context.db);
  if (!requests) requestTables.set(context.db, (requests = new PublishRequests(context.db)));
  return requests;
}
