/**
 * Whether a practice of a group's editor must be opened when the editor starts, rather than when someone first
 * asks for it: its database holds a publication on a date (or one a stopped editor left under way), which runs on
 * its timer whether or not anyone opens the practice, or it keeps enquiries (its key is given), whose deletion when
 * their time is up runs every hour. Its key is proved here too, so a missing or wrong key still stops the start in
 * words. Any other practice is opened on first use: fifty practices start in the time of the few that wait.
 */
import type { EditorDatabase } from "../store/database";
import { openInbox } from "../enquiries/inbox";
import { practiceKeyNames } from "../enquiries/key";
import { EventRecord } from "../record";

export function waitsOnATimer(db: EditorDatabase, root: string, dataFolder: string, practice: string, origin: string | null): boolean {
  const scheduled = db.prepare("SELECT 1 FROM publish_requests WHERE status IN ('scheduled', 'publishing', 'approving') LIMIT 1").get();
  const inbox = openInbox({ db, root, dataFolder, record: new EventRecord(db), origin, keyNames: practiceKeyNames(practice) });
  return !!scheduled || !!inbox;
}
