/**
 * The everyday facts of the practice details: the part of site.config.json an editor may change (unless an owner
 * took that right away), the rest staying the owners'. The write rule (server/writePolicy.ts) and the editor's
 * form of just that section read the one list.
 */
import type { ObjectSpec } from "./formModel";

/** The practice details' top-level fields that are everyday facts. */
export const EVERYDAY_FIELDS: readonly string[] = ["openingHours", "closures", "notice"];

/** The practice details' form narrowed to the everyday facts (the rest of the value is kept as it is, unseen). */
export function everydayForm(site: ObjectSpec): ObjectSpec {
  return { ...site, fields: site.fields.filter((field) => EVERYDAY_FIELDS.includes(field.key)) };
}
