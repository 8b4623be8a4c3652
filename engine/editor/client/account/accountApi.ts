/** The front door's requests (engine/editor/server/accounts/accountRoutes.ts), each failure an ApiError in the server's words. */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { ApiError } from "../api";

export type Role = "owner" | "editor";

export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
}

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

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/_editor/api/${path}`, method === "POST" ? { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) } : {});
  } catch {
    throw new ApiError(0, "The editor does not answer. Check your internet connection and try again.");
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, typeof data.error === "string" ? data.error : `The editor answered ${response.status}.`, data);
  return data as T;
}

export const accountApi = {
  welcome: () => call<{ siteName: string; mode: "local" | "online" }>("GET", "account/welcome"),
  signIn: (email: string, password: string) => call<{ person: Person }>("POST", "account/sign-in", { email, password }),
  invitation: (token: string) => call<{ name: string; email: string; role: Role; joined: boolean }>("POST", "account/invitation", { token }),
  setUp: (token: string, password: string) => call<{ person: Person }>("POST", "account/set-up", { token, password }),
  passkeySignInOptions: () => call<PublicKeyCredentialRequestOptionsJSON>("POST", "account/passkey/sign-in-options"),
  passkeySignIn: (response: AuthenticationResponseJSON) => call<{ person: Person }>("POST", "account/passkey/sign-in", { response }),
  me: () => call<{ person: Person; passkeys: PasskeySummary[]; sessions: number }>("GET", "account/me"),
  signOut: () => call<{ signedOut: true }>("POST", "account/sign-out"),
  signOutEverywhere: () => call<{ ended: number }>("POST", "account/sign-out-everywhere"),
  passkeyAddOptions: () => call<PublicKeyCredentialCreationOptionsJSON>("POST", "account/passkey/add-options"),
  passkeyAdd: (response: RegistrationResponseJSON, name: string) => call<{ passkeys: PasskeySummary[] }>("POST", "account/passkey/add", { response, name }),
  passkeyRemove: (id: string) => call<{ passkeys: PasskeySummary[] }>("POST", "account/passkey/remove", { id }),
  users: () => call<{ people: PersonOnList[] }>("GET", "account/users"),
  invite: (name: string, email: string, role: Role) => call<{ link: string; expiresInHours: number }>("POST", "account/invite", { name, email, role }),
  newLink: (id: string) => call<{ link: string; expiresInHours: number }>("POST", "account/new-link", { id }),
  remove: (id: string) => call<{ removed: true }>("POST", "account/remove", { id }),
  endSessions: (id: string) => call<{ ended: number }>("POST", "account/end-sessions", { id }),
  setRole: (id: string, role: Role) => call<{ role: Role }>("POST", "account/role", { id, role }),
  record: () => call<{ entries: RecordEntry[] }>("GET", "account/record"),
  settings: () => call<{ approvalRequired: boolean }>("GET", "settings"),
  setApprovalRequired: (approvalRequired: boolean) => call<{ approvalRequired: boolean }>("POST", "settings", { approvalRequired }),
};

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The field a refusal names (the server says which, e.g. "password"), for tying the message to it. */
export function fieldOf(error: unknown): string | null {
  return error instanceof ApiError && typeof error.body.field === "string" ? error.body.field : null;
}
