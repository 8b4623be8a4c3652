/**
 * Each practice of a group seals its enquiries with a key of its own (ENQUIRY_KEY_<PRACTICE>, or the file
 * ENQUIRY_KEY_FILE_<PRACTICE> names), so one practice's key, copied or leaked, opens nothing of another's. Checked
 * when the group's editor starts, in words: the single site's ENQUIRY_KEY (one key for every practice) is refused,
 * and so are two practices given the same key or whose ids make the same setting's name.
 */
import { enquiryKeyFrom, practiceKeyNames, SITE_KEY_NAMES } from "../enquiries/key";

export function checkPracticeKeys(practices: readonly string[], env: Record<string, string | undefined> = process.env): void {
  if (env[SITE_KEY_NAMES.key] || env[SITE_KEY_NAMES.file]) {
    const example = practiceKeyNames(practices[0] ?? "practice");
    throw new Error(`${SITE_KEY_NAMES.key} (or ${SITE_KEY_NAMES.file}) would be one enquiry key for every practice of the group, so whoever holds it could read every practice's enquiries. Give each practice that keeps enquiries a key of its own instead, such as ${example.key} (or ${example.file}) for the practice "${practices[0] ?? "practice"}" (make each with: openssl rand -base64 32; a practice that already keeps enquiries keeps the key they were sealed with), remove ${SITE_KEY_NAMES.key}, then start the editor again.`);
  }
  const byName = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const id of practices) {
    const names = practiceKeyNames(id);
    const other = byName.get(names.key);
    if (other) throw new Error(`The practices "${other}" and "${id}" would read their enquiry keys from the same setting, ${names.key}. Rename one practice's folder so that each has a setting of its own, then start the editor again.`);
    byName.set(names.key, id);
    const key = enquiryKeyFrom(env, names)?.toString("hex");
    if (!key) continue;
    const same = byKey.get(key);
    if (same) throw new Error(`The practices "${same}" and "${id}" are given the same enquiry key (${practiceKeyNames(same).key} and ${names.key}): each practice needs a key of its own, so that one practice's key opens nothing of another's. Make a new one with: openssl rand -base64 32 (for a practice that keeps no enquiries yet), then start the editor again.`);
    byKey.set(key, id);
  }
}
