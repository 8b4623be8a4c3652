/**
 * An owner switches on "an owner approves each publication": what editors had scheduled without an owner's
 * approval would otherwise go live at its date unapproved. Each returns to waiting for an owner, with the date it
 * was scheduled for as the date asked for. An editor here is anyone who is not an owner now (a person no longer on
 * the list too); the person at the computer in local mode is an owner.
 */
import type { EditorContext } from "../routing";
import { requestsOf } from "./publishContext";
import { schedulerOf } from "./schedule";

/** How many went back to waiting. */
export function returnToWaiting(context: Pick<EditorContext, "root" | "models" | "siteName" | "db" | "record" | "workspace">): number {
  const owners = new Set((context.db.prepare("SELECT id FROM users WHERE role = 'owner'").all() as { id: number }[]).map((row) => String(row.id)));
  const back = requestsOf(context).backToWaiting((personId) => personId !== "local" && !owners.has(personId));
  if (back.length) schedulerOf(context).arm();
  return back.length;
}
