/**
 * A later change to a page a publication on a date holds goes separately (the Publish screen's own path) or joins
 * that publication (issue 48.2). GET publish/joinable lists such changes with what the screen sends back to join
 * one; POST publish/join re-pins the scheduled publication with the later change in it, so it goes live on the
 * date with the rest. The join applies only to the publication (its pinned version) and the change (its
 * fingerprint) the person's screen showed; anything else is refused in words, and nothing changes.
 */
import { HttpError, readJsonBody, sendJson } from "../http";
import type { Person } from "../people";
import { personOf, type ApiRoute, type EditorContext } from "../routing";
import { changeSetOf, type ChangeSet } from "./changeSet";
import { withCredits } from "./credits";
import { gitText } from "./git";
import { fingerprintOf, pin, readPinned, unpin } from "./pin";
import { previewsOf, requestsOf } from "./publishContext";
import { titleOf } from "./peoplesWords";
import type { PublishRequestRow } from "./requests";
import { changedFiles, openRepository, type Repository } from "./repository";
import { mayPublishNow } from "./publishSteps";
import { notAsSeen } from "./scheduleRoutes";
import { dayOf } from "./waits";
import { describeFile } from "./words";
import { ukTimeInWords } from "../../model/ukTime";

export interface Joinable {
  file: string;
  /** The page's name as the page list shows it. */
  name: string;
  /** What the later change changes, in words ("Examination fee: £27.40 → £27.90"). */
  lines: string[];
  /** The scheduled publication it was saved after, and its pinned version as this answer saw it. */
  request: number;
  commit: string;
  /** The later change as this answer saw it (the working file's bytes). */
  fingerprint: string;
  /** False when it changes a field the publication changes too: it cannot go live on its own. */
  separable: boolean;
  /** Whether this person may add it to that publication (mayJoin). */
  mayJoin: boolean;
  /** "1 April", and the whole time in words. */
  day: string;
  whenWords: string;
}

/**
 * Who may add a change to a publication on a date: an owner, or its own person where they may publish without an
 * owner (the right to schedule it themselves; the same rule as changing its date, scheduleRoutes.ts).
 */
export function mayJoin(context: EditorContext, person: Person, row: PublishRequestRow): boolean {
  return person.role === "owner" || (row.personId === person.id && mayPublishNow(context, person));
}

const NOT_YOURS = "Only an owner, or whoever scheduled it (where they may publish without an owner), can add a change to a publication on a date. Publish your change separately, or ask an owner to add it.";

/** The later changes of `set`, each with the publication it was saved after, as `person`'s screen shows them. */
export async function joinablesOf(context: EditorContext, repo: Repository, set: ChangeSet, person: Person): Promise<Joinable[]> {
  const later = [
    ...set.files.flatMap((file) => (file.laterThan === undefined ? [] : [{ file: file.file, request: file.laterThan, separable: true }])),
    ...set.tangled.map((entry) => ({ file: entry.file, request: entry.request, separable: false })),
  ];
  if (!later.length) return [];
  const working = new Map((await changedFiles(repo, set.head)).map((file) => [file.file, file.bytes]));
  const out: Joinable[] = [];
  for (const entry of later) {
    const row = requestsOf(context).get(entry.request);
    // One being published now can no longer take anything.
    if (row?.status !== "scheduled" || !row.commit || !row.publishAt) continue;
    const bytes = working.get(entry.file) ?? null;
    const pinned = (await readPinned(repo, row.commit))?.files.find((file) => file.file === entry.file)?.bytes ?? null;
    const words = describeFile(context.models, context.siteName, entry.file, pinned, bytes);
    out.push({
      ...entry, name: words.name, lines: words.lines, commit: row.commit, fingerprint: fingerprintOf([{ file: entry.file, bytes }]),
      mayJoin: mayJoin(context, person, row), day: dayOf(row.publishAt), whenWords: ukTimeInWords(new Date(row.publishAt)),
    });
  }
  return out;
}

/** The pinned commit's message with the joined change's lines added, and its credits (one trailer block) widened. */
async function joinedMessage(repo: Repository, row: PublishRequestRow, joined: Joinable, person: Person): Promise<string> {
  const old = await gitText(repo.top, ["show", "-s", "--format=%B", row.commit!]);
  const lines = old.trimEnd().split("\n");
  const credited = lines.filter((line) => line.startsWith("Co-authored-by: ")).map((line) => signatureOf(line.slice("Co-authored-by: ".length)));
  const body = lines.filter((line) => !line.startsWith("Co-authored-by: ")).join("\n").trimEnd();
  const added = joined.lines.map((line) => `- ${joined.name}: ${line} (joined later)`).join("\n");
  return withCredits(`${body}\n${added}`, { name: row.name, email: row.email }, [...credited, { name: person.name, email: person.email }]);
}

/** "Sam Editor <sam@practice.example>" as a name and an address, cut without a pattern. */
function signatureOf(text: string): { name: string; email: string } {
  const open = text.lastIndexOf("<");
  return open < 0 ? { name: text.trim(), email: "" } : { name: text.slice(0, open).trim(), email: text.slice(open + 1).replace(">", "").trim() };
}

/** The publication is not as the person's screen showed it: why, in words. */
function changedSince(row: PublishRequestRow | null): HttpError {
  if (row?.status === "scheduled" && row.publishAt) {
    return new HttpError(409, `The publication on ${dayOf(row.publishAt)} has changed since you looked (someone added to it or changed it). Nothing was joined. Look at the Publish screen again.`);
  }
  return notAsSeen(row);
}

export const joinRoutes: ApiRoute[] = [
  {
    method: "GET", path: "publish/joinable", access: "signed-in",
    async handle(call) {
      const { context, res } = call;
      const repo = await openRepository(context.root);
      if (!repo) return sendJson(res, 200, { joinable: [] });
      const set = await changeSetOf(repo, requestsOf(context).scheduled());
      sendJson(res, 200, { joinable: await joinablesOf(context, repo, set, personOf(call)) });
    },
  },
  {
    method: "POST", path: "publish/join", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const person = personOf(call);
      const body = await readJsonBody(req, 4096);
      const repo = await openRepository(context.root);
      if (!repo) throw new HttpError(409, "This site's folder is not kept in git, so nothing can be scheduled or joined.");
      const requests = requestsOf(context);
      // In the queue of writes: a save under way is read whole, and none lands between the check and the new pin.
      const answer = await context.workspace.queued(async () => {
        const row = requests.get(Number(body.id));
        if (!row || row.status !== "scheduled") throw notAsSeen(row);
        if (!mayJoin(context, person, row)) throw new HttpError(403, NOT_YOURS);
        if (typeof body.commit !== "string" || body.commit !== row.commit) throw changedSince(row);
        const set = await changeSetOf(repo, requests.scheduled());
        const joined = (await joinablesOf(context, repo, set, person)).find((entry) => entry.file === body.file && entry.request === row.id);
        if (!joined || joined.fingerprint !== body.fingerprint) {
          throw new HttpError(409, `${joined?.name ?? "That page"} has been saved again since you looked, or published: nothing was joined. Look at the Publish screen again.`);
        }
        const pinned = await readPinned(repo, row.commit);
        const bytes = (await changedFiles(repo, set.head)).find((file) => file.file === joined.file)?.bytes ?? null;
        if (!pinned) throw changedSince(null);
        const files = [...pinned.files.filter((file) => file.file !== joined.file), { file: joined.file, bytes }];
        const commit = await pin(repo, pinned.parent, files, { name: row.name, email: row.email }, await joinedMessage(repo, row, joined, person));
        if (!commit) throw changedSince(row);
        // Conditional on the pinned version the person saw: another join, a cancel or the scheduler in between wins.
        if (!requests.repin(row.id, row.commit, commit)) {
          await unpin(repo, commit);
          throw changedSince(requests.get(row.id));
        }
        await unpin(repo, row.commit);
        // A preview link showed the publication without this change: it ends, and an owner can make a new one.
        previewsOf(context).revokeFor(row.id);
        context.record.add(person, "joined a change to a publication on a date", `${joined.name}: joins “${titleOf(row.message)}”, on ${joined.whenWords}`);
        return { ok: true, message: `Your change to ${joined.name} joins the publication on ${joined.whenWords} (UK time): it goes live then, with the rest.` };
      });
      sendJson(res, 200, answer);
    },
  },
];
