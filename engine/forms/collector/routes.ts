/** The collector's three answers: /health, /submit, and everything else. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkFormSubmission, errorResponse, isSpam, successResponse, unknownFieldsOf } from "../contract";
import type { FormLookup } from "./contentForms";
import { allowOriginHeaders, checkOrigin, preflightHeaders } from "./cors";
import type { JsonlStore } from "./jsonlStore";
import { readForm } from "./readForm";
import { sendJson } from "./respond";

/** What any receiver of the site's forms needs: the collector here, the online editor's inbox (engine/editor/server/enquiries). */
export interface FormReceiver {
  /** The site's forms, by name: what each submission is checked against. */
  forms: FormLookup;
  allowedOrigins: Set<string>;
  maxBodyBytes: number;
  log: (message: string) => void;
  /** Refuse a submission with a field its form does not have (the inbox keeps nothing it was not asked for). */
  refuseUnknownFields?: boolean;
}

export interface CollectorContext extends FormReceiver {
  store: JsonlStore;
}

/** What a receiver does with a checked submission; a thrown Error is answered 500 with its message when it is `Refusal`. */
export type KeepSubmission = (formType: string, record: Record<string, string>) => Promise<void>;

/** A refusal whose words the visitor may read (the database busy past its retries), answered with this status. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function handleRequest(req: IncomingMessage, res: ServerResponse, ctx: CollectorContext): Promise<void> {
  const origin = answerOrigin(req, res, ctx.allowedOrigins);
  if (!origin) return;

  const path = pathOf(req.url);
  if (path === "/health") {
    if (req.method === "GET" || req.method === "HEAD") sendJson(res, 200, { ok: true });
    else methodNotAllowed(res, "GET, HEAD");
    return;
  }
  if (path === "/submit") {
    await answerSubmission(req, res, ctx, origin, (formType, record) => ctx.store.append(formType, { receivedAt: new Date().toISOString(), ...record }));
    return;
  }
  sendJson(res, 404, errorResponse(`Nothing is served at ${path.slice(0, 100)}; forms go to POST /submit.`));
}

/**
 * The origin check every receiver makes first: a page not allowed is answered 403 here (null returned); an allowed
 * one is named in the answer's CORS header.
 */
export function answerOrigin(req: IncomingMessage, res: ServerResponse, allowed: Set<string>): ReturnType<typeof checkOrigin> | null {
  // Responses differ by Origin, so caches must keep them apart.
  res.setHeader("Vary", "Origin");
  const origin = checkOrigin(req, allowed);
  if (origin.kind === "denied") {
    sendJson(res, 403, errorResponse(`Forms from ${origin.origin.slice(0, 100)} are not accepted here.`), {
      Connection: "close",
    });
    return null;
  }
  if (origin.kind === "allowed") {
    for (const [name, value] of Object.entries(allowOriginHeaders(origin.origin))) res.setHeader(name, value);
  }
  return origin;
}

/** A form's address: POST takes a submission (checked, then kept by `keep`), OPTIONS answers a browser's preflight. */
export async function answerSubmission(req: IncomingMessage, res: ServerResponse, ctx: FormReceiver, origin: ReturnType<typeof checkOrigin>, keep: KeepSubmission): Promise<void> {
  if (req.method === "POST") await submit(req, res, ctx, keep);
  else if (req.method === "OPTIONS") {
    res.writeHead(204, { Allow: "POST, OPTIONS", ...(origin.kind === "allowed" ? preflightHeaders() : {}) }).end();
  } else methodNotAllowed(res, "POST, OPTIONS");
}

async function submit(req: IncomingMessage, res: ServerResponse, ctx: FormReceiver, keep: KeepSubmission): Promise<void> {
  const form = await readForm(req, ctx.maxBodyBytes);
  if (!form.ok) {
    // The rest of a refused body is not read, so this connection cannot be reused.
    sendJson(res, form.status, errorResponse(form.error), form.status === 413 ? { Connection: "close" } : {});
    return;
  }
  if (isSpam(form.fields)) {
    ctx.log("Dropped a submission that looked automated (a hidden field filled, or sent too fast).");
    sendJson(res, 200, successResponse());
    return;
  }
  // The spam check comes first (above): a robot's submission is dropped whatever form it names.
  const checked = checkFormSubmission(ctx.forms, form.fields);
  if (!checked.ok) {
    sendJson(res, 400, errorResponse(checked.error));
    return;
  }
  const unknown = ctx.refuseUnknownFields ? unknownFieldsOf(ctx.forms(checked.formType)!, form.fields) : [];
  if (unknown.length > 0) {
    sendJson(res, 400, errorResponse(`This form has no field named ${unknown.map((name) => `'${name.slice(0, 40)}'`).join(", ")}, so nothing was kept.`));
    return;
  }
  try {
    await keep(checked.formType, checked.record);
  } catch (error) {
    ctx.log(`Could not save a ${checked.formType} submission: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Refusal) sendJson(res, error.status, errorResponse(error.message));
    else sendJson(res, 500, errorResponse("The submission could not be saved. Please try again."));
    return;
  }
  ctx.log(`Saved a ${checked.formType} submission.`);
  sendJson(res, 200, successResponse());
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, errorResponse(`This address only accepts ${allow}.`), { Allow: allow });
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://collector.invalid").pathname;
  } catch {
    return url ?? "/";
  }
}
