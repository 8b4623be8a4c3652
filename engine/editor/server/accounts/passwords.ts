/**
 * Passwords: hashed with scrypt at OWASP's current parameters (N = 2^17, r = 8, p = 1: 128 MB and a few hundred
 * milliseconds per guess), compared in constant time. Node's own crypto, so no native package to keep.
 * Stored as "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" so the cost can be raised later and old hashes still checked.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
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

/** scrypt itself: Node's, or the same run elsewhere (nicedScrypt.ts: in a helper of the lowest priority). */
export type DeriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

const nodeScrypt: DeriveKey = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

function derive(password: string, salt: Buffer, cost: ScryptCost, deriveKey: DeriveKey): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below OWASP's 128 MB.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * cost.p + 16 * 1024 * 1024 };
  return deriveKey(password.normalize("NFKC"), salt, KEY_LENGTH, options);
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT, deriveKey: DeriveKey = nodeScrypt): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, deriveKey);
  return ["scrypt", cost.log2N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` is the one `stored` was made from; a malformed or missing hash is never a match. */
export async function verifyPassword(password: string, stored: string | null, deriveKey: DeriveKey = nodeScrypt): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check, so an unknown address cannot be told from a wrong password.
    await derive(password, DUMMY_SALT, OWASP_SCRYPT, deriveKey);
    return false;
  }
  const [, log2N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash!, "base64url");
  const key = await derive(password, Buffer.from(salt!, "base64url"), { log2N: Number(log2N), r: Number(r), p: Number(p) }, deriveKey);
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
export function passwordProblem(password: string, about: { name?: string; email?: string; siteName?: string; practice?: string[] } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words together are long enough and easy to remember.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || commonPasswords().has(withoutTrailingDigitsAndSymbols(lower))) return "That password is one of the most common ones, which are tried first by anyone guessing. Choose another.";
  if (new Set(lower).size <= 2) return "That password repeats one or two characters. Choose another.";
  const own = [about.email, about.email?.split("@")[0], about.name, about.siteName].filter((text): text is string => !!text && text.length >= 4).map((text) => text.toLowerCase());
  if (own.some((text) => lower.includes(text.replace(/\s+/g, "")) || lower.includes(text))) return "Do not use your name, your email address or the practice's name in your password. Choose another.";
  if (builtFrom(password, [...(about.practice ?? []), about.siteName ?? ""])) return "That password is made of the practice's name or address, which anyone guessing tries early. Choose words of your own.";
  return null;
}

/** Letters and digits only, lower case: "Coventry Road" and "coventry-ROAD" are both "coventryroad". */
function squeezed(text: string): string {
  let out = "";
  for (const char of text.normalize("NFKC").toLowerCase()) if (/[\p{L}\p{N}]/u.test(char)) out += char;
  return out;
}

/**
 * Whether a password is made of the practice's words ("coventryroad", "Coventry Road Dental", "cv128nw",
 * "CoventryRoad2024!"): with every word of its name and address taken out (each whole text too, run together),
 * fewer than four letters are left.
 */
function builtFrom(password: string, texts: string[]): boolean {
  const pieces = new Set<string>();
  for (const text of texts) {
    pieces.add(squeezed(text));
    for (const word of text.split(/[\s,.\-/]+/)) pieces.add(squeezed(word));
  }
  const whole = squeezed(password);
  let left = whole;
  for (const piece of [...pieces].filter((piece) => piece.length >= 2).sort((a, b) => b.length - a.length)) left = left.split(piece).join("");
  let letters = 0;
  for (const char of left) if (/\p{L}/u.test(char)) letters++;
  return left !== whole && letters < 4;
}

/** The practice's name and address as site.config.json gives them (nothing when it cannot be read). */
export function practiceWords(root: string): string[] {
  try {
    const site = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as { name?: unknown; contact?: { address?: Record<string, unknown>; phone?: Record<string, unknown> } };
    const address = Object.values(site.contact?.address ?? {});
    const phone = Object.values(site.contact?.phone ?? {});
    return [site.name, ...address, ...phone].filter((value): value is string => typeof value === "string" && value.trim() !== "");
  } catch {
    return [];
  }
}

/** "summer2024!" -> "summer": a common word with digits or symbols added is still common. */
function withoutTrailingDigitsAndSymbols(text: string): string {
  let end = text.length;
  while (end > 0 && !/[a-z]/i.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
