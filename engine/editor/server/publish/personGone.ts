/**
 * What a person leaves on the Publish screen when an owner removes them ends with them: their scheduled
 * publications are cancelled, their waiting requests ended, their pinned versions no longer kept, and the preview
 * links of them, and those they made for others' publications, stopped (with their builds). Each is one
 * conditional change on the status read, so one being published at that moment is left to finish and counted
 * nowhere.
 */
import type { EditorContext } from "../routing";
import { unpin } from "./pin";
import { previewsOf, requestsOf } from "./publishContext";
import { openRepository } from "./repository";
import { schedulerOf } from "./schedule";

export interface EndedWithPerson {
  scheduled: number;
  waiting: number;
  previews: number;
}

export async function endPublicationsOf(context: EditorContext, personId: string): Promise<EndedWithPerson> {
  const requests = requestsOf(context);
  const ended: EndedWithPerson = { scheduled: 0, waiting: 0, previews: 0 };
  const repo = await openRepository(context.root);
  for (const row of requests.open()) {
    if (row.personId !== personId || (row.status !== "waiting" && row.status !== "scheduled")) continue;
    if (!requests.decide(row.id, row.status, "cancelled", "(the person was removed)")) continue;
    ended[row.status]++;
    ended.previews += previewsOf(context).revokeFor(row.id);
    if (repo) await unpin(repo, row.commit);
  }
  // Links they made for others' publications: they hold the tokens, so those end too (the publications stay).
  ended.previews += previewsOf(context).revokeMadeBy(personId);
  if (ended.scheduled) schedulerOf(context).arm();
  return ended;
}
