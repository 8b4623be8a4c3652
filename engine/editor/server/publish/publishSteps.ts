/**
 * What Publish (routes.ts) and a Publish of the changes a person ticked (publishChoice.ts) both do: the commit
 * message in words, whether the person may publish now or asks an owner, the pinning of a request or a publication
 * on a date, and the settling of the waiting requests a publication included. Its own file, so that neither of the
 * two imports the other.
 */
import { HttpError } from "../http";
import type { EditorContext } from "../routing";
import type { Person } from "../people";
import { ukTimeInWords } from "../../model/ukTime";
import { changesIn, tellOwnersOfRequest, tellRequester } from "../notices/tell";
import { includedIn } from "./changeSet";
import type { FileContent } from "./commits";
import { showFile } from "./git";
import { pin, unpin } from "./pin";
import type { PublishOutcome } from "./publication";
import { previewsOf, requestsOf } from "./publishContext";
import { inRepo, type Repository } from "./repository";
import { schedulerOf } from "./schedule";
import { commitTitle, type FileInWords } from "./words";

/**
 * The commit message of a publication: the person's words first (History shows their first line as a note), and
 * the server's description of what it holds kept below them, so a one-line "Fix a typo" never stands in for it.
 */
export function messageWith(written: string, described: string): string {
  if (!written || written === described) return described;
  const lines = described.split("\n").slice(2).join("\n");
  return lines && !written.includes(lines) ? `${written}\n\n${lines}` : written;
}

/** "Veneers and Practice details: …" as a commit message: a first line, then one line per change. */
export function defaultMessage(changes: FileInWords[]): string {
  if (!changes.length) return "";
  const first = commitTitle(changes);
  return [first, "", ...changes.flatMap((change) => change.lines.map((line) => `- ${change.name}: ${line}`))].join("\n");
}

export const mayPublishNow = (context: EditorContext, person: Person) => person.role === "owner" || !context.settings.get("approvalRequired");

/** Requests and dates still open per person: each holds a commit and a row; more is a mistake, or a flood. */
const OPEN_PER_PERSON = 50;

/** An editor's request for approval, or a publication on a date: the versions of now, pinned. */
export async function pinFor(context: EditorContext, repo: Repository, person: Person, head: string | null, files: FileContent[], description: string, message: string, written: string, publishAt: string | null): Promise<PublishOutcome | { published: false; reason: "requested" | "scheduled"; message: string; id: number }> {
  if (requestsOf(context).open().filter((row) => row.personId === person.id).length >= OPEN_PER_PERSON) {
    throw new HttpError(429, `You have ${OPEN_PER_PERSON} requests and publications on a date waiting already. Withdraw or cancel some on the Publish screen first.`);
  }
  const commit = await pin(repo, head, files, { name: person.name, email: person.email }, message);
  if (!commit) return { published: false, reason: "nothing", message: "There is nothing to publish: the live version already says the same." };
  // The record names what it holds in the server's words, and the person's first line only as a note.
  const described = description.split("\n")[0] || "Update the site";
  const note = written.split("\n")[0]!;
  const title = note && note !== described ? `${described} (their note: “${note}”)` : described;
  if (!mayPublishNow(context, person)) {
    // The row keeps the person's own words (the screens show them as a note), or the server's title without them.
    const row = requestsOf(context).add(person, written || described, commit, "waiting", publishAt);
    context.record.add(person, "asked for approval", publishAt ? `${title}, for ${ukTimeInWords(new Date(publishAt))}` : title);
    tellOwnersOfRequest(context, row, changesIn(description));
    return { published: false, reason: "requested", id: row.id, message: `Your changes are waiting for an owner to approve them${publishAt ? `, to be published on ${ukTimeInWords(new Date(publishAt))}` : ""}. Changes you save from now on wait for a request of their own. You can keep working meanwhile.` };
  }
  const row = requestsOf(context).add(person, written || described, commit, "scheduled", publishAt);
  schedulerOf(context).arm();
  context.record.add(person, "scheduled a publication", `${title}, for ${ukTimeInWords(new Date(publishAt!))}`);
  return { published: false, reason: "scheduled", id: row.id, message: `These changes will be published on ${ukTimeInWords(new Date(publishAt!))} (UK time), even if nobody is signed in. Changes you save to these pages from now on are not part of it: each goes when you publish, on its own, unless you add it to this publication (the Publish screen asks which).` };
}

/** Waiting requests whose every pinned version is now live, byte for byte, are answered by this publication. */
export async function settleIncluded(context: EditorContext, repo: Repository, commit: string, person: Person): Promise<void> {
  const requests = requestsOf(context);
  for (const row of requests.waiting()) {
    if (!(await includedIn(repo, row, (file) => showFile(repo.top, commit, inRepo(repo, file))))) continue;
    if (!requests.published(row.id, "waiting", "Published with another publication.", person)) continue;
    tellRequester(context, row, { kind: "published-with", by: person });
    previewsOf(context).revokeFor(row.id);
    await unpin(repo, row.commit);
  }
}
