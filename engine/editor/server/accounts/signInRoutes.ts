/**
 * Signing in with a password, and choosing one through a link (an invitation or a reset). A new password takes
 * back every session and passkey made before it (someone else's among them, perhaps).
 */
import { HttpError, sendJson, textField } from "../http";
import type { ApiRoute } from "../routing";
import { accountRoute } from "./accountCall";
import { hashPassword, verifyPassword, MAX_PASSWORD_LENGTH } from "./passwords";
import { checked, failedSignIn, newPasswordProblem, plural, slowedWords, tooMany, welcome, WHEN } from "./signInSteps";
import { personOfAccount } from "./users";

const LINK_GONE = "This link has been used already or is more than a day old. Ask an owner of the editor for a new one.";

export const signInRoutes: ApiRoute[] = [
  {
    method: "GET", path: "account/welcome", access: "anyone",
    async handle({ context, res }) {
      // What the sign-in screen needs before anyone has signed in (in both modes).
      sendJson(res, 200, { siteName: context.siteName, mode: context.mode });
    },
  },
  accountRoute({
    method: "POST", path: "account/sign-in", access: "anyone", body: true,
    async handle(call) {
      const { context, req, res, door, body } = call;
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
      welcome(call, door, personOfAccount(account), "with a password");
    },
  }),
  accountRoute({
    method: "POST", path: "account/invitation", access: "anyone", body: true,
    async handle({ res, door, body }) {
      const account = door.users.linkFor(textField(body, "token", 200));
      if (!account) throw new HttpError(404, LINK_GONE);
      sendJson(res, 200, { name: account.name, email: account.email, role: account.role, joined: account.joined });
    },
  }),
  accountRoute({
    method: "POST", path: "account/set-up", access: "anyone", body: true,
    async handle(call) {
      const { context, door, body } = call;
      const token = textField(body, "token", 200);
      const password = textField(body, "password", 10_000);
      const account = door.users.linkFor(token);
      if (!account) throw new HttpError(404, LINK_GONE);
      newPasswordProblem(context, password, account);
      let hashed = "";
      if ((await checked(door, call.res, async () => !!(hashed = await hashPassword(password, undefined, door.scrypt.derive)), true)) === null) return;
      const link = door.users.linkDetails(token);
      const joined = door.users.useLink(token, hashed);
      if (!joined) throw new HttpError(404, LINK_GONE);
      // A new password takes back every session and passkey made before it (someone else's among them, perhaps).
      const ended = door.takeBackAccess(joined.id);
      const by = link?.invitedBy ? ` made by ${link.invitedBy}` : "";
      context.record.add(joined, link?.reset ? "reset their password" : "joined", link?.reset ? `through a link${by}; ${plural(ended.sessions, "session")} ended, ${plural(ended.passkeys, "passkey")} removed` : `as ${joined.role}`);
      welcome(call, door, personOfAccount(joined), "after choosing a password");
      if (link?.reset) door.history.tell(joined.id, "reset", `Your password was reset on ${WHEN.format(new Date(door.now()))} through a link${by}.${ended.passkeys ? " Your passkeys were removed with it: add them again from My account." : ""}`, { once: true });
    },
  }),
];
