/** The collector's three answers: /health, /submit, and everything else. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkFormSubmission, errorResponse, isSpam, successResponse } from "../contract";
import type { FormLookup } from "./contentForms";
import { allowOriginHeaders, checkOrigin, preflightHeaders } from "./cors";
import type { JsonlStore } from "./jsonlStore";
import { readForm } from "./readForm";
import { sendJson } from "./respond";

export interface CollectorContext {
  store: JsonlStore;
  /** The site's forms, by name: what each submission is checked against. */
  forms: FormLookup;
  allowedOrigins: Set<string>;
  maxBodyBytes: number;
  log: (message: string) => void;
}

export async function handleRequest(req: IncomingMessage, res: ServerResponse, ctx: CollectorContext): Promise<void> {
  // Responses differ by Origin, so caches must keep them apart.
  res.setHeader("Vary", "Origin");
  const origin = checkOrigin(req, ctx.allowedOrigins);
  if (origin.kind === "denied") {
    sendJson(res, 403, errorResponse(`Forms from ${origin.origin.slice(0, 100)} are not accepted here.`), {
      Connection: "close",
    });
    return;
  }
  if (origin.kind === "allowed") {
    for (const [name, value] of Object.entries(allowOriginHeaders(origin.origin))) res.setHeader(name, value);
  }

  const path = pathOf(req.url);
  if (path === "/health") {
    if (req.method === "GET" || req.method === "HEAD") sendJson(res, 200, { ok: true });
    else methodNotAllowed(res, "GET, HEAD");
    return;
  }
  if (path === "/submit") {
    if (req.method === "POST") await submit(req, res, ctx);
    else if (req.method === "OPTIONS") {
      res.writeHead(204, { Allow: "POST, OPTIONS", ...(origin.kind === "allowed" ? preflightHeaders() : {}) }).end();
    } else methodNotAllowed(res, "POST, OPTIONS");
    return;
  }
  sendJson(res, 404, errorResponse(`Nothing is served at ${path.slice(0, 100)}; forms go to POST /submit.`));
}

async function submit(req: IncomingMessage, res: ServerResponse, ctx: CollectorContext): Promise<void> {
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
  try {
    await ctx.store.append(checked.formType, { receivedAt: new Date().toISOString(), ...checked.record });
  } catch (error) {
    ctx.log(`Could not save a ${checked.formType} submission: ${error instanceof Error ? error.message : String(error)}`);
    sendJson(res, 500, errorResponse("The submission could not be saved. Please try again."));
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
