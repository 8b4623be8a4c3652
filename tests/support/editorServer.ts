/**
 * Starts the page editor as a person does (npm run edit's script, in a process of its own) over a site folder,
 * on a free port, and reads its address from what it prints. For the editor's unit and browser tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface EditorProcess {
  url: string;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  /** How long it took from start to printing its address. */
  startedInMs: number;
  stop(): Promise<void>;
}

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

/** `port` 0 (the default) takes any free port; `dataFolder` (the editor's own state) is a new temporary folder unless given. */
export async function startEditorProcess(
  root: string,
  { timeoutMs = 300_000, port: wanted = 0, dataFolder = mkdtempSync(join(tmpdir(), "editor-data-")) } = {},
): Promise<EditorProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ENGINE_ROOT, "engine", "cli", "edit.ts"), "--port", String(wanted)], {
    cwd: ENGINE_ROOT,
    env: { ...process.env, SITE_CONTENT_ROOT: root, EDITOR_DATA_DIR: dataFolder, NODE_ENV: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The editor did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Page editor: http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The editor stopped (exit ${code}) before it started:\n${output}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    port,
    output: () => output,
    startedInMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
