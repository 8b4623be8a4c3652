/**
 * npm run edit's start: leftovers of a save cut short are cleared; when this site's editor already runs on the
 * port it says so with its address (another program on the port: server.test.ts); a save's file waits in .cache/.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../../support/editorServer";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..");
let site: TempSite;
let editor: EditorProcess;

/** npm run edit's script run until it exits or prints its address (then stopped): what it printed. */
function runEdit(root: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    let output = "";
    const child = execFile(process.execPath, [join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ENGINE_ROOT, "engine", "cli", "edit.ts"), "--port", String(port)], { cwd: ENGINE_ROOT, env: { ...process.env, SITE_CONTENT_ROOT: root, NODE_ENV: "" }, timeout: 120_000 });
    const read = (chunk: Buffer | string) => {
      output += String(chunk);
      if (/Page editor: http/.test(output)) child.kill("SIGTERM");
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", () => resolve(output));
  });
}

beforeAll(async () => {
  site = tempSite();
  site.write("pages/.0123456789ab.editing.tmp", "{ half a save");
  editor = await startEditorProcess(site.root);
}, 300_000);
afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

test("a save's leftover in pages/ is removed at start-up, and said", () => {
  expect(existsSync(join(site.root, "pages/.0123456789ab.editing.tmp"))).toBe(false);
  expect(editor.output()).toContain("Removed 1 unfinished save");
});

test("started again on the port where this site's editor runs, it gives that address instead", async () => {
  const output = await runEdit(site.root, editor.port);
  expect(output).toContain(`already running: open http://localhost:${editor.port}`);
  expect(output).not.toContain("Page editor: http");
}, 120_000);

test("a save's file waits in .cache/ before it replaces the page, never in pages/", async () => {
  const opened = await (await fetch(`${editor.url}/_editor/api/document?file=pages%2Fveneers.json`)).json();
  const response = await fetch(`${editor.url}/_editor/api/save`, { method: "POST", headers: { "Content-Type": "application/json", Origin: editor.url }, body: JSON.stringify({ file: "pages/veneers.json", value: { ...opened.value, title: "Veneers saved | Test Practice" }, baseVersion: opened.version, overwrite: false }) });
  expect((await response.json()).saved).toBe(true);
  expect(existsSync(join(site.root, ".cache/editor/saving"))).toBe(true);
  expect(readdirSync(join(site.root, "pages")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});
