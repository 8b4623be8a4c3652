/**
 * The browser tests' web server (playwright.config.ts): a form collector and
 * the built dist/, in one process. The build must have been made with
 * SITE_FORMS_ENDPOINT=http://127.0.0.1:<FORMS_PORT>/submit. The collector's
 * folder (FORMS_DATA, default .cache/test-collector) is emptied at start, so
 * tests read only the lines their own submissions wrote.
 */
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { startCollector } from "../forms/collector/server";
import { localOrigins } from "../forms/localCollector";
import { startStaticServer } from "../server/staticSite";

const sitePort = Number(process.env.PORT ?? 4310);
const formsPort = Number(process.env.FORMS_PORT ?? 4311);
const dataDir = resolve(process.env.FORMS_DATA ?? ".cache/test-collector");

async function main() {
  await rm(dataDir, { recursive: true, force: true });
  const collector = await startCollector({ port: formsPort, dataDir, allowedOrigins: localOrigins(sitePort), forms: { contentRoot: process.cwd() } });
  await startStaticServer(join(process.cwd(), "dist"), sitePort, "127.0.0.1");
  console.log(`Test site at http://127.0.0.1:${sitePort}; forms collected at ${collector.url}/submit into ${dataDir}.`);
  const stop = () => collector.close().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`The test server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
