/**
 * The owners' screens: the people with an account (inviting, a new set-up or reset link, removing, signing
 * someone out everywhere, changing a role) and the record of what was done. An owner taking someone's access
 * back ends their passkeys with their sessions.
 */
import { HttpError, sendJson, textField } from "../http";
import type { Role } from "../people";
import type { ApiRoute } from "../routing";
import { endPublicationsOf } from "../publish/personGone";
import { accountRoute } from "./accountCall";
import { looksLikeEmail } from "./email";
import type { FrontDoor } from "./frontDoor";
import { plural, WHEN } from "./signInSteps";
import { LINK_LIFETIME_MS } from "./users";

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

export const peopleRoutes: ApiRoute[] = [
  accountRoute({
    method: "GET", path: "account/users", access: "owner",
    async handle({ res, door }) {
      const people = door.users.list().map((account) => ({ ...account, passkeys: door.passkeys.list(account.id).length, sessions: door.sessions.count(account.id) }));
      sendJson(res, 200, { people });
    },
  }),
  accountRoute({
    method: "POST", path: "account/invite", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const name = textField(body, "name", 100).trim();
      if (!name) throw new HttpError(422, "Enter the person's name.", { field: "name" });
      const email = emailField(body);
      const role = roleField(body);
      if (door.users.byEmail(email)) throw new HttpError(422, "Someone with that email address is already on the list.", { field: "email" });
      const account = door.users.add(name, email, role);
      const link = setUpLink(door.origin, door.users.newLink(account.id, me.name));
      context.record.add(me, "invited", `${name} (${email}) as ${role}`);
      sendJson(res, 200, { link, expiresInHours: LINK_LIFETIME_MS / 3_600_000 });
    },
  }),
  accountRoute({
    method: "POST", path: "account/new-link", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const account = someone(door, body.id);
      const link = setUpLink(door.origin, door.users.newLink(account.id, me.name));
      if (account.joined) {
        context.record.add(me, "made a password reset link", `for ${account.name} (${account.email})`);
        door.history.tell(account.id, "reset-link", `${me.name} made a link to reset your password on ${WHEN.format(new Date(door.now()))}. If you did not ask for it, tell an owner.`, { once: true });
      } else {
        context.record.add(me, "invited", `${account.name} (${account.email}): a new set-up link`);
      }
      sendJson(res, 200, { link, expiresInHours: LINK_LIFETIME_MS / 3_600_000 });
    },
  }),
  accountRoute({
    method: "POST", path: "account/remove", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const account = someone(door, body.id);
      if (account.id === me.id) throw new HttpError(422, "You cannot remove yourself. Another owner can.");
      const passkeys = door.passkeys.list(account.id).length;
      // Their publications first: nothing goes live later under the name of someone no longer here.
      const publications = await endPublicationsOf(context, String(account.id));
      const ended = door.users.remove(account.id);
      const waiting = publications.waiting + ended.requests;
      context.record.add(me, "removed", `${account.name} (${account.email}); ${plural(passkeys, "passkey")}, ${plural(ended.drafts, "unsaved draft")}, ${plural(publications.scheduled, "scheduled publication")}, ${plural(waiting, "waiting publish request")} and ${plural(publications.previews, "preview link")} ended`);
      sendJson(res, 200, { removed: true, ended: { scheduled: publications.scheduled, waiting, previews: publications.previews } });
    },
  }),
  accountRoute({
    method: "POST", path: "account/end-sessions", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const account = someone(door, body.id);
      // An owner taking someone's access back (a lost phone, a stolen session): their passkeys go with their sessions.
      const ended = door.takeBackAccess(account.id);
      context.record.add(me, "signed out everywhere", `${account.name}: ${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      sendJson(res, 200, { ended: ended.sessions, passkeysRemoved: ended.passkeys });
    },
  }),
  accountRoute({
    method: "POST", path: "account/role", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const account = someone(door, body.id);
      const role = roleField(body);
      if (account.role === "owner" && role !== "owner" && door.users.ownerCount() <= 1) throw new HttpError(422, "The editor needs at least one owner: make someone else an owner first.");
      door.users.setRole(account.id, role);
      context.record.add(me, "changed a role", `${account.name} is now ${role === "owner" ? "an owner" : "an editor"}`);
      sendJson(res, 200, { role });
    },
  }),
  accountRoute({
    method: "POST", path: "account/everyday", access: "owner", body: true, writes: "people",
    async handle({ context, res, door, me, body }) {
      const account = someone(door, body.id);
      if (typeof body.allowed !== "boolean") throw new HttpError(422, "Choose whether this person may change the opening hours, closures and the notice.");
      if (account.role === "owner") throw new HttpError(422, "Owners may always change the opening hours, closures and the notice.");
      door.users.setEveryday(account.id, body.allowed, me.name);
      context.record.add(me, body.allowed ? "gave a right" : "took a right away", `${account.name} ${body.allowed ? "may" : "may no longer"} change the opening hours, closures and the notice`);
      sendJson(res, 200, { everyday: body.allowed });
    },
  }),
  {
    method: "GET", path: "account/record", access: "owner",
    async handle({ context, res }) {
      sendJson(res, 200, { entries: context.record.list(500) });
    },
  },
];
