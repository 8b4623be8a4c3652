/**
 * The local form collector: a small HTTP server that honours the same contract
 * as the production Google Apps Script (engine/forms/contract.ts), checking each
 * submission against its form's definition and storing it as one line in
 * <dataDir>/<form name>.jsonl.
 */
import { mkdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { errorResponse } from "../contract";
import { normaliseOrigins } from "./cors";
import { createJsonlStore } from "./jsonlStore";
import { sendJson } from "./respond";
import { handleRequest, type CollectorContext } from "./routes";
import { contentFormLookup, type FormLookup } from "./contentForms";
import type { ReceiverDefinition } from "../contract";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface CollectorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the collector is for one machine. */
  host?: string;
  /** Where the <form name>.jsonl files are written; created if missing. */
  dataDir: string;
  /**
   * The forms to accept: the folder of the site whose content defines them (validated at the start, read
   * again when it changes), or the definitions themselves.
   */
  forms: { contentRoot: string } | ReadonlyMap<string, ReceiverDefinition>;
  /** Pages allowed to send forms from a browser, e.g. http://localhost:4173. */
  allowedOrigins: string[];
  /** Largest accepted request body; defaults to 64 KiB. */
  maxBodyBytes?: number;
  /** Receives one line per saved or failed submission; silent by default. */
  log?: (message: string) => void;
}

export interface RunningCollector {
  url: string;
  port: number;
  close(): Promise<void>;
}

// How long close() lets in-flight requests finish before cutting their connections.
const CLOSE_GRACE_MS = 2000;

export async function startCollector(options: CollectorOptions): Promise<RunningCollector> {
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const log = options.log ?? (() => undefined);
  const ctx: CollectorContext = {
    store: createJsonlStore(dataDir),
    forms: formLookup(options.forms, log),
    allowedOrigins: normaliseOrigins(options.allowedOrigins),
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    log,
  };

  const server = createServer((req, res) => {
    handleRequest(req, res, ctx).catch((error: unknown) => {
      ctx.log(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, errorResponse("Something went wrong in the collector."));
      else res.destroy();
    });
  });

  const host = options.host ?? "127.0.0.1";
  const port = await listen(server, options.port ?? 0, host);
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () => closeServer(server, ctx),
  };
}

function formLookup(forms: CollectorOptions["forms"], log: (message: string) => void): FormLookup {
  if ("contentRoot" in forms) return contentFormLookup(resolve(forms.contentRoot), log);
  return (name) => forms.get(name);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

async function closeServer(server: Server, ctx: CollectorContext): Promise<void> {
  const closed = new Promise<void>((resolveClosed) => server.close(() => resolveClosed()));
  server.closeIdleConnections();
  const cutOff = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  cutOff.unref();
  await closed;
  clearTimeout(cutOff);
  // Every accepted submission is on disk before close() returns.
  await ctx.store.idle();
}
