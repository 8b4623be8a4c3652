/** The page data a pre-rendered page hands to the browser, as inert JSON (no inline script to run). */
import type { PageData } from "./pageData";

export const ROUTE_DATA_ID = "route-data";

export interface HydrationPayload {
  /** The page key the path resolved to (the route, or the not-found page's key). */
  key: string;
  data: PageData;
}

/** JSON safe to place inside <script type="application/json">: no "</script>" or "<!--" can break out. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
