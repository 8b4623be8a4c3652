/**
 * npm run edit:online: the page editor for a practice's staff, behind the host's HTTPS proxy (docs/editor-online.md).
 * Everyone signs in; it refuses to start until an owner exists (npm run editor:owner).
 *
 *   --origin https://editor.example.org   the address staff type (or EDITOR_ORIGIN); required
 *   --port 4181                           where the proxy reaches it (or EDITOR_PORT)
 *   --listen 127.0.0.1                    the address it listens on (or EDITOR_LISTEN); keep it on loopback
 *   --trusted-proxies 127.0.0.1,::1       proxies whose X-Real-IP is believed (or EDITOR_TRUSTED_PROXIES); default loopback
 *   EDITOR_DATA_DIR=<folder>              accounts, sessions, drafts, the record (default ~/.site-editor/<site>)
 *   SITE_CONTENT_ROOT=<folder>            the site's repository (default: this folder)
 */
import { fail, listenOption, option, portOption, startFailure } from "./editorOptions";

process.env.NODE_ENV = "production";

const { startEditor } = await import("../editor/server/server");
const { dataFolderFor } = await import("../editor/server/store/database");

export const DEFAULT_ONLINE_PORT = 4181;

const origin = option("origin", "EDITOR_ORIGIN") ?? fail("Say where staff will reach the editor: npm run edit:online -- --origin https://editor.example.org (or set EDITOR_ORIGIN).");
const port = portOption(DEFAULT_ONLINE_PORT);
const host = listenOption();
const root = process.env.SITE_CONTENT_ROOT ?? process.cwd();
const dataFolder = dataFolderFor(root);

try {
  const editor = await startEditor({
    root, port, host, dataFolder, online: { origin, trustedProxies: option("trusted-proxies", "EDITOR_TRUSTED_PROXIES") },
    onBuild: () => console.log("Preparing the editor for this version of the engine (once after each update; a few seconds)…"),
  });
  console.log(`Page editor online: ${editor.url}  (listening on http://${host}:${editor.port} for the proxy; ready in ${(performance.now() / 1000).toFixed(1)} s)`);
  console.log(`Its data folder (accounts, sessions, drafts, the record; back it up): ${dataFolder}`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  fail(`The editor could not start: ${startFailure(error, port)}`);
}
