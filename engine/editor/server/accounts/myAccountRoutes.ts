/**
 * One's own account (who one is, signing out here or everywhere, proving who one is again with the password,
 * a new password) and the owners' settings for everyone. Taking access back ends the person's passkeys with
 * their sessions: a passkey planted through a stolen session goes too. Settings work in both modes.
 */
import { HttpError, readJsonBody, sendJson, textField } from "../http";
import { personOf, type ApiRoute } from "../routing";
import { accountRoute, BODY_LIMIT } from "./accountCall";
import { hashPassword } from "./passwords";
import { checked, currentPasswordRight, newPasswordProblem, plural, welcome } from "./signInSteps";
import { requireMayWrite } from "../writePolicy";
import { returnToWaiting } from "../publish/approvalSwitch";

export const myAccountRoutes: ApiRoute[] = [
  accountRoute({
    method: "GET", path: "account/me", access: "signed-in",
    async handle({ res, door, me }) {
      sendJson(res, 200, { person: me, passkeys: door.passkeys.list(me.id), sessions: door.sessions.count(me.id) });
    },
  }),
  accountRoute({
    method: "POST", path: "account/sign-out", access: "signed-in",
    async handle({ req, res, door }) {
      door.signOut(req, res);
      sendJson(res, 200, { signedOut: true });
    },
  }),
  accountRoute({
    method: "POST", path: "account/sign-out-everywhere", access: "signed-in",
    async handle({ context, req, res, door, me }) {
      const ended = door.takeBackAccess(me.id);
      door.signOut(req, res);
      context.record.add(me, "signed out everywhere", `${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      sendJson(res, 200, { ended: ended.sessions, passkeysRemoved: ended.passkeys });
    },
  }),
  accountRoute({
    method: "POST", path: "account/confirm", access: "signed-in", body: true,
    async handle(call) {
      // Proving who one is again with the password, before adding a passkey.
      const { req, res, door, me, body } = call;
      const password = textField(body, "password", 10_000);
      if (!(await currentPasswordRight(call, door, me, password))) return;
      door.sessions.proved(door.sessionTokenOf(req)!);
      sendJson(res, 200, { confirmed: true });
    },
  }),
  accountRoute({
    method: "POST", path: "account/password", access: "signed-in", body: true,
    async handle(call) {
      // One's own new password, the current one required (a stolen session alone cannot change it).
      const { context, door, me, body } = call;
      const current = textField(body, "current", 10_000);
      const password = textField(body, "password", 10_000);
      newPasswordProblem(context, password, me);
      if (!(await currentPasswordRight(call, door, me, current))) return;
      let hashed = "";
      if ((await checked(door, call.res, async () => !!(hashed = await hashPassword(password, undefined, door.scrypt.derive)), true)) === null) return;
      door.users.setPassword(me.id, hashed);
      const ended = door.takeBackAccess(me.id);
      context.record.add(me, "changed their password", `${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed`);
      welcome(call, door, me, "with the new password");
    },
  }),
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
      requireMayWrite(me, "settings");
      const switchedOn = body.approvalRequired && !call.context.settings.get("approvalRequired");
      call.context.settings.set("approvalRequired", body.approvalRequired, me.name);
      // Switched on: what editors scheduled without an owner's approval waits for one now, its date kept.
      const returned = switchedOn ? returnToWaiting(call.context) : 0;
      const waits = returned ? `; ${plural(returned, "scheduled publication")} by an editor now ${returned === 1 ? "waits" : "wait"} for an owner` : "";
      call.context.record.add(me, "changed a setting", body.approvalRequired ? `an owner approves each publication${waits}` : "editors publish without approval");
      sendJson(call.res, 200, { ...call.context.settings.all(), returnedToWaiting: returned });
    },
  },
];
