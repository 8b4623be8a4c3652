/**
 * Node only (never imported by browser code): starts the local form collector
 * for npm start and npm run dev, so the site's forms post to this machine and
 * never to the production endpoint in site.config.json.
 */
import { resolve } from "node:path";
import { startCollector, type RunningCollector } from "./collector/server";

export const LOCAL_COLLECTOR_PORT = 4174;

export interface LocalCollector {
  /** What SITE_FORMS_ENDPOINT is set to, e.g. http://127.0.0.1:4174/submit. */
  endpoint: string;
  dataDir: string;
  close: RunningCollector["close"];
}

/** Both spellings of the local site's address, since people open either. */
export const localOrigins = (sitePort: number) => [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];

/**
 * Starts the collector on `port`; if another program already uses that port
 * (e.g. npm start and npm run dev at once), on a free one instead: the endpoint
 * is given to the build afterwards, so the forms always find it.
 */
export async function startLocalCollector(options: { port: number; dataDir: string; sitePort: number; contentRoot: string }): Promise<LocalCollector> {
  const dataDir = resolve(options.dataDir);
  const log = (message: string) => console.log(`[forms] ${message}`);
  const forms = { contentRoot: options.contentRoot };
  const start = (port: number) => startCollector({ port, dataDir, allowedOrigins: localOrigins(options.sitePort), forms, log });
  let collector: RunningCollector;
  try {
    collector = await start(options.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    collector = await start(0);
    log(`Port ${options.port} is busy, so the form collector uses port ${collector.port} instead.`);
  }
  return { endpoint: `${collector.url}/submit`, dataDir, close: () => collector.close() };
}

export function describeCollector(forms: LocalCollector): string {
  return [
    `Forms are sent to the local collector at ${forms.endpoint} (never to the production endpoint).`,
    `Submissions are written to ${forms.dataDir}/<form name>.jsonl, one JSON line each.`,
  ].join("\n");
}
