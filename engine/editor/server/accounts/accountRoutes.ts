/**
 * The front door's requests, joined from one module per concern: signing in and choosing a password through a
 * link (signInRoutes), passkeys (passkeyRoutes), one's own account and the owners' settings (myAccountRoutes),
 * and the owners' people and record (peopleRoutes). Accounts exist online only: those routes say `onlineOnly`
 * in the table and answer that there are none in local mode (welcome, settings and the record work in both).
 * What each handler opens with (the door, the person, the body) is done once, in accountCall.ts.
 */
import type { ApiRoute } from "../routing";
import { myAccountRoutes } from "./myAccountRoutes";
import { passkeyRoutes } from "./passkeyRoutes";
import { peopleRoutes } from "./peopleRoutes";
import { signInRoutes } from "./signInRoutes";

export const accountRoutes: ApiRoute[] = [...signInRoutes, ...passkeyRoutes, ...myAccountRoutes, ...peopleRoutes];
