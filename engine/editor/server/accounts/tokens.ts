/**
 * Secret tokens (sessions, set-up links, passkey challenges): 32 random bytes, and only their SHA-256 kept, so a
 * copy of the database opens nothing.
 */
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
