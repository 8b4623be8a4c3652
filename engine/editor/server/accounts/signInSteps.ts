/**
 * The steps sign-in requests share: refusing with a time to come back (429, Retry-After), a password check through
 * the gate, a failed sign-in counted (and the person and owners told when guessing at an account is slowed), the
 * current password checked again, the proof asked before adding a passkey, a new password's check and the welcome
 * of a person signed in.
 */
import type { ServerResponse } from "node:http";
import { HttpError, sendJson } from "../http";
import type { Person } from "../people";
import type { ApiCall, EditorContext } from "../routing";
import type { FrontDoor } from "./frontDoor";
import { GateFull } from "./passwordGate";
import { MAX_PASSWORD_LENGTH, passwordProblem, practiceWords, verifyPassword } from "./passwords";
import { personOfAccount, type Account } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" });

export function tooMany(res: ServerResponse, seconds: number, error: string): void {
  res.setHeader("Retry-After", String(seconds));
  sendJson(res, 429, { error, retryAfter: seconds });
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Try again in 4 seconds": a guesser's wait, with the ways that are never slowed. */
export function slowedWords(seconds: number): string {
  return `Too many wrong passwords. Try again in ${plural(seconds, "second")}. A passkey, or a computer you have signed in from before, is not slowed down.`;
}

/** A password check through the gate; GateFull answers 429 in words. */
export async function checked(door: FrontDoor, res: ServerResponse, check: () => Promise<boolean>, known: boolean): Promise<boolean | null> {
  try {
    return await door.passwordGate.run(check, known);
  } catch (error) {
    if (!(error instanceof GateFull)) throw error;
    tooMany(res, error.retryAfterSeconds, error.message);
    return null;
  }
}

/**
 * A wrong password, counted on the record's hourly line (what a stranger typed is not kept). When guesses at a
 * real account from many addresses start being slowed, the person and the owners are told, once a day.
 */
export function failedSignIn(context: EditorContext, door: FrontDoor, email: string, account: Account | null, address: string): void {
  if (!account) return context.record.count("(email addresses not on the list)", "sign-in failed", ["try", "tries"], address);
  const person = personOfAccount(account);
  context.record.count(person, "sign-in failed", ["wrong password", "wrong passwords"], address);
  if (!door.throttle.accountSlowed(email) || !door.history.alertDue(`slowed:${account.id}`, DAY_MS)) return;
  const when = WHEN.format(new Date(door.now()));
  context.record.add(person, "sign-in slowed", "many wrong passwords from different addresses; tries from addresses not used before wait longer (passkeys and known computers are not slowed)");
  door.history.tell(account.id, "slowed", `On ${when}, many wrong passwords were tried for your account from different places, so sign-ins from computers you had not used before were slowed down. Nobody got in with them. A passkey (My account) keeps your account safer.`);
  for (const owner of door.users.list()) {
    if (owner.role === "owner" && owner.id !== account.id) door.history.tell(owner.id, `slowed:${account.id}`, `On ${when}, many wrong passwords were tried for ${account.name}'s account from different places; sign-ins from new places were slowed down. The record has the details.`, { once: true });
  }
}

/** Adding a passkey needs the password or a passkey within the last five minutes, not only a session. */
export function requireFreshProof(door: FrontDoor, call: ApiCall): void {
  if (!door.sessions.isFresh(door.sessionTokenOf(call.req)!)) {
    throw new HttpError(403, "To add a passkey, first confirm it is you: enter your password again, or use a passkey you already have.", { confirm: true });
  }
}

/** The signed-in person's current password, checked as a sign-in is (throttled, through the gate); false answered already. */
export async function currentPasswordRight(call: ApiCall, door: FrontDoor, me: Person, password: string): Promise<boolean> {
  const address = door.addressOf(call.req);
  const known = door.history.isKnown(me.id, address);
  const wait = door.throttle.take(me.email, address, known);
  if (wait > 0) return tooMany(call.res, wait, slowedWords(wait)), false;
  const right = password.length <= MAX_PASSWORD_LENGTH ? await checked(door, call.res, () => verifyPassword(password, door.users.passwordHashOf(me.id), door.scrypt.derive), true) : false;
  if (right === null) return false;
  if (!right) {
    call.context.record.count(me, "sign-in failed", ["wrong current password", "wrong current passwords"], address);
    sendJson(call.res, 422, { error: "That is not your current password. Check it and try again.", field: "current" });
    return false;
  }
  door.throttle.succeeded(me.email, address, known);
  return true;
}

/** Signs the person in on this answer and says who they are, with what they are to be told (notices). */
export function welcome({ context, req, res }: ApiCall, door: FrontDoor, person: Person, how: string): void {
  const address = door.addressOf(req);
  door.signIn(res, person.id);
  door.history.signedInFrom(person.id, address);
  context.record.add(person, "signed in", `${how}, from ${address}`);
  sendJson(res, 200, { person, notices: door.history.takeNotices(person.id) });
}

/** A new password refused in words (422 on the password field) when it is weak or names the person or practice. */
export function newPasswordProblem(context: EditorContext, password: string, person: { name: string; email: string }): void {
  const problem = passwordProblem(password, { name: person.name, email: person.email, siteName: context.siteName, practice: practiceWords(context.root) });
  if (problem) throw new HttpError(422, problem, { field: "password" });
}
