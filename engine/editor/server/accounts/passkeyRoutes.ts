/**
 * Passkeys: signing in with one, and one's own passkeys (adding one after proving who one is again, confirming
 * with one, removing one).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { HttpError, sendJson, textField } from "../http";
import type { ApiRoute } from "../routing";
import { accountRoute } from "./accountCall";
import { cookieOf } from "./frontDoor";
import { plural, requireFreshProof, tooMany, welcome, WHEN } from "./signInSteps";
import type { BucketRule } from "./throttle";
import { personOfAccount } from "./users";

const PASSKEY_COOKIE = "__Host-editor-passkey";
/** Passkey sign-in challenges one address may ask for: 20 at once, then one every 3 s. */
const PASSKEY_OPTIONS: BucketRule = { capacity: 20, refillSeconds: 3 };

export const passkeyRoutes: ApiRoute[] = [
  accountRoute({
    method: "POST", path: "account/passkey/sign-in-options", access: "anyone",
    async handle({ req, res, door }) {
      const wait = door.throttle.takeForAddress("passkey-options", door.addressOf(req), PASSKEY_OPTIONS);
      if (wait > 0) return tooMany(res, wait, `Too many passkey sign-ins from here. Try again in ${plural(wait, "second")}.`);
      const { options, cookie } = await door.passkeys.signInOptions();
      res.setHeader("Set-Cookie", `${PASSKEY_COOKIE}=${cookie}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=300`);
      sendJson(res, 200, options);
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/sign-in", access: "anyone", body: true,
    async handle(call) {
      const { context, req, res, door, body } = call;
      const key = cookieOf(req, PASSKEY_COOKIE);
      const userId = key ? await door.passkeys.signIn(key, body.response as AuthenticationResponseJSON) : null;
      const account = userId ? door.users.byId(userId) : null;
      if (!account) {
        context.record.count("(a passkey)", "sign-in failed", ["passkey not accepted", "passkeys not accepted"], door.addressOf(req));
        return sendJson(res, 401, { error: "That passkey was not accepted here. Try again, or sign in with your password." });
      }
      welcome(call, door, personOfAccount(account), "with a passkey");
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/add-options", access: "signed-in",
    async handle(call) {
      const { door, me } = call;
      requireFreshProof(door, call);
      sendJson(call.res, 200, await door.passkeys.additionOptions(me, door.sessionTokenOf(call.req)!, call.context.siteName));
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/confirm-options", access: "signed-in",
    async handle({ req, res, door, me }) {
      const options = await door.passkeys.confirmOptions(me, door.sessionTokenOf(req)!);
      if (!options) throw new HttpError(404, "You have no passkey yet: confirm with your password instead.");
      sendJson(res, 200, options);
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/confirm", access: "signed-in", body: true,
    async handle({ req, res, door, me, body }) {
      if (!(await door.passkeys.confirm(me, door.sessionTokenOf(req)!, body.response as AuthenticationResponseJSON))) {
        throw new HttpError(401, "That passkey did not confirm it is you. Try again, or use your password.");
      }
      door.sessions.proved(door.sessionTokenOf(req)!);
      sendJson(res, 200, { confirmed: true });
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/add", access: "signed-in", body: true,
    async handle(call) {
      const { door, me, body } = call;
      requireFreshProof(door, call);
      const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 80) : `Passkey added ${WHEN.format(new Date(door.now()))}`;
      if (!(await door.passkeys.add(me, door.sessionTokenOf(call.req)!, body.response as RegistrationResponseJSON, name))) {
        throw new HttpError(400, "The passkey could not be added: the device's answer did not match what was asked. Try again.");
      }
      call.context.record.add(me, "added a passkey", `“${name}”, from ${door.addressOf(call.req)}`);
      sendJson(call.res, 200, { passkeys: door.passkeys.list(me.id) });
    },
  }),
  accountRoute({
    method: "POST", path: "account/passkey/remove", access: "signed-in", body: true,
    async handle({ context, res, door, me, body }) {
      const id = textField(body, "id", 1000);
      const name = door.passkeys.list(me.id).find((key) => key.id === id)?.name;
      if (!door.passkeys.remove(me.id, id)) throw new HttpError(404, "That passkey is no longer on your account.");
      context.record.add(me, "removed a passkey", `“${name}”`);
      sendJson(res, 200, { passkeys: door.passkeys.list(me.id) });
    },
  }),
];
