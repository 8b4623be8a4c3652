// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { formData, readRecords, validFeedback } from "./support";
import { tempSite, type TempSite } from "../../support/tempSite";
import { fixtureFormJson } from "../../support/forms";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CLI = join(ROOT, "engine/forms/collector/cli.ts");
const TSX = join(ROOT, "node_modules/.bin/tsx");

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let site: TempSite | undefined;
afterEach(async () => {
  site?.remove();
  if (child && child.exitCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Resolves with everything printed so far once `pattern` appears on standard output. */
function waitForOutput(process: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    process.stdout?.setEncoding("utf8");
    process.stdout?.on("data", (chunk: string) => {
      output += chunk;
      if (pattern.test(output)) resolve(output);
    });
    process.once("exit", (code) => reject(new Error(`collector exited (${code}) before printing ${pattern}:\n${output}`)));
  });
}

it("runs standalone, prints where it listens and writes, and stops cleanly on SIGTERM", async () => {
  dataDir = await mkdtemp(join(tmpdir(), "collector-cli-"));
  site = tempSite();
  site.edit("pages/contact.json", (page) => page.blocks.push(fixtureFormJson("feedback")));
  child = spawn(TSX, [CLI, "--port", "0", "--data", dataDir, "--site", site.root, "--origin", "http://localhost:4173"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const banner = await waitForOutput(child, /Press Ctrl\+C/);
  const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
  expect(url).toBeDefined();
  expect(banner).toContain(`${dataDir}/<form name>.jsonl, checked against the forms of ${site.root}`);

  const response = await fetch(`${url}/submit`, {
    method: "POST",
    headers: { Origin: "http://localhost:4173" },
    body: formData(validFeedback),
  });
  expect(await response.json()).toEqual({ result: "success" });
  expect(await readRecords(dataDir, "feedback")).toHaveLength(1);

  const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
});

it("explains a bad option instead of starting", async () => {
  child = spawn(TSX, [CLI, "--port", "eighty"], { stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (errors += chunk));
  const code = await new Promise<number | null>((resolve) => child?.once("exit", (exitCode) => resolve(exitCode)));
  expect(code).toBe(1);
  expect(errors).toMatch(/--port must be a whole number/);
});
