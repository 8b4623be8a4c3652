/**
 * The front door of the editor online: who is asking (the session cookie), and what is refused to whom.
 * Every request without a valid session is refused except the sign-in and set-up pages and the editor's own
 * script bundle they run on; pictures, public files and the preview frame need a session too. In local mode
 * (npm run edit, this computer only) there are no accounts: the person at the computer may do everything.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_BASE } from "../bundles";
import { ownOrigins, sendJson } from "../http";
import { localPerson, type Person } from "../people";
import type { Access } from "../routing";
import type { EditorDatabase } from "../store/database";
import { DEFAULT_TRUSTED_PROXIES, inRanges, isAddress, parseAddressRanges, plainAddress, type AddressRange } from "./addresses";
import { NicedScrypt } from "./nicedScrypt";
import { Passkeys } from "./passkeys";
import { PasswordGate } from "./passwordGate";
import { Sessions, ABSOLUTE_LIMIT_MS } from "./sessions";
import { SignInHistory } from "./signInHistory";
import type { Clock } from "./clock";
import { SignInThrottle } from "./throttle";
import { personOfAccount, Users } from "./users";

export interface OnlineOptions {
  /** The address staff type, served by the host's HTTPS proxy, e.g. https://editor.example.org. */
  origin: string;
  /**
   * The proxies whose X-Real-IP is believed (--trusted-proxies / EDITOR_TRUSTED_PROXIES), addresses or ranges
   * separated by commas; this machine's loopback when absent.
   */
  trustedProxies?: string;
  /** Told once when a request comes from a trusted proxy without X-Real-IP (console.warn by default). */
  warn?: (message: string) => void;
}

/** __Host-: the browser keeps it only if Secure, for this host alone (no Domain), for the whole site (Path=/). */
export const SESSION_COOKIE = "__Host-editor-session";

export class FrontDoor {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly throttle: SignInThrottle;
  readonly passkeys: Passkeys;
  readonly history: SignInHistory;
  /** Password checks a few at a time (passwordGate.ts), so sign-ins cannot take the editor's threads. */
  readonly passwordGate = new PasswordGate();
  /** scrypt at the lowest priority, so checks give way to the editor's own work (nicedScrypt.ts). */
  readonly scrypt = new NicedScrypt();
  readonly origin: string | null;
  private readonly trustedProxies: AddressRange[];
  private readonly warn: (message: string) => void;
  private warnedNoRealIp = false;
  private local: Person | null = null;

  constructor(
    db: EditorDatabase,
    private readonly root: string,
    online: OnlineOptions | null,
    readonly now: Clock = Date.now,
  ) {
    this.origin = online ? publicOrigin(online.origin) : null;
    this.users = new Users(db, now);
    this.sessions = new Sessions(db, now);
    this.throttle = new SignInThrottle(db, now);
    this.passkeys = new Passkeys(db, this.origin, now);
    this.history = new SignInHistory(db, now);
    this.trustedProxies = parseAddressRanges(online?.trustedProxies?.trim() || DEFAULT_TRUSTED_PROXIES);
    this.warn = online?.warn ?? ((message) => console.warn(message));
  }

  get online(): boolean {
    return this.origin !== null;
  }

  /** The origins a request may come from: online, the public address only; locally, this computer's. */
  origins(port: number): string[] {
    return this.origin ? [this.origin] : ownOrigins(port);
  }

  /** The person asking: the session's, online; the person at this computer, locally. */
  personOf(req: IncomingMessage): Person | null {
    if (!this.online) return (this.local ??= localPerson(this.root));
    this.addressOf(req); // every request: the proxy's missing X-Real-IP is said at once, not at the first sign-in
    const token = cookieOf(req, SESSION_COOKIE);
    const userId = token ? this.sessions.userOf(token) : null;
    const account = userId ? this.users.byId(userId) : null;
    return account && account.joined ? personOfAccount(account) : null;
  }

  /** Whether this person has a part in this site: everyone with an account here (a group's practice: a role there). */
  worksHere(_person: Person): boolean {
    return true;
  }

  sessionTokenOf(req: IncomingMessage): string | null {
    return cookieOf(req, SESSION_COOKIE);
  }

  /** Starts a session for the person and sets its cookie on the answer. */
  signIn(res: ServerResponse, userId: string): void {
    res.setHeader("Set-Cookie", sessionCookie(this.sessions.start(userId)));
  }

  signOut(req: IncomingMessage, res: ServerResponse): void {
    const token = this.sessionTokenOf(req);
    if (token) this.sessions.end(token);
    res.setHeader("Set-Cookie", `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`);
  }

  /**
   * The address a request comes from: the X-Real-IP header when the request came from a proxy the operator
   * trusts (else a visitor could choose their own throttle key), else the connection's own address.
   */
  addressOf(req: IncomingMessage): string {
    const peer = req.socket.remoteAddress ?? "unknown";
    if (!inRanges(peer, this.trustedProxies)) return plainAddress(peer);
    const forwarded = req.headers["x-real-ip"];
    if (typeof forwarded === "string" && isAddress(forwarded)) return plainAddress(forwarded);
    if (!this.warnedNoRealIp) {
      this.warnedNoRealIp = true;
      this.warn(
        `Warning: requests reach the editor from the proxy at ${plainAddress(peer)} without an X-Real-IP header, so every visitor shares one ` +
          `allowance of sign-in tries. Add "proxy_set_header X-Real-IP $remote_addr;" to the proxy (docs/editor-online.md), or, if the proxy ` +
          `is on another address, name it with --trusted-proxies (EDITOR_TRUSTED_PROXIES).`,
      );
    }
    return plainAddress(peer);
  }

  /**
   * Takes back every way the person could act: their sessions, their passkeys (one planted through a stolen
   * session included) and their known addresses. Used by a new password, "sign out everywhere" and an owner's
   * "sign out everywhere" for them (removing a person ends the same with their row).
   */
  takeBackAccess(userId: string | number): { sessions: number; passkeys: number } {
    const sessions = this.sessions.endAll(userId);
    const passkeys = this.passkeys.removeAll(userId);
    this.history.forgetAddresses(userId);
    return { sessions, passkeys };
  }
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${ABSOLUTE_LIMIT_MS / 1000}`;
}

/** Paths anyone may fetch online: the editor's page (which shows the sign-in and set-up screens) and its bundle. */
export function openToAnyone(path: string): boolean {
  if (path === "/" || path === "/index.html") return true;
  return path.startsWith(CLIENT_BASE) && !path.startsWith(`${CLIENT_BASE}api/`) && path !== `${CLIENT_BASE}frame`;
}

/** Why this person may not call a route of this access level, or null when they may. */
export function accessRefusal(access: Access, person: Person | null): { status: number; error: string } | null {
  if (access === "anyone") return null;
  if (!person) return { status: 401, error: "Please sign in first." };
  if (access === "owner" && person.role !== "owner") return { status: 403, error: "Only an owner of the editor can do that." };
  return null;
}

/** The answer to a request for anything but the API without a session: pages go to the sign-in screen (at `home`). */
export function refuseWithoutSession(req: IncomingMessage, res: ServerResponse, home = "/"): void {
  const wantsPage = req.method === "GET" && /text\/html/.test(req.headers.accept ?? "");
  if (wantsPage) {
    res.writeHead(303, { Location: home, "Cache-Control": "no-store" });
    return void res.end();
  }
  sendJson(res, 401, { error: "Please sign in first." });
}

export function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** The origin as browsers send it (scheme://host[:port], lower case, no path); a mistake stops the start. */
export function publicOrigin(given: string): string {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`"${given}" is not a web address; give the address staff will type, such as https://editor.example.org.`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname))) {
    throw new Error(`The editor online must be reached over HTTPS: give an https:// address (not ${url.protocol}//).`);
  }
  if (url.pathname !== "/" || url.search || url.hash) throw new Error(`Give the address without a path (such as ${url.origin}).`);
  return url.origin;
}
