/**
 * npm run edit: the page editor in the browser (engine/editor/). Starts on http://localhost:4180, or on a free
 * port when that one is busy, and says which. Offline, this computer only; Ctrl+C stops it.
 *
 *   npm run edit -- --port 4190     another port
 *   SITE_CONTENT_ROOT=<folder>      edit another site's content (the tests' copies of a fixture site)
 */
import { join } from "node:path";

// The preview draws pages as the build does, with React's production build: set before React is loaded.
process.env.NODE_ENV = "production";

const { startEditor, DEFAULT_EDITOR_PORT } = await import("../editor/server/server");
const { clearLeftovers, editorAlreadyOn, siteNameOf, standOut } = await import("./editStartup");

function portFrom(argv: readonly string[]): number {
  const index = argv.indexOf("--port");
  const value = index >= 0 ? argv[index + 1] : process.env.EDITOR_PORT;
  const port = value === undefined ? DEFAULT_EDITOR_PORT : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`"${value}" is not a port number; leave --port out to use ${DEFAULT_EDITOR_PORT}.`);
    process.exit(1);
  }
  return port;
}

const root = process.env.SITE_CONTENT_ROOT ?? process.cwd();
const port = portFrom(process.argv.slice(2));
// Files being saved wait in .cache/ (ignored by git), never beside the page; leftovers of an earlier crash go.
const saving = join(root, ".cache", "editor", "saving");
const cleared = clearLeftovers([join(root, "pages"), join(root, "public"), saving]);
if (cleared) console.log(`Removed ${cleared === 1 ? "1 unfinished save" : `${cleared} unfinished saves`} left by an editor that was stopped while saving (the files themselves are as they were).`);
if (port !== 0 && (await editorAlreadyOn(port, siteNameOf(root)))) {
  console.log(standOut(`The editor of this site is already running: open http://localhost:${port} in your browser.`));
  console.log("(To restart it, press Ctrl+C in the window where it runs, then npm run edit again.)");
  process.exit(0);
}
try {
  const editor = await startEditor({
    root,
    port,
    temporaryFolder: saving,
    onBuild: () => console.log("Preparing the editor for this version of the engine (once after each update; a few seconds)…"),
  });
  if (editor.movedFrom !== undefined) console.log(standOut(`Port ${editor.movedFrom} is used by another program, so this time the editor is at ${editor.url} (a bookmark of port ${editor.movedFrom} will not reach it).`));
  // performance.now() counts from the start of the process: the whole start-up, TypeScript compiling included.
  console.log(`Page editor: ${editor.url}  (ready in ${(performance.now() / 1000).toFixed(1)} s)`);
  console.log("Open that address in your browser. It works on this computer only; press Ctrl+C here to stop it.");
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(`The editor could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
export {};
