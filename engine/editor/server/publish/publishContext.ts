/**
 * The publishing side of the editor's context: the operator's settings read now, the table of pinned publications,
 * and the preview links, one table of each per database.
 */
import type { EditorContext } from "../routing";
import type { PublishSite } from "./publication";
import { PreviewLinks } from "./previews";
import { PublishRequests } from "./requests";
import { dataFolderOf, readPublishingSettings } from "./settings";

export function publishSiteOf(context: Pick<EditorContext, "root" | "models" | "siteName" | "db" | "workspace">): PublishSite {
  const dataFolder = dataFolderOf(context.db);
  return { root: context.root, models: context.models, siteName: context.siteName, settings: readPublishingSettings(dataFolder), dataFolder, writes: context.workspace };
}

const requestTables = new WeakMap<object, PublishRequests>();
export function requestsOf(context: Pick<EditorContext, "db">): PublishRequests {
  let requests = requestTables.get(context.db);
  if (!requests) requestTables.set(context.db, (requests = new PublishRequests(context.db)));
  return requests;
}

const previewTables = new WeakMap<object, PreviewLinks>();
export function previewsOf(context: Pick<EditorContext, "db">): PreviewLinks {
  let links = previewTables.get(context.db);
  if (!links) previewTables.set(context.db, (links = new PreviewLinks(context.db, dataFolderOf(context.db))));
  return links;
}
