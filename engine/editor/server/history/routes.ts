/**
 * The editor's history requests: the publications (filtered by page or person), one page at a version beside the
 * live one, and, each first as a plan to read and then done: undoing one change to one page, putting one page
 * back as it was before a change, and (owners only) putting the whole site back as it was after a publication.
 * Each is a new publication; who may change which files is asked of the one write rule (writePolicy.ts).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { documentFile, versionOf } from "../projectFiles";
import { HttpError, readJsonBody, sendJson } from "../http";
import type { Person } from "../people";
import { personOf, type ApiCall, type ApiRoute, type EditorContext } from "../routing";
import { publish, type PublishOutcome, type PublishSite } from "../publish/publication";
import { publishSiteOf } from "../publish/publishContext";
import { mayChangePartOf, requireMayChange, requireMayWriteFiles, type GroupLocks } from "../writePolicy";
import { HistoryRefusal, listHistory, pageAtVersion, VersionNotShown } from "./history";
import { requestsOf } from "../publish/publishContext";
import { inStaffWords } from "./outcome";
import { planPageRestore, planPageRestoreOn, planSiteRestore, preparePageRestore, prepareSiteRestore } from "./restorePlan";
import { versionOnDate } from "./byDate";
import { planUndo, prepareUndo, type Answer } from "./undo";

const COMMIT = /^[0-9a-f]{40}$/;

function commitOf(value: unknown): string {
  if (typeof value !== "string" || !COMMIT.test(value)) throw new HttpError(400, "That is not a version the editor knows.");
  return value;
}

function fileOf(root: string, value: unknown): string {
  const document = documentFile(root, value);
  if (!document) throw new HttpError(400, "Only pages and the practice details can be compared, undone and put back.");
  return document.file;
}

function answersOf(value: unknown): Answer[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 500 || !value.every((answer) => answer === "earlier" || answer === "later")) throw new HttpError(400, "Choose which version to keep for each field shown.");
  return value as Answer[];
}

/** A refusal in words becomes a 409 the screen shows as it is. */
async function inWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VersionNotShown) throw new HttpError(404, error.message);
    if (error instanceof HistoryRefusal) throw new HttpError(409, error.message);
    throw error;
  }
}

/** Undo and putting a page back are publications: where owners approve each one, only an owner does them. */
function requireMayPublish(context: EditorContext, person: Person): void {
  if (person.role !== "owner" && context.settings.get("approvalRequired")) {
    throw new HttpError(403, "Changes here need an owner's approval before they go live, so only an owner can undo or put back a change. Ask an owner to do it.");
  }
}

/** The publication, in staff words; recorded, and the files it wrote credited to the person (names in messages). */
async function publishAs(call: ApiCall, person: Person, files: { file: string; bytes: Buffer | null }[], message: string, action: string, what: string): Promise<PublishOutcome> {
  const { context } = call;
  await requireMayPutBack(context.root, person, files, context.workspace.locks);
  const outcome = inStaffWords(await publish(publishSiteOf(context), { author: { name: person.name, email: person.email }, message, files, verb: "restored" }), what);
  if (outcome.published) {
    context.record.add(person, action, `${message.split("\n")[0]} (${outcome.commit.slice(0, 8)})`);
    for (const change of outcome.changes) {
      const bytes = await readFile(join(context.root, change.file)).catch(() => null);
      if (bytes) context.saves.record(change.file, person, versionOf(bytes));
    }
  }
  return outcome;
}

/**
 * Throws a 403 in words unless `person` may write `files`: the practice details field by field against the
 * working file (an editor may put back the opening hours, closures and the notice, nothing else), the rest whole.
 */
async function requireMayPutBack(root: string, person: Person, files: { file: string; bytes: Buffer | null }[], locks?: GroupLocks): Promise<void> {
  const valueOf = (text: string | null) => {
    try {
      return text === null ? undefined : (JSON.parse(text.replace(/^\uFEFF/, "")) as unknown);
    } catch {
      return undefined;
    }
  };
  for (const { file, bytes } of files) {
    if (file !== "site.config.json") requireMayWriteFiles(person, [file], locks);
    else requireMayChange(person, file, valueOf(await readFile(join(root, file), "utf8").catch(() => null)), valueOf(bytes ? bytes.toString("utf8") : null), locks);
  }
}

/** The files a plan's publication writes, its message, and the plan (for the page's name). */
interface PageWork {
  files: { file: string; bytes: Buffer | null }[];
  message: string;
  plan: { name: string };
}

/**
 * Undoing a change to one page, or putting one page back: a publication by someone who may publish and may change
 * that page, of the work `prepare` makes from the request (its commit, file, live version and answers).
 */
function pagePublication(action: string, what: (name: string) => string, prepare: (site: PublishSite, body: Record<string, unknown>, file: string) => Promise<PageWork>): ApiRoute["handle"] {
  return async (call) => {
    const person = personOf(call);
    requireMayPublish(call.context, person);
    const body = await readJsonBody(call.req, 64 * 1024);
    const file = fileOf(call.context.root, body.file);
    // The practice details are asked field by field once the change is known (requireMayPutBack).
    if (!mayChangePartOf(person, file, call.context.workspace.locks)) requireMayWriteFiles(person, [file], call.context.workspace.locks);
    const work = await inWords(() => prepare(publishSiteOf(call.context), body, file));
    sendJson(call.res, 200, await publishAs(call, person, work.files, work.message, action, what(work.plan.name)));
  };
}

export const historyRoutes: ApiRoute[] = [
  {
    method: "GET", path: "history", access: "signed-in",
    async handle({ context, res, query }) {
      const file = query.get("file") ? fileOf(context.root, query.get("file")) : undefined;
      const by = query.get("by")?.slice(0, 200) || undefined;
      const limit = Number(query.get("limit")) || undefined;
      sendJson(res, 200, await listHistory(publishSiteOf(context), { file, by, limit }));
    },
  },
  {
    method: "GET", path: "history/page", access: "signed-in",
    async handle(call) {
      const { context, res, query } = call;
      const person = personOf(call);
      // Beyond the live history, only a pinned request's version, to an owner or to whoever asked for it.
      const mayAlsoSee = (commit: string) => requestsOf(context).open().some((row) => row.commit === commit && (person.role === "owner" || row.personId === person.id));
      sendJson(res, 200, await inWords(() => pageAtVersion(publishSiteOf(context), commitOf(query.get("commit")), fileOf(context.root, query.get("file")), mayAlsoSee)));
    },
  },
  {
    method: "GET", path: "history/undo", access: "signed-in",
    async handle({ context, res, query }) {
      sendJson(res, 200, await inWords(() => planUndo(publishSiteOf(context), commitOf(query.get("commit")), fileOf(context.root, query.get("file")))));
    },
  },
  {
    method: "POST", path: "history/undo", access: "signed-in",
    handle: pagePublication("undid a change", (name) => `${name} with this change undone`, (site, body, file) => prepareUndo(site, commitOf(body.commit), file, commitOf(body.live), answersOf(body.answers))),
  },
  {
    method: "GET", path: "history/restore-page", access: "signed-in",
    async handle({ context, res, query }) {
      sendJson(res, 200, await inWords(() => planPageRestore(publishSiteOf(context), commitOf(query.get("commit")), fileOf(context.root, query.get("file")))));
    },
  },
  {
    method: "POST", path: "history/restore-page", access: "signed-in",
    handle: pagePublication("put a page back", (name) => `${name} as it was then`, (site, body, file) => preparePageRestore(site, commitOf(body.commit), file, commitOf(body.live))),
  },
  {
    method: "GET", path: "history/restore-page-on", access: "signed-in",
    async handle({ context, res, query }) {
      const site = publishSiteOf(context);
      const file = fileOf(context.root, query.get("file"));
      sendJson(res, 200, await inWords(async () => planPageRestoreOn(site, await versionOnDate(site, query.get("on")), file)));
    },
  },
  {
    method: "POST", path: "history/restore-page-on", access: "signed-in",
    handle: pagePublication("put a page back", (name) => `${name} as it was then`, async (site, body, file) => {
      const on = await versionOnDate(site, body.on);
      return preparePageRestore(site, on.commit, file, commitOf(body.live), on);
    }),
  },
  {
    method: "GET", path: "history/restore-site-on", access: "owner",
    async handle({ context, res, query }) {
      const site = publishSiteOf(context);
      sendJson(res, 200, await inWords(async () => {
        const on = await versionOnDate(site, query.get("on"));
        return planSiteRestore(site, on.commit, on);
      }));
    },
  },
  {
    method: "POST", path: "history/restore-on", access: "owner",
    async handle(call) {
      const person = personOf(call);
      const body = await readJsonBody(call.req, 64 * 1024);
      const site = publishSiteOf(call.context);
      const work = await inWords(async () => {
        const on = await versionOnDate(site, body.on);
        return prepareSiteRestore(site, on.commit, commitOf(body.live), on);
      });
      sendJson(call.res, 200, await publishAs(call, person, work.files, work.message, "restored the whole site", "the site as it was then"));
    },
  },
  {
    method: "GET", path: "history/restore-site", access: "owner",
    async handle({ context, res, query }) {
      sendJson(res, 200, await inWords(() => planSiteRestore(publishSiteOf(context), commitOf(query.get("commit")))));
    },
  },
  {
    method: "POST", path: "history/restore", access: "owner",
    async handle(call) {
      const person = personOf(call);
      const body = await readJsonBody(call.req, 64 * 1024);
      const work = await inWords(() => prepareSiteRestore(publishSiteOf(call.context), commitOf(body.commit), commitOf(body.live)));
      sendJson(call.res, 200, await publishAs(call, person, work.files, work.message, "restored the whole site", "the site as it was then"));
    },
  },
];
