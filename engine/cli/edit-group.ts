/**
 * npm run edit:group -- <group folder>: one editor for every practice of a group (engine/editor/server/group/),
 * each practice at /p/<practice>/ with its own drafts, pictures, history, record and publishing (docs/groups.md).
 *
 *   --origin https://editor.example.org   online: everyone signs in once for the group (or EDITOR_ORIGIN); without
 *                                          it, this computer only, nobody signs in, as npm run edit
 *   --port 4182                           where it listens (or EDITOR_PORT)
 *   --listen 127.0.0.1                    the address it listens on (or EDITOR_LISTEN)
 *   --trusted-proxies 127.0.0.1,::1       proxies whose X-Real-IP is believed (or EDITOR_TRUSTED_PROXIES)
 *   EDITOR_DATA_DIR=<folder>              the group's accounts and each practice's data (default ~/.site-editor/<group>)
 */
import { resolve } from "node:path";

process.env.NODE_ENV = "production";

const { startGroupEditor } = await import("../editor/server/group/groupEditor");
const { dataFolderFor } = await import("../editor/server/store/database");

export const DEFAULT_GROUP_PORT = 4182;

function option(name: string, env: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : process.env[env];
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const folder = process.argv.slice(2).find((arg, index, all) => !arg.startsWith("--") && !all[index - 1]?.startsWith("--"));
if (!folder) fail("Say which group to edit: npm run edit:group -- examples/group");
const group = resolve(folder);
const origin = option("origin", "EDITOR_ORIGIN");
const portText = option("port", "EDITOR_PORT");
const port = portText === undefined ? DEFAULT_GROUP_PORT : Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`"${portText}" is not a port number; leave --port out to use ${DEFAULT_GROUP_PORT}.`);
const host = option("listen", "EDITOR_LISTEN") ?? "127.0.0.1";
const dataFolder = dataFolderFor(group);

try {
  const editor = await startGroupEditor({
    group, port, host, dataFolder,
    ...(origin ? { online: { origin, trustedProxies: option("trusted-proxies", "EDITOR_TRUSTED_PROXIES") } } : {}),
    onBuild: () => console.log("Preparing the editor for this version of the engine (once after each update; a few seconds)…"),
  });
  console.log(`Group editor ${origin ? "online" : "on this computer"}: ${editor.url}  (${editor.practices.length} practices: ${editor.practices.join(", ")}; listening on http://${host}:${editor.port})`);
  console.log(`Its data folder (the group's accounts, each practice's drafts and record; back it up): ${dataFolder}`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  const text = error instanceof Error ? error.message : String(error);
  fail(`The group editor could not start: ${(error as NodeJS.ErrnoException).code === "EADDRINUSE" ? `port ${port} is in use by another program.` : text}`);
}
