/**
 * Runs the form collector on its own, so the site's forms work on one machine:
 *   npx tsx engine/forms/collector/cli.ts --port 4174 --data collector-data --site . \
 *     --origin http://localhost:4173 --origin http://localhost:5173
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { DEFAULT_MAX_BODY_BYTES, startCollector } from "./server";

const HELP = `Usage: tsx engine/forms/collector/cli.ts [options]

  --port <n>        port to listen on (default 4174; 0 picks a free one)
  --host <address>  address to listen on (default 127.0.0.1)
  --data <dir>      folder for the <form name>.jsonl files (default collector-data)
  --site <dir>      the site whose forms to accept, as its pages define them (default: this folder)
  --origin <url>    a page allowed to send forms; repeat for several
                    (default http://localhost:4173 and http://localhost:5173)
  --max-body <n>    largest accepted body in bytes (default ${DEFAULT_MAX_BODY_BYTES})
  --help            show this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(1);
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        port: { type: "string", default: "4174" },
        host: { type: "string", default: "127.0.0.1" },
        data: { type: "string", default: "collector-data" },
        site: { type: "string", default: "." },
        origin: { type: "string", multiple: true },
        "max-body": { type: "string", default: String(DEFAULT_MAX_BODY_BYTES) },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (parsed.help) {
    console.log(HELP);
    process.exit(0);
  }
  const port = Number(parsed.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535, not '${parsed.port}'.`);
  const maxBodyBytes = Number(parsed["max-body"]);
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1) fail(`--max-body must be a positive whole number, not '${parsed["max-body"]}'.`);
  return {
    port,
    host: parsed.host,
    dataDir: resolve(parsed.data),
    forms: { contentRoot: resolve(parsed.site) },
    allowedOrigins: parsed.origin ?? ["http://localhost:4173", "http://localhost:5173"],
    maxBodyBytes,
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const collector = await startCollector({ ...options, log: (message) => console.log(`[collector] ${message}`) });
  console.log(`Form collector listening at ${collector.url} (forms: POST ${collector.url}/submit, check: ${collector.url}/health)`);
  console.log(`Submissions are written to ${options.dataDir}/<form name>.jsonl, checked against the forms of ${options.forms.contentRoot}`);
  console.log(`Accepting browser forms from: ${options.allowedOrigins.join(", ")}. Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing pending submissions and stopping.`);
    collector.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`Could not start the form collector: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
