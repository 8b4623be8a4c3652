/**
 * The editor's publishing requests: what has changed since the live version (in words, with who saved it),
 * Publish (or, where an owner approves each publication, a request to), what a publication is doing now, and
 * an owner's answer to a waiting request. What is asked for is pinned when it is asked for (pin.ts): an
 * approval, or a publication on a date (scheduleRoutes.ts), sends exactly those versions; an owner's Publish sends
 * exactly what its screen showed (the fingerprint it sends back), and settles only the requests it included.
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import type { Person } from "../people";
import { changeSetOf, contents, type ChangeSet } from "./changeSet";
import { gitText } from "./git";
import { unpin } from "./pin";
import { NOT_SET_UP, publish, liveAddress, pageUrl, type PublishOutcome } from "./publication";
import { previewsOf, publishSiteOf, requestsOf } from "./publishContext";
import { UNDER_WAY, type PublishRequestRow } from "./requests";
import { fetchLive, openRepository, type Repository } from "./repository";
import { previewRoutes } from "./previewRoutes";
import { BEING_PUBLISHED, scheduleRoutes, publishAtOf } from "./scheduleRoutes";
import { schedulerOf } from "./schedule";
import { whoChanged } from "./commits";
import { describeFile, type FileInWords } from "./words";
import { contributorsOf, withCredits } from "./credits";
import { describePinned, type PinnedInWords } from "./pinnedInWords";
import { peoplesWords, titleOf } from "./peoplesWords";
import { ukTimeInWords } from "../../model/ukTime";
import { creditedIn, publishChoice, unitsShown } from "./publishChoice";
import { tellRequester } from "../notices/tell";
import { defaultMessage, mayPublishNow, messageWith, pinFor, settleIncluded } from "./publishSteps";

const MESSAGE_LIMIT = 5000;

export interface ChangeInWords extends FileInWords {
  status: "added" | "changed" | "deleted";
  /** Who saved it since the live version, newest last. */
  savedBy: { name: string; at: string }[];
  url?: string;
  /** Saved after its page was pinned for a date: the publication (id) it goes without. */
  laterThan?: number;
}

const NOT_A_REPOSITORY = "This site's folder is not kept in git, so the editor cannot publish it. Whoever looks after the website can set this up.";

export const MOVED: PublishOutcome = {
  published: false,
  reason: "unavailable",
  message: "The saved changes are not the ones this screen showed: someone saved something since you opened it. Nothing was published. Look at the changes again, then publish.",
};

export const CHANGED_SINCE_SHOWN: PublishOutcome = {
  published: false,
  reason: "unavailable",
  message: "What this request would publish is not what your screen showed: the live site or the request changed since you looked. Nothing was published. Read what it would publish again, then decide.",
};

/** A Publish that did not send back its screen's fingerprint: it cannot be told which changes it meant. */
export const UNSAID: PublishOutcome = {
  published: false,
  reason: "unavailable",
  message: "This request to publish did not say which changes it meant, so nothing was published. Open the Publish screen, look at the changes, then publish from there.",
};

/** A request's row as the screens show it: its date in UK time too, and its preview link's state for owners. */
function shown(context: EditorContext, row: PublishRequestRow, person: Person) {
  const preview = previewsOf(context).forRequest(row.id);
  return {
    // The person's words as a note: what it publishes is described by the server (describePinned).
    id: row.id, at: row.at, name: row.name, message: peoplesWords(row.message), status: row.status,
    mine: row.personId === person.id,
    publishAt: row.publishAt,
    ...(row.publishAt ? { publishAtWords: ukTimeInWords(new Date(row.publishAt)) } : {}),
    ...(preview ? { preview } : {}),
  };
}

export const publishRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/changes", access: "signed-in",
    async handle(call) {
      const { context, res } = call;
      const person = personOf(call);
      const site = publishSiteOf(context);
      const { settings } = site;
      const requests = requestsOf(context);
      const visible = (row: PublishRequestRow) => person.role === "owner" || row.personId === person.id;
      const waitingRows = requests.waiting().filter(visible);
      const base = {
        settings: { deploy: settings.deploy, branch: settings.branch, build: settings.build, remote: settings.remote, liveUrl: await liveAddress(site) ?? null },
        approvalRequired: context.settings.get("approvalRequired"),
        mayPublish: mayPublishNow(context, person),
        waiting: waitingRows.map((row) => shown(context, row, person)),
        scheduled: requests.scheduled().map((row) => shown(context, row, person)),
        progress: context.workspace.publication,
      };
      if (!settings.configured) return sendJson(res, 200, { ...base, available: false, message: NOT_SET_UP, changes: [], held: [], live: null, behind: [] });
      const repo = await openRepository(context.root);
      if (!repo) return sendJson(res, 200, { ...base, available: false, message: NOT_A_REPOSITORY, changes: [], held: [], live: null, behind: [] });
      let live: string | null = null;
      let unreachable = false;
      try {
        live = await fetchLive(repo, settings, context.workspace.liveFetches, 10_000);
      } catch {
        unreachable = true;
      }
      const liveInfo = live ? await gitText(repo.top, ["show", "-s", "--format=%H%x1f%cI%x1f%an%x1f%s", live]) : null;
      const [commit = "", at = "", by = "", subject = ""] = liveInfo?.split("\x1f") ?? [];
      const set = await changeSetOf(repo, requests.scheduled());
      // Someone who may publish is looking at changes to publish: their Publish's gate starts loading now.
      if (set.files.length && base.mayPublish) context.workspace.gateInReserve.prepare();
      const liveUrl = base.settings.liveUrl ?? undefined;
      const changes: ChangeInWords[] = set.files.map((file) => {
        const words = describeFile(context.models, context.siteName, file.file, file.before, file.bytes);
        const since = at ? context.saves.since(file.file, at) : [];
        const last = context.saves.last(file.file);
        return { ...words, status: file.status, savedBy: since.length ? since : last ? [last] : [], ...pageUrl(liveUrl, file.file), ...(file.laterThan !== undefined && { laterThan: file.laterThan }) };
      });
      const held = set.held.map((entry) => {
        const file = set.files.find((candidate) => candidate.file === entry.file);
        return { file: entry.file, name: describeFile(context.models, context.siteName, entry.file, file?.before ?? null, file?.bytes ?? null).name, request: entry.request };
      });
      const behind = live && set.head && live !== set.head ? await whoChanged(repo, set.head, live, []) : [];
      // Each waiting request with what it would publish, in words: what an owner approves, and its asker checks.
      const waiting = [];
      for (const row of waitingRows) {
        const change = row.commit ? await describePinned(context, repo, row.commit, live) : null;
        waiting.push({ ...shown(context, row, person), ...(change ? { change } : {}), credits: await creditedIn(repo, row.commit) });
      }
      sendJson(res, 200, {
        ...base,
        waiting,
        available: true,
        ...(unreachable ? { message: "The live site's repository could not be reached just now, so this compares with the version the editor last published." } : {}),
        live: liveInfo ? { commit, at, by, message: subject } : null,
        behind,
        changes,
        units: await unitsShown(context, set, person, at, liveUrl),
        held,
        fingerprint: set.fingerprint,
        defaultMessage: defaultMessage(changes),
      });
    },
  },
  {
    method: "GET", path: "publish/progress", access: "signed-in",
    async handle({ context, res }) {
      sendJson(res, 200, { progress: context.workspace.publication });
    },
  },
  {
    method: "POST", path: "publish", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 64 * 1024);
      const site = publishSiteOf(context);
      const repo = await openRepository(site.root);
      if (!site.settings.configured) return sendJson(res, 200, { published: false, reason: "unavailable", message: NOT_SET_UP });
      if (!repo) return sendJson(res, 200, { published: false, reason: "unavailable", message: NOT_A_REPOSITORY });
      // Read in the queue of writes, so a save under way is read whole or not at all.
      const writes = context.workspace as EditorContext["workspace"] | undefined;
      const read = () => changeSetOf(repo, requestsOf(context).scheduled());
      const set = await (writes ? writes.queued(read) : read());
      // The units the person ticked, each as their screen showed it (publishChoice.ts); or, without a choice, everything.
      if (body.units !== undefined) {
        const when = body.publishAt === undefined || body.publishAt === null || body.publishAt === "" ? null : publishAtOf(body.publishAt);
        return sendJson(res, 200, await publishChoice(context, site, repo, person, set, body, typeof body.message === "string" ? peoplesWords(body.message.slice(0, MESSAGE_LIMIT)) : "", when));
      }
      // What goes live (or is asked for, or scheduled) is what the person's screen showed, or nothing.
      if (typeof body.fingerprint !== "string" || !body.fingerprint) return sendJson(res, 200, UNSAID);
      if (body.fingerprint !== set.fingerprint) return sendJson(res, 200, MOVED);
      if (!set.files.length) return sendJson(res, 200, { published: false, reason: "nothing", message: "There is nothing to publish: every saved change is live already, or waits for its date." });
      // Without invisible characters and co-author lines of their own: the credits are the editor's to write.
      const written = typeof body.message === "string" ? peoplesWords(body.message.slice(0, MESSAGE_LIMIT)) : "";
      // Everyone whose saved changes it holds is credited (Co-authored-by); the author is the person asking.
      const message = withCredits(messageWith(written, messageOf(context, set)) || "Update the site", person, await contributorsOf(context, repo, set.head, set.files.map((file) => file.file), person));
      const publishAt = body.publishAt === undefined || body.publishAt === null || body.publishAt === "" ? null : publishAtOf(body.publishAt);
      if (!mayPublishNow(context, person) || publishAt) return sendJson(res, 200, await pinFor(context, repo, person, set.head, contents(set.files), messageOf(context, set), message, written, publishAt));
      const outcome = await publish(site, { author: { name: person.name, email: person.email }, message, files: contents(set.files) });
      if (outcome.published) {
        context.record.add(person, "published", `${outcome.message.split("\n")[0]} (${outcome.commit.slice(0, 8)})`);
        await settleIncluded(context, repo, outcome.commit, person);
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
      const requests = requestsOf(context);
      const request = requests.get(Number(body.id));
      // Each answer is one conditional change on "waiting", the status the owner saw: a withdrawal, or another
      // owner's answer, in the meantime wins, and this one is told why.
      const answered = (): never => {
        const now = requests.get(Number(body.id));
        if (now && UNDER_WAY.includes(now.status)) throw new HttpError(409, BEING_PUBLISHED);
        throw new HttpError(404, "That request has been answered, or withdrawn, already.");
      };
      if (!request || request.status !== "waiting") return answered();
      const repo = await openRepository(context.root);
      if (body.approve !== true) {
        if (!requests.decide(request.id, "waiting", "declined", person)) return answered();
        if (repo) await unpin(repo, request.commit);
        previewsOf(context).revokeFor(request.id);
        context.record.add(person, "declined a publication", `asked for by ${request.name}: ${titleOf(request.message)}`);
        tellRequester(context, request, { kind: "declined", by: person });
        return sendJson(res, 200, { published: false, reason: "declined", message: `${request.name}'s request was declined; their changes stay saved, unpublished.` });
      }
      if (!request.commit) return sendJson(res, 200, { published: false, reason: "unavailable", message: `${request.name} asked before the editor kept the versions asked for, so it cannot tell exactly what to publish. Decline it and ask ${request.name} to ask again.` });
      // Approved is what the owner's screen described: the same pinned commit, against the same live version.
      const described = repo ? await describeForApproval(context, repo, request.commit) : null;
      if (!described || body.commit !== request.commit || body.shown !== described.shown) return sendJson(res, 200, CHANGED_SINCE_SHOWN);
      const asked = `${described.title}, asked for by ${request.name}${noteOf(request)}`;
      // Approved for a date: the owner's (or the one asked for, if still ahead) makes it a scheduled publication.
      const askedFor = body.publishAt ? publishAtOf(body.publishAt) : request.publishAt && Date.parse(request.publishAt) > Date.now() ? request.publishAt : null;
      if (askedFor) {
        if (!requests.schedule(request.id, "waiting", askedFor, person)) return answered();
        schedulerOf(context).arm();
        context.record.add(person, "approved a publication for a date", `${asked}, on ${ukTimeInWords(new Date(askedFor))}`);
        tellRequester(context, request, { kind: "scheduled", by: person, publishAt: askedFor });
        return sendJson(res, 200, { published: false, reason: "scheduled", message: `${request.name}'s changes will be published on ${ukTimeInWords(new Date(askedFor))} (UK time).` });
      }
      // Claimed before it is published: a withdrawal from now on is told it is being published now.
      if (!requests.claimWaiting(request.id)) return answered();
      let outcome: PublishOutcome | undefined;
      try {
        outcome = await publish(publishSiteOf(context), { author: { name: request.name, email: request.email }, message: request.message, pinned: request.commit });
      } finally {
        // Not published (the gate, a clash, another publication): it waits for an owner again, as before.
        if (!outcome?.published) requests.release(request.id);
      }
      if (outcome.published) {
        context.record.add(person, "published", `approved: ${asked} (${outcome.commit.slice(0, 8)})`);
        requests.published(request.id, "approving", "Approved.", person);
        tellRequester(context, request, { kind: "approved", by: person });
        previewsOf(context).revokeFor(request.id);
        if (repo) {
          await unpin(repo, request.commit);
          await settleIncluded(context, repo, outcome.commit, person);
        }
      }
      sendJson(res, 200, outcome);
    },
  },
  ...scheduleRoutes,
  ...previewRoutes,
];

/** The request's person's words, as a note after the server's description: ` (their note: “Fix a typo”)`. */
function noteOf(row: PublishRequestRow): string {
  const note = titleOf(row.message);
  return note ? ` (their note: “${note}”)` : "";
}

/** What a waiting request would publish now, against live fetched now (a change published since the owner looked counts). */
async function describeForApproval(context: EditorContext, repo: Repository, commit: string): Promise<PinnedInWords | null> {
  const live = await fetchLive(repo, publishSiteOf(context).settings, context.workspace.liveFetches).catch(() => null);
  return describePinned(context, repo, commit, live);
}

function messageOf(context: EditorContext, set: ChangeSet): string {
  return defaultMessage(set.files.map((file) => describeFile(context.models, context.siteName, file.file, file.before, file.bytes)));
}
