/**
 * What every account request opens with, done once: the front door of the editor online (the route table's
 * `onlineOnly` has refused it in local mode already), the signed-in person, and the JSON body when the route
 * reads one. Route modules declare `accountRoute({...})` and their handlers start with what they need.
 */
import { HttpError, readJsonBody } from "../http";
import type { Person } from "../people";
import { personOf, type Access, type ApiCall, type ApiRoute, type EditorContext } from "../routing";
import { requireMayWrite, type WriteArea } from "../writePolicy";
import type { FrontDoor } from "./frontDoor";

/** The largest body an account request may send. */
export const BODY_LIMIT = 64 * 1024;

export type OnlineDoor = FrontDoor & { origin: string };

/** The front door of the editor online; in local mode, a plain refusal. */
export function onlineDoor(context: EditorContext): OnlineDoor {
  const door = context.frontDoor;
  if (!door.origin) throw new HttpError(404, "There are no accounts when the editor runs on this computer only (npm run edit).");
  return door as OnlineDoor;
}

export interface AccountCall<A extends Access> extends ApiCall {
  door: OnlineDoor;
  /** The request's JSON body when the route says `body: true`; empty otherwise (nothing is read). */
  body: Record<string, unknown>;
  /** The signed-in person; null on routes anyone may call. */
  me: A extends "anyone" ? null : Person;
}

export interface AccountRouteOptions<A extends Access> {
  method: ApiRoute["method"];
  path: string;
  access: A;
  /** Read the JSON body (64 KB at most) before the handler runs. */
  body?: boolean;
  /** What the request changes, asked of the one write rule (writePolicy.ts) before the handler runs. */
  writes?: WriteArea;
  handle(call: AccountCall<A>): Promise<void>;
}

/** An online-only route of the accounts, its handler given the door, the person and the body. */
export function accountRoute<A extends Access>({ method, path, access, body: readsBody, writes, handle }: AccountRouteOptions<A>): ApiRoute {
  return {
    method, path, access, onlineOnly: true,
    async handle(call) {
      const door = onlineDoor(call.context);
      const body = readsBody ? await readJsonBody(call.req, BODY_LIMIT) : {};
      const me = (access === "anyone" ? null : personOf(call)) as AccountCall<A>["me"];
      if (writes) requireMayWrite(me, writes);
      await handle({ ...call, door, body, me });
    },
  };
}
