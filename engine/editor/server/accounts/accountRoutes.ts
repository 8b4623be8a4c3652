/**
 * The front door's requests: signing in (password or passkey), choosing a password through a link, one's own
 * account (passkeys, signing out everywhere), and the owners' screens (people, the record, settings).
 * Accounts exist online only; in local mode these answer that there are none (settings and the record work in
 * both).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { HttpError, readJsonBody, sendJson, textField } from "../http";
import type { Person, Role } from "../people";
import { personOf, type ApiCall, type ApiRoute, type EditorContext } from "../routing";
import { looksLikeEmail } from "./email";
import type { FrontDoor } from "./frontDoor";
import { cookieOf } from "./frontDoor";
import { hashPassword, passwordProblem, verifyPassword, MAX_PASSWORD_LENGTH } from "./passwords";
import { LINK_LIFETIME_MS, newToken, personOfAccount } from "./users";

const BODY_LIMIT = 64 * 1024;
const PASSKEY_COOKIE = "__Host-editor-passkey";

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

/** Signs the person in on this answer and says who they are. */
function welcome({ context, req, res }: ApiCall, person: Person, how: string): void {
  online(context).signIn(res, person.id);
  context.record.add(person, "signed in", `${how}, from ${context.frontDoor.addressOf(req)}`);
  sendJson(res, 200, { person });
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
      const wait = door.throttle.take(email, address);
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        return sendJson(res, 429, { error: `Too many wrong passwords. Try again in ${wait} second${wait === 1 ? "" : "s"}.`, retryAfter: wait });
      }
      const account = email ? door.users.byEmail(email) : null;
      const right = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, account?.passwordHash ?? null));
      if (!account || !right) {
        context.record.add(email.slice(0, 200) || "(no email)", "sign-in failed", `wrong password, from ${address}`);
        return sendJson(res, 401, { error: "That email address and password do not match an account here. Check both and try again." });
      }
      door.throttle.succeeded(email, address);
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
      const problem = passwordProblem(password, { name: account.name, email: account.email, siteName: context.siteName });
      if (problem) throw new HttpError(422, problem, { field: "password" });
      const joined = door.users.useLink(token, await hashPassword(password));
      if (!joined) throw new HttpError(404, "This link has been used already or is more than a day old. Ask an owner of the editor for a new one.");
      // A new password ends every session made with the old one.
      door.sessions.endAll(joined.id);
      context.record.add(joined, account.joined ? "chose a new password" : "joined", `as ${joined.role}`);
      welcome(call, personOfAccount(joined), "after choosing a password");
    },
  },
  {
    method: "POST", path: "account/passkey/sign-in-options", access: "anyone",
    async handle({ context, res }) {
      const door = online(context);
      const key = newToken();
      const options = await door.passkeys.signInOptions(key);
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
        context.record.add("(a passkey)", "sign-in failed", `passkey not accepted, from ${door.addressOf(req)}`);
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
      const ended = door.sessions.endAll(me.id);
      door.signOut(req, res);
      context.record.add(me, "signed out everywhere", `${ended} session${ended === 1 ? "" : "s"} ended`);
      sendJson(res, 200, { ended });
    },
  },
  {
    method: "POST", path: "account/passkey/add-options", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      sendJson(call.res, 200, await door.passkeys.additionOptions(personOf(call), door.sessionTokenOf(call.req)!, call.context.siteName));
    },
  },
  {
    method: "POST", path: "account/passkey/add", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const body = await readJsonBody(call.req, BODY_LIMIT);
      const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 80) : "Passkey";
      const me = personOf(call);
      if (!(await door.passkeys.add(me, door.sessionTokenOf(call.req)!, body.response as RegistrationResponseJSON, name))) {
        throw new HttpError(400, "The passkey could not be added: the device's answer did not match what was asked. Try again.");
      }
      call.context.record.add(me, "added a passkey", name);
      sendJson(call.res, 200, { passkeys: door.passkeys.list(me.id) });
    },
  },
  {
    method: "POST", path: "account/passkey/remove", access: "signed-in",
    async handle(call) {
      const door = online(call.context);
      const me = personOf(call);
      if (!door.passkeys.remove(me.id, textField(await readJsonBody(call.req, BODY_LIMIT), "id", 1000))) throw new HttpError(404, "That passkey is no longer on your account.");
      call.context.record.add(me, "removed a passkey");
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
      call.context.record.add(me, "invited", `${account.name} (${account.email}): a new set-up link`);
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
      door.users.remove(account.id);
      call.context.record.add(me, "removed", `${account.name} (${account.email})`);
      sendJson(call.res, 200, { removed: true });
    },
  },
  {
    method: "POST", path: "account/end-sessions", access: "owner",
    async handle(call) {
      const door = online(call.context);
      const account = someone(door, (await readJsonBody(call.req, BODY_LIMIT)).id);
      const ended = door.sessions.endAll(account.id);
      call.context.record.add(personOf(call), "signed out everywhere", `${account.name}: ${ended} session${ended === 1 ? "" : "s"} ended`);
      sendJson(call.res, 200, { ended });
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
