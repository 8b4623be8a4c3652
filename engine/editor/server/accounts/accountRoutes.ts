/**
 * The front door's requests: signing in (password or passkey), choosing a password through a link, one's own
 * account (password, passkeys, signing out everywhere), and the owners' screens (people, the record, settings).
 * Accounts exist online only; in local mode these answer that there are none (settings and the record work in
 * both). Taking access back (a new password, signing out everywhere, an owner's "sign out everywhere" for
 * someone, removing them) ends the person's passkeys with their sessions: a passkey planted through a stolen
 * session goes too, and the person adds theirs again after signing in with the password.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { HttpError, readJsonBody, sendJson, textField } from "../http";
import type { Person, Role } from "../people";
import { personOf, type ApiCall, type ApiRoute, type EditorContext } from "../routing";
import { looksLikeEmail } from "./email";
import type { FrontDoor } from "./frontDoor";
import { cookieOf } from "./frontDoor";
import { TooManyChallenges } from "./passkeys";
import { hashPassword, passwordProblem, practiceWords, verifyPassword, MAX_PASSWORD_LENGTH } from "./passwords";
import { checked, currentPasswordRight, failedSignIn, plural, requireFreshProof, slowedWords, tooMany, WHEN } from "./signInSteps";
import type { BucketRule } from "./throttle";
import { LINK_LIFETIME_MS, newToken, personOfAccount } from "./users";

const BODY_LIMIT = 64 * 1024;
const PASSKEY_COOKIE = "__Host-editor-passkey";
/** Passkey sign-in challenges one address may ask for: 20 at once, then one every 3 s. */
const PASSKEY_OPTIONS: BucketRule = { capacity: 20, refillSeconds: 3 };
/** The front door of the editor online; in local mode, a plain refusal. */
function online(context: EditorContext): FrontDoor & { origin: string } {
  const door = context.frontDoor;
  if (!door.origin) throw new HttpError(404, "There are no accounts when the editor runs on this computer only (npm run edit).");
  return door as FrontDoor & { origin: string };
}

/** The one-time link a person opens to choose their password. */
export function setUpLink(origin: string, token: string): string {
  return `${origin}/#/set-up/${token}`;
}

function emailField(body: Record<string, unknown>): string {
  const email = textField(body, "email", 200).trim();
  if (!looksLikeEmail(email)) throw new HttpError(422, "Enter an email address, such as sam@example.org.", { field: "email" });
  return email;
}

function roleField(body: Record<string, unknown>): Role {
  if (body.role !== "owner" && body.role !== "editor") throw new HttpError(422, "Choose owner or editor.", { field: "role" });
  return body.role;
}

function someone(door: FrontDoor, id: unknown) {
  const account = typeof id === "string" || typeof id === "number" ? door.users.byId(id) : null;
  if (!account) throw new HttpError(404, "That person is no longer on the list.");
  return account;
}

/** Signs the person in on this answer and says who they are, with what they are to be told (notices). */
function welcome({ context, req, res }: ApiCall, person: Person, how: string): void {
  const door = online(context);
  const address = door.addressOf(req);
  door.signIn(res, person.id);
  door.history.signedInFrom(person.id, address);
  context.record.add(person, "signed in", `${how}, from ${address}`);
  sendJson(res, 200, { person, notices: door.history.takeNotices(person.id) });
}

function newPasswordProblem(context: EditorContext, password: string, person: { name: string; email: string }): void {
  const problem = passwordProblem(password, { name: person.name, email: person.email, siteName: context.siteName, practice: practiceWords(context.root) });
  if (problem) throw new HttpError(422, problem, { field: "password" });
}

export const accountRoutes: ApiRoute[] = [
  {
    method: "GET", path: "account/welcome", access: "anyone",
    async handle({ context, res }) {
      // What the sign-in screen needs before anyone has signed in.
      sendJson(res, 200, { siteName: context.siteName, mode: context.mode });
    },
  },
  {
    method: "POST", path: "account/sign-in", access: "anyone",
    async handle(call) {
      const { context, req, res } = call;
      const door = online(context);
      const body = await readJsonBody(req, BODY_LIMIT);
      const email = textField(body, "email", 200).trim();
      const password = textField(body, "password", 10_000);
      const address = door.addressOf(req);
      const account = email ? door.users.byEmail(email) : null;
      // Known: this person has signed in from this address before; their checks go first and skip the account-wide slow-down.
      const known = account ? door.history.isKnown(account.id, address) : false;
      // A try counts when it arrives, before its check: tries sent at once are counted too.
      const wait = door.throttle.take(email, address, known);
      if (wait > 0) return tooMany(res, wait, slowedWords(wait));
      // An unknown email costs a full check too (verifyPassword hashes anyway), through the same gate.
      const right = password.length <= MAX_PASSWORD_LENGTH ? await checked(door, res, () => verifyPassword(password, account?.passwordHash ?? null, door.scrypt.derive), known) : false;
      if (right === null) return;
      if (!account || !right) {
        failedSignIn(context, door, email, account, address);
        return sendJson(res, 401, { error: "That email address and password do not match an account here. Check both and try again." });
      }
      door.throttle.succeeded(email, address, known);
      welcome(call, personOfAccount(account), "with a password");
    },
  },
  {
    method: "POST", path: "account/invitation", access: "anyone",
    async handle({ context, req, res }) {
      const account = online(context).users.linkFor(textField(await readJsonBody(req, BODY_LIMIT), "token", 200));
      if (!account) throw new HttpError(404, "This link has been used already or is more than a day old. Ask an owner of the editor for a new one.");
      sendJson(res, 200, { name: account.name, email: account.email, role: account.role, joined: account.joined });
    },
  },
  {
    method: "POST", path: "account/set-up", access: "anyone",
    async handle(call) {
      const { context, req } = call;
      const door = online(context);
      const body = await readJsonBody(req, BODY_LIMIT);
      const token = textField(body, "token", 200);
      const password = textField(body, "password", 10_000);
      const account = door.users.linkFor(token);
      if (!account) throw new HttpError(404, "This link has been used already or is more than a day old. Ask an owner of the editor for a new one.");
      newPasswordProblem(context, password, account);
      let hashed = "";
      if ((await checked(door, call.res, async () => !!(hashed = await hashPassword(password, undefined, door.scrypt.derive)), true)) === null) return;
      const link = door.users.linkDetails(token);
      const joined = door.users.useLink(token, hashed);
      if (!joined) throw new HttpError(404, "This link has been used already or is more than a day old. Ask an owner of the editor for a new one.");
      // A new password takes back every session and passkey made before it (someone else's among them, perhaps).
      const ended = door.takeBackAccess(joined.id);
      const by = link?.invitedBy ? ` made by ${link.invitedBy}` : "";
      context.record.add(joined, link?.reset ? "reset their password" : "joined", link?.reset ? `through a link${by}; ${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed` : `as ${joined.role}`);
      welcome(call, personOfAccount(joined), "after choosing a password");
      if (link?.reset) door.history.tell(joined.id, "reset", `Your password was reset on ${WHEN.format(new Date(door.now()))} through a link${by}.${ended.passkeys ? " Your passkeys were removed with it: add them again from My account." : ""}`, { once: true });
    },
  },
  {
    method: "POST", path: "account/passkey/sign-in-options", access: "anyone",
    async handle({ context, req, res }) {
      const door = online(context);
      const wait = door.throttle.takeForAddress("passkey-options", door.addressOf(req), PASSKEY_OPTIONS);
      if (wait > 0) return tooMany(res, wait, `Too many passkey sign-ins from here. Try again in ${plural(wait, "second")}.`);
      const key = newToken();
      const options = await door.passkeys.signInOptions(key).catch((error: unknown) => {
        if (error instanceof TooManyChallenges) throw new HttpError(429, error.message);
        throw error;
      });
      res.setHeader("Set-Cookie", `${PASSKEY_COOKIE}=${key}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=300`);
      sendJson(res, 200, options);
    },
  },
  {
    method: "POST", path: "account/passkey/sign-in", access: "anyone",
    async handle(call) {
      const { context, req, res } = call;
      const door = online(context);
      const body = await readJsonBody(req, BODY_LIMIT);
      const key = cookieOf(req, PASSKEY_COOKIE);
      const userId = key ? await door.passkeys.signIn(key, body.response as AuthenticationResponseJSON) : null;
      const account = userId ? door.users.byId(userId) : null;
      if (!account) {
        context.record.count("(a passkey)", "sign-in failed", ["passkey not accepted", "passkeys not accepted"], door.addressOf(req));
        return sendJson(res, 401, { error: "That passkey was not accepted here. Try again, or sign in with your password." });
      }
      welcome(call, personOfAccount(account), "with a passkey");
    },
  },
  {
    method: "GET", path: "account/me", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const me = personOf(call);
      sendJson(call.res, 200, { person: me, passkeys: door.passkeys.list(me.id), sessions: door.sessions.count(me.id) });
    },
  },
  {
    method: "POST", path: "account/sign-out", access: "signed-in",
    async handle({ context, req, res }) {
      online(context).signOut(req, res);
      sendJson(res, 200, { signedOut: true });
    },
  },
  {
    method: "POST", path: "account/sign-out-everywhere", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const door = online(context);
      const me = personOf(call);
      const ended = door.takeBackAccess(me.id);
      door.signOut(req, res);
      context.record.add(me, "signed out everywhere", `${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      sendJson(res, 200, { ended: ended.sessions, passkeysRemoved: ended.passkeys });
    },
  },
  {
    method: "POST", path: "account/passkey/add-options", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      requireFreshProof(door, call);
      sendJson(call.res, 200, await door.passkeys.additionOptions(personOf(call), door.sessionTokenOf(call.req)!, call.context.siteName));
    },
  },
  {
    method: "POST", path: "account/confirm", access: "signed-in",
    async handle(call) {
      // Proving who one is again with the password, before adding a passkey.
      const { context, req, res } = call;
      const door = online(context);
      const me = personOf(call);
      const password = textField(await readJsonBody(req, BODY_LIMIT), "password", 10_000);
      if (!(await currentPasswordRight(call, door, me, password))) return;
      door.sessions.proved(door.sessionTokenOf(req)!);
      sendJson(res, 200, { confirmed: true });
    },
  },
  {
    method: "POST", path: "account/passkey/confirm-options", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const options = await door.passkeys.confirmOptions(personOf(call), door.sessionTokenOf(call.req)!);
      if (!options) throw new HttpError(404, "You have no passkey yet: confirm with your password instead.");
      sendJson(call.res, 200, options);
    },
  },
  {
    method: "POST", path: "account/passkey/confirm", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const body = await readJsonBody(call.req, BODY_LIMIT);
      if (!(await door.passkeys.confirm(personOf(call), door.sessionTokenOf(call.req)!, body.response as AuthenticationResponseJSON))) {
        throw new HttpError(401, "That passkey did not confirm it is you. Try again, or use your password.");
      }
      door.sessions.proved(door.sessionTokenOf(call.req)!);
      sendJson(call.res, 200, { confirmed: true });
    },
  },
  {
    method: "POST", path: "account/password", access: "signed-in",
    async handle(call) {
      // One's own new password, the current one required (a stolen session alone cannot change it).
      const { context, req } = call;
      const door = online(context);
      const me = personOf(call);
      const body = await readJsonBody(req, BODY_LIMIT);
      const current = textField(body, "current", 10_000);
      const password = textField(body, "password", 10_000);
      newPasswordProblem(context, password, me);
      if (!(await currentPasswordRight(call, door, me, current))) return;
      let hashed = "";
      if ((await checked(door, call.res, async () => !!(hashed = await hashPassword(password, undefined, door.scrypt.derive)), true)) === null) return;
      door.users.setPassword(me.id, hashed);
      const ended = door.takeBackAccess(me.id);
      context.record.add(me, "changed their password", `${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      welcome(call, me, "with the new password");
    },
  },
  {
    method: "POST", path: "account/passkey/add", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const body = await readJsonBody(call.req, BODY_LIMIT);
      requireFreshProof(door, call);
      const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 80) : `Passkey added ${WHEN.format(new Date(door.now()))}`;
      const me = personOf(call);
      if (!(await door.passkeys.add(me, door.sessionTokenOf(call.req)!, body.response as RegistrationResponseJSON, name))) {
        throw new HttpError(400, "The passkey could not be added: the device's answer did not match what was asked. Try again.");
      }
      call.context.record.add(me, "added a passkey", `“${name}”, from ${door.addressOf(call.req)}`);
      sendJson(call.res, 200, { passkeys: door.passkeys.list(me.id) });
    },
  },
  {
    method: "POST", path: "account/passkey/remove", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const me = personOf(call);
      const id = textField(await readJsonBody(call.req, BODY_LIMIT), "id", 1000);
      const name = door.passkeys.list(me.id).find((key) => key.id === id)?.name;
      if (!door.passkeys.remove(me.id, id)) throw new HttpError(404, "That passkey is no longer on your account.");
      call.context.record.add(me, "removed a passkey", `“${name}”`);
      sendJson(call.res, 200, { passkeys: door.passkeys.list(me.id) });
    },
  },
  {
    method: "GET", path: "account/users", access: "owner",
    async handle({ context, res }) {
      const door = online(context);
      const people = door.users.list().map((account) => ({ ...account, passkeys: door.passkeys.list(account.id).length, sessions: door.sessions.count(account.id) }));
      sendJson(res, 200, { people });
    },
  },
  {
    method: "POST", path: "account/invite", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const name = textField(body, "name", 100).trim();
      if (!name) throw new HttpError(422, "Enter the person's name.", { field: "name" });
      const email = emailField(body);
      const role = roleField(body);
      if (door.users.byEmail(email)) throw new HttpError(422, "Someone with that email address is already on the list.", { field: "email" });
      const me = personOf(call);
      const account = door.users.add(name, email, role);
      const link = setUpLink(door.origin, door.users.newLink(account.id, me.name));
      call.context.record.add(me, "invited", `${name} (${email}) as ${role}`);
      sendJson(call.res, 200, { link, expiresInHours: LINK_LIFETIME_MS / 3_600_000 });
    },
  },
  {
    method: "POST", path: "account/new-link", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const account = someone(door, (await readJsonBody(call.req, BODY_LIMIT)).id);
      const me = personOf(call);
      const link = setUpLink(door.origin, door.users.newLink(account.id, me.name));
      if (account.joined) {
        call.context.record.add(me, "made a password reset link", `for ${account.name} (${account.email})`);
        door.history.tell(account.id, "reset-link", `${me.name} made a link to reset your password on ${WHEN.format(new Date(door.now()))}. If you did not ask for it, tell an owner.`, { once: true });
      } else {
        call.context.record.add(me, "invited", `${account.name} (${account.email}): a new set-up link`);
      }
      sendJson(call.res, 200, { link, expiresInHours: LINK_LIFETIME_MS / 3_600_000 });
    },
  },
  {
    method: "POST", path: "account/remove", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const account = someone(door, (await readJsonBody(call.req, BODY_LIMIT)).id);
      const me = personOf(call);
      if (account.id === me.id) throw new HttpError(422, "You cannot remove yourself. Another owner can.");
      const passkeys = door.passkeys.list(account.id).length;
      const ended = door.users.remove(account.id);
      call.context.record.add(me, "removed", `${account.name} (${account.email}); ${plural(passkeys, "passkey")}, ${plural(ended.drafts, "unsaved draft")} and ${plural(ended.requests, "waiting publish request")} ended`);
      sendJson(call.res, 200, { removed: true });
    },
  },
  {
    method: "POST", path: "account/end-sessions", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const account = someone(door, (await readJsonBody(call.req, BODY_LIMIT)).id);
      // An owner taking someone's access back (a lost phone, a stolen session): their passkeys go with their sessions.
      const ended = door.takeBackAccess(account.id);
      call.context.record.add(personOf(call), "signed out everywhere", `${account.name}: ${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      sendJson(call.res, 200, { ended: ended.sessions, passkeysRemoved: ended.passkeys });
    },
  },
  {
    method: "POST", path: "account/role", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const account = someone(door, body.id);
      const role = roleField(body);
      if (account.role === "owner" && role !== "owner" && door.users.ownerCount() <= 1) throw new HttpError(422, "The editor needs at least one owner: make someone else an owner first.");
      door.users.setRole(account.id, role);
      call.context.record.add(personOf(call), "changed a role", `${account.name} is now ${role === "owner" ? "an owner" : "an editor"}`);
      sendJson(call.res, 200, { role });
    },
  },
  {
    method: "GET", path: "account/record", access: "owner",
    async handle({ context, res }) {
      sendJson(res, 200, { entries: context.record.list(500) });
    },
  },
  {
    method: "GET", path: "settings", access: "signed-in",
    async handle({ context, res }) {
      sendJson(res, 200, context.settings.all());
    },
  },
  {
    method: "POST", path: "settings", access: "owner",
    async handle(call) {
      const body = await readJsonBody(call.req, BODY_LIMIT);
      if (typeof body.approvalRequired !== "boolean") throw new HttpError(400, `"approvalRequired" should be true or false.`);
      const me = personOf(call);
      call.context.settings.set("approvalRequired", body.approvalRequired, me.name);
      call.context.record.add(me, "changed a setting", body.approvalRequired ? "an owner approves each publication" : "editors publish without approval");
      sendJson(call.res, 200, call.context.settings.all());
    },
  },
];
