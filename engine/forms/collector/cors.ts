/** Which web pages may send forms to the collector (the same idea as the Apps Script's public URL, but local). */
import type { IncomingMessage } from "node:http";

export type OriginCheck =
  | { kind: "none" } // no Origin header: curl, server-side callers
  | { kind: "allowed"; origin: string }
  | { kind: "denied"; origin: string };

/** Turns configured origins into their canonical form ("http://localhost:4173/" → "http://localhost:4173"). */
export function normaliseOrigins(origins: string[]): Set<string> {
  return new Set(
    origins.map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new Error(`'${origin}' is not a valid origin; write it like http://localhost:4173`);
      }
    }),
  );
}

export function checkOrigin(req: IncomingMessage, allowed: Set<string>): OriginCheck {
  const origin = req.headers.origin;
  if (origin === undefined) return { kind: "none" };
  return allowed.has(origin) ? { kind: "allowed", origin } : { kind: "denied", origin };
}

export function allowOriginHeaders(origin: string): Record<string, string> {
  return { "Access-Control-Allow-Origin": origin };
}

export function preflightHeaders(): Record<string, string> {
  return {
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
  };
}
