/**
 * The site's forms, received by the editor itself: POST <editor's address>/forms (or /forms/<form name>), with the
 * local collector's own checks (engine/forms/collector/routes.ts, shared, not copied): only the site's own pages
 * (its `url`, and ENQUIRY_ORIGINS for others such as a staging copy), the size limit, the form's definition, no
 * field it does not have, the honeypot and the fill time. A database busy past its retries is refused in words;
 * the site's form keeps what the visitor typed whenever the answer is not a success.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { errorResponse } from "../../../forms/contract";
import { contentFormLookup, type FormLookup } from "../../../forms/collector/contentForms";
import { normaliseOrigins } from "../../../forms/collector/cors";
import { sendJson } from "../../../forms/collector/respond";
import { answerOrigin, answerSubmission, Refusal, type FormReceiver } from "../../../forms/collector/routes";
import { DEFAULT_MAX_BODY_BYTES } from "../../../forms/collector/server";
import type { EditorContext } from "../routing";
import { FORMS_PATH, type Inbox } from "./inbox";

export const NO_INBOX = "This editor does not receive the site's forms: its enquiry key is not set.";
const BUSY_TRIES = 4;
const BUSY_PAUSE_MS = 250;

/** Whether a request is for the forms' address (answered before the editor's own checks, which refuse other pages). */
export function isFormsPath(url: string | undefined): boolean {
  const path = (url ?? "").split("?")[0]!;
  return path === FORMS_PATH || path.startsWith(`${FORMS_PATH}/`);
}

/** The pages allowed to send forms: the site's own address, and any named in ENQUIRY_ORIGINS (separated by commas). */
export function siteOrigins(root: string, env: NodeJS.ProcessEnv = process.env): Set<string> {
  let url: string | undefined;
  try {
    url = (JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as { url?: string }).url;
  } catch {
    // No readable configuration: only ENQUIRY_ORIGINS.
  }
  const extra = (env.ENQUIRY_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean);
  return normaliseOrigins([...(url ? [url] : []), ...extra]);
}

const receivers = new WeakMap<Inbox, FormReceiver>();

function receiverOf(context: EditorContext, inbox: Inbox): FormReceiver {
  let receiver = receivers.get(inbox);
  if (!receiver) {
    const log = (message: string) => console.log(`[enquiries] ${message}`);
    let lookup: FormLookup | undefined;
    receiver = {
      // The content is read at the first submission, not at the start: the editor's start stays as quick as it was.
      forms: (name) => (lookup ??= contentFormLookup(context.root, log))(name),
      allowedOrigins: siteOrigins(context.root),
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      log,
      refuseUnknownFields: true,
    };
    receivers.set(inbox, receiver);
  }
  return receiver;
}

export async function serveFormPost(context: EditorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const hosts = context.frontDoor.origins(context.port).map((origin) => new URL(origin).host);
  if (!hosts.includes(req.headers.host?.toLowerCase() ?? "")) return sendJson(res, 403, errorResponse("This editor answers only at its own address."));
  const inbox = context.inbox;
  if (!inbox) return sendJson(res, 404, errorResponse(NO_INBOX));
  const receiver = receiverOf(context, inbox);
  const origin = answerOrigin(req, res, receiver.allowedOrigins);
  if (!origin) return;
  const named = new URL(req.url ?? "/", "http://editor.invalid").pathname.slice(FORMS_PATH.length + 1);
  await answerSubmission(req, res, receiver, origin, async (formType, record) => {
    if (named && named !== formType) throw new Refusal(400, `This address receives the form '${named.slice(0, 40)}', not '${formType}'.`);
    await keepThroughBusy(() => inbox.receive(formType, record));
  });
}

/** Tries again while SQLite says the database is busy (another write holds it); after that, a refusal in words. */
async function keepThroughBusy(keep: () => unknown): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      keep();
      return;
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (!code.startsWith("SQLITE_BUSY") && !code.startsWith("SQLITE_LOCKED")) throw error;
      if (attempt >= BUSY_TRIES) throw new Refusal(503, "The practice's inbox is busy at this moment, so your message was not sent. Please try again in a minute: what you typed is still in the form.");
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS * attempt));
    }
  }
}
