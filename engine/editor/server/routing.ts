/**
 * The editor's requests as one table: each part of the editor (the pages and files, accounts, drafts,
 * publishing, history) exports its own list of routes, and server.ts joins them in one place. Every route says
 * who may call it, so the front door can refuse a request before any route sees it, and a test can list every
 * route from this table.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FormModels } from "../model/formModel";
import type { EditorBundles } from "./bundles";
import type { ProjectChecker } from "./checks";
import type { LivePreview } from "./livePreview";
import type { SitePages } from "./pages";
import type { Person } from "./people";
import type { EventRecord } from "./record";
import type { DraftStore } from "./drafts/draftStore";
import type { SaveLog } from "./drafts/saveLog";
import type { SeenVersions } from "./drafts/versions";
import type { EditorDatabase } from "./store/database";
import type { FrontDoor } from "./accounts/frontDoor";
import type { OwnerSettings } from "./publish/ownerSettings";
import type { Workspace } from "./workspace";
import type { Inbox } from "./enquiries/inbox";
import type { WorkingView } from "./group/workingView";

/**
 * anyone: the sign-in and set-up requests; signed-in: every person with an account; owner: owners only.
 * A route may also be online only (ApiRoute.onlineOnly): accounts, sessions and passkeys.
 */
export type Access = "anyone" | "signed-in" | "owner";

export interface EditorContext {
  root: string;
  /** Where this site's editor answers: "/", or "/p/<practice>/" in a group's editor (group/groupEditor.ts). */
  basePath?: string;
  port: number;
  /** local: 127.0.0.1, no sign-in (npm run edit); online: behind the host's HTTPS proxy, with accounts. */
  mode: "local" | "online";
  bundles: EditorBundles;
  models: FormModels;
  checker: ProjectChecker;
  preview: LivePreview;
  pages: SitePages;
  siteName: string;
  language: string;
  db: EditorDatabase;
  record: EventRecord;
  /** Who saved which file when (drafts/saveLog.ts): names in messages, and who saved each change for Publish. */
  saves: SaveLog;
  /** What each person typed and has not saved, per page (drafts/draftStore.ts). */
  drafts: DraftStore;
  /** The texts of versions opened or saved: the base of a merge when two people edit one page (drafts/versions.ts). */
  versions: SeenVersions;
  /** Switches the owners set for everyone (publish/ownerSettings.ts), such as approvalRequired. */
  settings: OwnerSettings;
  /** Accounts, sessions, passkeys and sign-in throttling (accounts/); online only in use, present in both modes. */
  frontDoor: FrontDoor;
  /** Every write to the site's files goes through its one queue, checked by the one rule of who may write what (writePolicy.ts). */
  workspace: Workspace;
  /** The practice's enquiries (enquiries/): null when the editor does not receive the site's forms. */
  inbox?: Inbox | null;
  /** In a group's editor: the practice as composed with the group's shared files, and what the group locks (group/workingView.ts). */
  group?: WorkingView;
}

export interface ApiCall {
  context: EditorContext;
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  /** null only on "anyone" routes when nobody is signed in. */
  person: Person | null;
}

export interface ApiRoute {
  method: "GET" | "POST";
  /** After /_editor/api/, e.g. "pages/create". */
  path: string;
  access: Access;
  /** Accounts exist online only: in local mode (npm run edit) the route answers 404 before its handler runs. */
  onlineOnly?: boolean;
  handle(call: ApiCall): Promise<void>;
}

/** The signed-in person of a call to a signed-in or owner route (the front door has let it through). */
export function personOf(call: ApiCall): Person {
  if (!call.person) throw new Error(`A route that needs a person was called without one.`);
  return call.person;
}
