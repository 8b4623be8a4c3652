/**
 * The practice's enquiries inbox, opened when the editor starts: the key proved, the store, who may read, the
 * retention timer, and the message that tells staff one arrived. Off (null) when no key is given and the site's
 * forms are not sent to this editor; a start that would lose or expose enquiries is refused in words instead.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EventRecord } from "../record";
import type { EditorDatabase } from "../store/database";
import { enquiryKeyFrom, keySettingsNamed, SITE_KEY_NAMES, type KeyNames, type KeySettings } from "./key";
import { mailSettings, noticeOf, sendNotice } from "./mail";
import { EnquiryReaders } from "./readers";
import { RetentionSchedule } from "./retention";
import { EnquiryStore } from "./store";

/** Where the site's forms are sent to this editor: <editor's address>/forms (or /forms/<form name>). */
export const FORMS_PATH = "/forms";

export interface InboxOptions {
  db: EditorDatabase;
  root: string;
  dataFolder: string;
  record: EventRecord;
  /** The editor's public address online; null in local mode. */
  origin: string | null;
  env?: NodeJS.ProcessEnv & KeySettings;
  /** Where the key is read from: ENQUIRY_KEY, or a group's practice's own (key.ts practiceKeyNames). */
  keyNames?: KeyNames;
  now?: () => number;
}

export class Inbox {
  readonly readers: EnquiryReaders;
  readonly retention: RetentionSchedule;

  constructor(
    readonly store: EnquiryStore,
    private readonly options: Required<Pick<InboxOptions, "db" | "root" | "dataFolder" | "record" | "now" | "env">> & { origin: string | null },
  ) {
    this.readers = new EnquiryReaders(options.db);
    this.retention = new RetentionSchedule(options.root, store, options.record, options.now);
  }

  now(): number {
    return this.options.now();
  }

  /** Keeps one enquiry, then tells the people who may read it (without waiting for the mail server). */
  receive(form: string, fields: Record<string, string>): number {
    const id = this.store.add(form, fields, this.options.now());
    void this.tell(form).catch((error: unknown) => console.error(`Staff could not be told by e-mail that an enquiry arrived: ${error instanceof Error ? error.message : String(error)}`));
    return id;
  }

  private async tell(form: string): Promise<void> {
    const settings = mailSettings(this.options.env, this.options.dataFolder);
    if (!settings) return;
    await sendNotice(settings, this.readers.addresses(), noticeOf(`${form.replace(/-/g, " ")} request`, this.options.origin ?? "the editor"));
  }
}

/** The site's form addresses that point at this editor (site.config.json forms.addresses). */
function formsSentHere(root: string, origin: string | null): boolean {
  if (!origin) return false;
  try {
    const site = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as { forms?: { addresses?: { url?: string }[] } };
    // By host and path: the site's addresses are https:// always, while the editor tried on localhost is http://.
    const host = new URL(origin).host;
    return (site.forms?.addresses ?? []).some((address) => {
      const url = URL.canParse(address.url ?? "") ? new URL(address.url!) : null;
      return url?.host === host && (url.pathname === FORMS_PATH || url.pathname.startsWith(`${FORMS_PATH}/`));
    });
  } catch {
    return false;
  }
}

/** The inbox, null when it is off; throws in words when the editor must not start (a missing or wrong key). */
export function openInbox({ db, root, dataFolder, record, origin, env = process.env, keyNames = SITE_KEY_NAMES, now = Date.now }: InboxOptions): Inbox | null {
  const key = enquiryKeyFrom(env, keyNames);
  if (!key) {
    if (formsSentHere(root, origin)) throw new Error(`The site's forms are sent to this editor (site.config.json, forms.addresses), but no enquiry key is set, and enquiries are never kept unsealed. Set ${keyNames.key} (make one with: openssl rand -base64 32) or ${keyNames.file} to a file holding it, then start the editor again.`);
    const kept = (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n;
    if (kept > 0) throw new Error(`This data folder holds ${kept} enquiries, but no enquiry key is set, so they could not be read or deleted on time. Set ${keySettingsNamed(keyNames)} to the key they were sealed with, then start the editor again.`);
    return null;
  }
  const store = new EnquiryStore(db, key);
  store.proveKey(keySettingsNamed(keyNames));
  return new Inbox(store, { db, root, dataFolder, record, origin, env, now });
}
