/**
 * Passwords: hashed with scrypt at OWASP's current parameters (N = 2^17, r = 8, p = 1: 128 MB and a few hundred
 * milliseconds per guess), compared in constant time. Node's own crypto, so no native package to keep.
 * Stored as "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" so the cost can be raised later and old hashes still checked.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { log2N: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below OWASP's 128 MB.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * cost.p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.log2N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` is the one `stored` was made from; a malformed or missing hash is never a match. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check, so an unknown address cannot be told from a wrong password.
    await derive(password, DUMMY_SALT, OWASP_SCRYPT);
    return false;
  }
  const [, log2N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash!, "base64url");
  const key = await derive(password, Buffer.from(salt!, "base64url"), { log2N: Number(log2N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const DUMMY_SALT = randomBytes(16);

let common: Set<string> | null = null;
/** The commonest passwords people choose (zxcvbn-ts's list of about 49,000), lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
  return common;
}

/** What is wrong with a new password, in plain words, or null when it may be used. */
export function passwordProblem(password: string, about: { name?: string; email?: string; siteName?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words together are long enough and easy to remember.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || commonPasswords().has(withoutTrailingDigitsAndSymbols(lower))) return "That password is one of the most common ones, which are tried first by anyone guessing. Choose another.";
  if (new Set(lower).size <= 2) return "That password repeats one or two characters. Choose another.";
  const own = [about.email, about.email?.split("@")[0], about.name, about.siteName].filter((text): text is string => !!text && text.length >= 4).map((text) => text.toLowerCase());
  if (own.some((text) => lower.includes(text.replace(/\s+/g, "")) || lower.includes(text))) return "Do not use your name, your email address or the practice's name in your password. Choose another.";
  return null;
}

/** "summer2024!" -> "summer": a common word with digits or symbols added is still common. */
function withoutTrailingDigitsAndSymbols(text: string): string {
  let end = text.length;
  while (end > 0 && !/[a-z]/i.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
