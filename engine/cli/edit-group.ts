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
import { fail, listenOption, option, portOption, startFailure } from "./editorOptions";
import { resolve } from "node:path";

process.env.NODE_ENV = "production";

const { startGroupEditor } = await import("../editor/server/group/groupEditor");
const { dataFolderFor } = await import("../editor/server/store/database");

export const DEFAULT_GROUP_PORT = 4182;

const folder = process.argv.slice(2).find((arg, index, all) => !arg.startsWith("--") && !all[index - 1]?.startsWith("--"));
if (!folder) fail("Say which group to edit: npm run edit:group -- examples/group");
const group = resolve(folder);
const origin = option("origin", "EDITOR_ORIGIN");
const port = portOption(DEFAULT_GROUP_PORT);
const host = listenOption();
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
  fail(`The group editor could not start: ${startFailure(error, port)}`);
}
