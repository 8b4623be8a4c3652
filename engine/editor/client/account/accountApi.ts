/** The front door's requests (engine/editor/server/accounts/accountRoutes.ts), each failure an ApiError in the server's words. */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import type { Person, Role } from "../../model/api";
import { ApiError, call, messageOf } from "../api";

export type { Person, Role };

export interface PersonOnList extends Person {
  joined: boolean;
  createdAt: string;
  passkeys: number;
  sessions: number;
}

export interface RecordEntry {
  at: string;
  who: string;
  action: string;
  detail: string;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

// Signing in and setting up answer 401 for a wrong password or link: that is not a session that ended.
const door = <T>(path: string, body?: unknown) => call<T>("POST", path, body, { signedOutOn401: false });

/** A sign-in's answer: who, and what they are to be told (their password reset by an owner, guessing at their account). */
export interface Welcome {
  person: Person;
  notices: string[];
}

export const accountApi = {
  welcome: () => call<{ siteName: string; mode: "local" | "online" }>("GET", "account/welcome", undefined, { signedOutOn401: false }),
  signIn: (email: string, password: string) => door<Welcome>("account/sign-in", { email, password }),
  invitation: (token: string) => door<{ name: string; email: string; role: Role; joined: boolean }>("account/invitation", { token }),
  setUp: (token: string, password: string) => door<Welcome>("account/set-up", { token, password }),
  passkeySignInOptions: () => door<PublicKeyCredentialRequestOptionsJSON>("account/passkey/sign-in-options"),
  passkeySignIn: (response: AuthenticationResponseJSON) => door<Welcome>("account/passkey/sign-in", { response }),
  me: () => call<{ person: Person; passkeys: PasskeySummary[]; sessions: number }>("GET", "account/me"),
  signOut: () => call<{ signedOut: true }>("POST", "account/sign-out"),
  signOutEverywhere: () => call<{ ended: number; passkeysRemoved: number }>("POST", "account/sign-out-everywhere"),
  changePassword: (current: string, password: string) => call<Welcome>("POST", "account/password", { current, password }),
  confirmWithPassword: (password: string) => call<{ confirmed: true }>("POST", "account/confirm", { password }),
  passkeyConfirmOptions: () => call<PublicKeyCredentialRequestOptionsJSON>("POST", "account/passkey/confirm-options"),
  passkeyConfirm: (response: AuthenticationResponseJSON) => call<{ confirmed: true }>("POST", "account/passkey/confirm", { response }),
  passkeyAddOptions: () => call<PublicKeyCredentialCreationOptionsJSON>("POST", "account/passkey/add-options"),
  passkeyAdd: (response: RegistrationResponseJSON, name: string) => call<{ passkeys: PasskeySummary[] }>("POST", "account/passkey/add", { response, name }),
  passkeyRemove: (id: string) => call<{ passkeys: PasskeySummary[] }>("POST", "account/passkey/remove", { id }),
  users: () => call<{ people: PersonOnList[] }>("GET", "account/users"),
  invite: (name: string, email: string, role: Role) => call<{ link: string; expiresInHours: number }>("POST", "account/invite", { name, email, role }),
  newLink: (id: string) => call<{ link: string; expiresInHours: number }>("POST", "account/new-link", { id }),
  remove: (id: string) => call<{ removed: true; ended: { scheduled: number; waiting: number; previews: number } }>("POST", "account/remove", { id }),
  endSessions: (id: string) => call<{ ended: number; passkeysRemoved: number }>("POST", "account/end-sessions", { id }),
  setEveryday: (id: string, allowed: boolean) => call<{ everyday: boolean }>("POST", "account/everyday", { id, allowed }),
  record: () => call<{ entries: RecordEntry[] }>("GET", "account/record"),
  settings: () => call<{ approvalRequired: boolean }>("GET", "settings"),
  setApprovalRequired: (approvalRequired: boolean) => call<{ approvalRequired: boolean; returnedToWaiting: number }>("POST", "settings", { approvalRequired }),
};

export { messageOf };

/** Whether the server asks the person to confirm who they are (password or passkey) before going on. */
export function needsConfirming(error: unknown): boolean {
  return error instanceof ApiError && error.body.confirm === true;
}

/** The field a refusal names (the server says which, e.g. "password"), for tying the message to it. */
export function fieldOf(error: unknown): string | null {
  return error instanceof ApiError && typeof error.body.field === "string" ? error.body.field : null;
}
