/**
 * Telling people about approval requests, two ways: a notice in the editor for when they next open it (store.ts),
 * and an e-mail where the practice's SMTP server is set up (mail/smtp.ts). The e-mail says who asked or answered and
 * that something waits, with the editor's address: never a word of the pages, since it passes through servers the
 * practice does not control. Sending never holds up or fails the request or the answer: it happens after, and a
 * failure is written to the record, in words, for the owners to see.
 */
import type { EditorContext } from "../routing";
import type { Person } from "../people";
import { mailSettings, sendMail, type MailMessage } from "../mail/smtp";
import { dataFolderOf } from "../publish/settings";
import { titleOf } from "../publish/peoplesWords";
import type { PublishRequestRow } from "../publish/requests";
import { ukTimeInWords } from "../../model/ukTime";
import { noticesOf } from "./store";

/** The scheduler's context names no front door (its object is the editor's, which has one): the address is optional. */
type TellContext = Pick<EditorContext, "db" | "record"> & { frontDoor?: Pick<EditorContext["frontDoor"], "origin"> };

/**
 * What the requester is told of their request: its answer, by whom, and for a date, the date. "published-on-date":
 * one an owner approved for a date went live then (`by`: that owner); "cancelled" and "moved": an owner cancelled
 * it, or gave it another date.
 */
export type Answer =
  | { kind: "approved" | "declined" | "published-with" | "published-on-date" | "cancelled"; by: Pick<Person, "id" | "name"> }
  | { kind: "scheduled" | "moved"; by: Pick<Person, "id" | "name">; publishAt: string };

interface Told {
  /** In the editor, to its person only: may name their request by its title (their own words). */
  notice: string;
  /** By e-mail: who, and what happened, never the title nor a word of the pages. */
  subject: string;
  mail: string;
}

/** The words of each answer: `by` who gave it, `theirs` ("your request “Winter hours”"), `when` its date in words. */
const ANSWERS: Record<Answer["kind"], (by: string, theirs: string, when: string) => Told> = {
  approved: (by, theirs) => ({ notice: `${by} approved ${theirs}: it is live now.`, subject: "Your changes are live", mail: `${by} approved your changes to the website: they are live now.` }),
  "published-with": (by, theirs) => ({ notice: `${by} published ${theirs} with their own publication: it is live now.`, subject: "Your changes are live", mail: `${by} published your changes to the website: they are live now.` }),
  "published-on-date": (by, theirs) => ({ notice: `${capital(theirs)}, approved by ${by}, was published on its date: it is live now.`, subject: "Your changes are live", mail: `Your changes to the website, approved by ${by}, were published on their date: they are live now.` }),
  scheduled: (by, theirs, when) => ({ notice: `${by} approved ${theirs}, to be published on ${when} (UK time).`, subject: `Your changes will be published on ${when}`, mail: `${by} approved your changes to the website, to be published on ${when} (UK time).` }),
  moved: (by, theirs, when) => ({ notice: `${by} moved ${theirs} to ${when} (UK time).`, subject: `Your changes will be published on ${when}`, mail: `${by} moved the publication of your changes to the website to ${when} (UK time).` }),
  declined: (by, theirs) => ({ notice: `${by} declined ${theirs}. Your changes stay saved here, unpublished.`, subject: "Your request to publish was declined", mail: `${by} declined your request to publish changes to the website. Your changes stay saved in the editor, unpublished.` }),
  cancelled: (by, theirs) => ({ notice: `${by} cancelled ${theirs}. Your changes stay saved here, unpublished.`, subject: "Your publication was cancelled", mail: `${by} cancelled the publication of your changes to the website. Your changes stay saved in the editor, unpublished.` }),
};

/** A name that cannot start a new line of a message or its subject. */
const oneLine = (text: string) => [...text].map((char) => (char < " " || char === "\u007f" ? " " : char)).join("").trim() || "Someone";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The changes a request holds, counted from its description (one "- name: what changed" line each), at least one. */
export function changesIn(description: string): number {
  return Math.max(1, description.split("\n").filter((line) => line.startsWith("- ")).length);
}

/**
 * Every owner (but the person asking) told that `row` waits for their approval. An owner who has a request still
 * waiting that they have not seen gets its notice but no second e-mail: one message brings them to the editor, where
 * all of them wait, and fifty requests are not fifty messages.
 */
export function tellOwnersOfRequest(context: TellContext, row: PublishRequestRow, changes: number): void {
  neverInTheWay(context, `the owners that ${oneLine(row.name)} asked for approval`, () => ownersTold(context, row, changes));
}

function ownersTold(context: TellContext, row: PublishRequestRow, changes: number): void {
  const who = oneLine(row.name);
  const owners = context.db.prepare("SELECT id, email, password IS NOT NULL AS active FROM users WHERE role = 'owner' AND CAST(id AS TEXT) <> ?").all(row.personId) as { id: number; email: string; active: number }[];
  const notices = noticesOf(context);
  const toMail = owners.filter((owner) => owner.active && !notices.listFor(String(owner.id)).some((notice) => notice.kind === "asked"));
  for (const owner of owners) notices.add(String(owner.id), "asked", `${who} asked for approval of ${plural(changes, "change", "changes")}: open the Publish screen to review ${changes === 1 ? "it" : "them"}.`, row.id);
  const address = `${editorAddress(context)}/#/publish`;
  mail(context, toMail.map((owner) => owner.email), `the owners that ${who} asked for approval`, {
    subject: `${who} asked for approval of changes to the website`,
    text: `${who} asked for approval of changes to the website: sign in to review them.\n\n${address}\n\n${WITHOUT_CONTENT}`,
  });
}

/** The person who asked for `row` told its answer (by someone else: their own Publish needs no telling). */
export function tellRequester(context: TellContext, row: PublishRequestRow, answer: Answer): void {
  if (answer.by.id !== row.personId) neverInTheWay(context, `${oneLine(row.name)} that ${oneLine(answer.by.name)} answered their request`, () => requesterTold(context, row, answer));
}

function requesterTold(context: TellContext, row: PublishRequestRow, answer: Answer): void {
  const by = oneLine(answer.by.name);
  const title = titleOf(row.message);
  const when = "publishAt" in answer ? ukTimeInWords(new Date(answer.publishAt)) : "";
  const told = ANSWERS[answer.kind](by, title ? `your request “${title}”` : "your request to publish", when);
  noticesOf(context).add(row.personId, answer.kind, told.notice, row.id);
  const account = context.db.prepare("SELECT email FROM users WHERE CAST(id AS TEXT) = ? AND password IS NOT NULL").get(row.personId) as { email: string } | undefined;
  mail(context, account ? [account.email] : [], `${oneLine(row.name)} that ${by} answered their request`, {
    subject: told.subject,
    text: `${told.mail} Sign in to see more:\n\n${editorAddress(context)}/#/publish\n\n${WITHOUT_CONTENT}`,
  });
}

/**
 * The request or answer has happened already when people are told of it: a notice that cannot be kept (the
 * database busy past its wait) is written to the server's log and, if it can be, the record, instead of failing
 * what was done.
 */
function neverInTheWay(context: TellContext, whom: string, tell: () => void): void {
  try {
    tell();
  } catch (error) {
    console.error(`Could not tell ${whom}: ${error instanceof Error ? error.message : String(error)}`);
    try {
      context.record.add("The editor", "could not tell someone", `The editor could not tell ${whom} in the editor or by e-mail: its database was busy. Look at the Publish screen for what waits.`);
    } catch {
      // The database is what failed: the server's log has it.
    }
  }
}

const WITHOUT_CONTENT = "This message holds no part of the changes, on purpose: they are read only in the editor.\n";

function editorAddress(context: TellContext): string {
  return context.frontDoor?.origin ?? "the editor";
}

/**
 * Sends `message` after the caller's answer, never in its way; with no SMTP server set up, nothing is sent. A
 * failure goes to the record: `whom` says who was not told ("the owners that Sam asked for approval").
 */
function mail(context: TellContext, to: string[], whom: string, message: MailMessage): void {
  if (!to.length) return;
  let settings;
  try {
    settings = mailSettings(process.env, dataFolderOf(context.db));
  } catch {
    settings = null;
  }
  if (!settings) return;
  const server = `${settings.host}:${settings.port}`;
  void sendMail(settings, to, message).catch((error: unknown) => {
    try {
      context.record.add("The editor", "could not send an e-mail", `E-mail to tell ${whom} was not sent: the mail server (${server}) ${whyNotSent(error)}. They are still told in the editor when they next open it.`);
    } catch {
      // The database closed meanwhile (the editor stopping): nothing else to tell.
    }
  });
}

/** Why the mail server did not take a message, in words an owner reading the record can pass on. */
function whyNotSent(error: unknown): string {
  const { code = "", message = String(error) } = error as { code?: string; message?: string };
  if (code === "EAUTH") return "refused the user name or password it was given";
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(message)) return "could not be reached: nothing answers at that address";
  if (code === "ETIMEDOUT" || /timeout/i.test(message)) return "did not answer in time";
  return `refused it, saying: ${message.split("\n")[0]!.slice(0, 200)}`;
}
