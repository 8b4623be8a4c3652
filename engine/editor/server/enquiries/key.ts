/**
 * The key enquiries are sealed with (AES-256-GCM, node:crypto): kept outside the database, so a copy of the
 * database alone (a backup, a stolen disk image) reads as noise. It comes from ENQUIRY_KEY (32 random bytes,
 * base64 or hex: `openssl rand -base64 32`) or from the file ENQUIRY_KEY_FILE names. A key that is malformed, or
 * is not the one earlier enquiries were sealed with, stops the editor at its start with words saying which.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What the hosting guide names: the key itself, or the path of a file holding it. */
export interface KeySettings {
  ENQUIRY_KEY?: string;
  ENQUIRY_KEY_FILE?: string;
}

/** The names of the two settings a key is read from. */
export interface KeyNames {
  key: string;
  file: string;
}

export const SITE_KEY_NAMES: KeyNames = { key: "ENQUIRY_KEY", file: "ENQUIRY_KEY_FILE" };

/**
 * A group's practice's own key (ENQUIRY_KEY_WARWICK, ENQUIRY_KEY_FILE_WARWICK for the practice "warwick"): each
 * practice's enquiries sealed with a key of its own, so one practice's key opens nothing of another's.
 */
export function practiceKeyNames(practice: string): KeyNames {
  const suffix = practice.toUpperCase().replace(/[^A-Z0-9]/g, "_");
  return { key: `ENQUIRY_KEY_${suffix}`, file: `ENQUIRY_KEY_FILE_${suffix}` };
}

/** How staff and hosts are told where a key comes from: "ENQUIRY_KEY or ENQUIRY_KEY_FILE". */
export const keySettingsNamed = (names: KeyNames) => `${names.key} or ${names.file}`;

/** The key, or null when neither setting is given; an Error in words when one is given but unusable. */
export function enquiryKeyFrom(env: Record<string, string | undefined>, names: KeyNames = SITE_KEY_NAMES): Buffer | null {
  let text = env[names.key]?.trim();
  let where = names.key;
  const file = env[names.file];
  if (!text && file) {
    where = `the key file ${file} (${names.file})`;
    try {
      text = readFileSync(file, "utf8").trim();
    } catch (error) {
      throw new Error(`The enquiry key could not be read from ${where} (${(error as NodeJS.ErrnoException).code ?? String(error)}). Make the file readable by the account that runs the editor, then start it again.`);
    }
  }
  if (!text) return null;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== KEY_BYTES || (!/^[0-9a-f]{64}$/i.test(text) && key.toString("base64") !== text)) {
    throw new Error(`The enquiry key in ${where} is not a key: it must be 32 random bytes written as base64 (make one with: openssl rand -base64 32).`);
  }
  return key;
}

/** A text sealed: a fresh nonce, the ciphertext, and the tag that proves nobody changed it. */
export function seal(key: Buffer, text: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The text a sealed value holds; throws when the key is not the one it was sealed with (or it was changed). */
export function unseal(key: Buffer, sealed: Buffer): string {
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
