/**
 * The editor's publishing requests: what has changed since the live version (in words, with who saved it),
 * Publish (or, where an owner approves each publication, a request to), what a publication is doing now, and
 * an owner's answer to a waiting request.
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import type { Person } from "../people";
import { gitText } from "./git";
import { NOT_SET_UP, publish, publishProgress, liveAddress, pageUrl, type PublishSite } from "./publication";
import { PublishRequests } from "./requests";
import { changedFiles, fetchLive, openRepository, resolveCommit } from "./repository";
import { dataFolderOf, readPublishingSettings } from "./settings";
import { whoChanged } from "./commits";
import { describeFile, type FileInWords } from "./words";

const MESSAGE_LIMIT = 5000;

export function publishSiteOf(context: EditorContext): PublishSite {
  return { root: context.root, models: context.models, siteName: context.siteName, settings: readPublishingSettings(dataFolderOf(context.db)) };
}

const requestTables = new WeakMap<object, PublishRequests>();
export function requestsOf(context: EditorContext): PublishRequests {
  let requests = requestTables.get(context.db);
  if (!requests) requestTables.set(context.db, (requests = new PublishRequests(context.db)));
  return requests;
}

export interface ChangeInWords extends FileInWords {
  status: "added" | "changed" | "deleted";
  /** Who saved it since the live version, newest last. */
  savedBy: { name: string; at: string }[];
  url?: string;
}

/** "Veneers and Practice details: …" as a commit message: a first line, then one line per change. */
export function defaultMessage(changes: FileInWords[]): string {
  if (!changes.length) return "";
  const names = [...new Set(changes.map((change) => change.name))];
  const first = names.length <= 3 ? `Update ${names.join(", ").replace(/, ([^,]*)$/, " and $1")}` : `Update ${names.length} pages`;
  return [first, "", ...changes.flatMap((change) => change.lines.map((line) => `- ${change.name}: ${line}`))].join("\n");
}

const mayPublishNow = (context: EditorContext, person: Person) => person.role === "owner" || !context.settings.get("approvalRequired");

export const publishRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/changes", access: "signed-in",
    async handle(call) {
      const { context, res } = call;
      const person = personOf(call);
      const site = publishSiteOf(context);
      const { settings } = site;
      const base = {
        settings: { deploy: settings.deploy, branch: settings.branch, build: settings.build, remote: settings.remote, liveUrl: await liveAddress(site) ?? null },
        approvalRequired: context.settings.get("approvalRequired"),
        mayPublish: mayPublishNow(context, person),
        waiting: person.role === "owner" ? requestsOf(context).waiting() : requestsOf(context).waiting().filter((request) => request.personId === person.id),
        progress: publishProgress(),
      };
      if (!settings.configured) return sendJson(res, 200, { ...base, available: false, message: NOT_SET_UP, changes: [], live: null, behind: [] });
      const repo = await openRepository(context.root);
      if (!repo) return sendJson(res, 200, { ...base, available: false, message: "This site's folder is not kept in git, so the editor cannot publish it. Whoever looks after the website can set this up.", changes: [], live: null, behind: [] });
      let live: string | null = null;
      let unreachable = false;
      try {
        live = await fetchLive(repo, settings, 10_000);
      } catch {
        unreachable = true;
      }
      const head = await resolveCommit(repo, "HEAD");
      const liveInfo = live ? await gitText(repo.top, ["show", "-s", "--format=%H%x1f%cI%x1f%an%x1f%s", live]) : null;
      const [commit = "", at = "", by = "", subject = ""] = liveInfo?.split("\x1f") ?? [];
      const files = await changedFiles(repo, head);
      const liveUrl = base.settings.liveUrl ?? undefined;
      const changes: ChangeInWords[] = files.map((file) => {
        const words = describeFile(context.models, context.siteName, file.file, file.before, file.bytes);
        const since = at ? context.saves.since(file.file, at) : [];
        const last = context.saves.last(file.file);
        return { ...words, status: file.status, savedBy: since.length ? since : last ? [last] : [], ...pageUrl(liveUrl, file.file) };
      });
      const behind = live && head && live !== head ? await whoChanged(repo, head, live, []) : [];
      sendJson(res, 200, {
        ...base,
        available: true,
        ...(unreachable ? { message: "The live site's repository could not be reached just now, so this compares with the version the editor last published." } : {}),
        live: liveInfo ? { commit, at, by, message: subject } : null,
        behind,
        changes,
        defaultMessage: defaultMessage(changes),
      });
    },
  },
  {
    method: "GET", path: "publish/progress", access: "signed-in",
    async handle({ res }) {
      sendJson(res, 200, { progress: publishProgress() });
    },
  },
  {
    method: "POST", path: "publish", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 64 * 1024);
      const written = typeof body.message === "string" ? body.message.trim().slice(0, MESSAGE_LIMIT) : "";
      const site = publishSiteOf(context);
      const message = written || (await messageNow(context, site));
      if (!mayPublishNow(context, person)) {
        requestsOf(context).add(person, message);
        context.record.add(person, "asked for approval", message.split("\n")[0]);
        return sendJson(res, 200, { published: false, reason: "requested", message: "Your changes are waiting for an owner to approve them; they go live when an owner publishes them. You can keep working meanwhile." });
      }
      const outcome = await publish(site, { author: { name: person.name, email: person.email }, message });
      if (outcome.published) {
        context.record.add(person, "published", `${outcome.message.split("\n")[0]} (${outcome.commit.slice(0, 8)})`);
        requestsOf(context).settleAll(person);
      }
      sendJson(res, 200, outcome);
    },
  },
  {
    method: "POST", path: "publish/decide", access: "owner",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 64 * 1024);
      const request = requestsOf(context).get(Number(body.id));
      if (!request || request.status !== "waiting") throw new HttpError(404, "That request has been answered already.");
      if (body.approve !== true) {
        requestsOf(context).decide(request.id, "declined", person);
        context.record.add(person, "declined a publication", `asked for by ${request.name}: ${request.message.split("\n")[0]}`);
        return sendJson(res, 200, { published: false, reason: "declined", message: `${request.name}'s request was declined; their changes stay saved, unpublished.` });
      }
      const outcome = await publish(publishSiteOf(context), { author: { name: request.name, email: request.email }, message: request.message });
      if (outcome.published) {
        context.record.add(person, "published", `approved for ${request.name}: ${request.message.split("\n")[0]} (${outcome.commit.slice(0, 8)})`);
        requestsOf(context).settleAll(person);
      }
      sendJson(res, 200, outcome);
    },
  },
];

async function messageNow(context: EditorContext, site: PublishSite): Promise<string> {
  const repo = await openRepository(site.root);
  if (!repo) return "Update the site";
  const head = await resolveCommit(repo, "HEAD");
  const files = await changedFiles(repo, head);
  return defaultMessage(files.map((file) => describeFile(context.models, context.siteName, file.file, file.before, file.bytes))) || "Update the site";
}
