/**
 * bench:scale's figures as people meet them (issue 51): the wall time of `npm run build` from the moment the shell
 * starts it to its exit (Node's and npm's start, the launcher, loading the code: all in), beside the Eleventy peer
 * (engine/bench/eleventy/) built from the same page JSON in the same run. Processor time is that of the command's
 * whole process tree (the children's resource usage, read around the run), steadier than wall time on a busy machine.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { KEPT_OUTPUT_DIR } from "../build/keptOutput";

/** `peakMB`: the most memory the command's processes held together (sampled), where measured. */
export interface ShellTime { ms: number; cpuMs: number; peakMB?: number }

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
/** A local build (the forms post to a collector on this machine), as the in-process steps build: stand-ins allowed. */
const LOCAL_BUILD = { SITE_FORMS_ENDPOINT: "http://127.0.0.1:9/bench-forms" };

/** Runs a command to its end and times it from the outside; throws with its output if it fails. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ShellTime {
  const childBefore = childCpuMs();
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: ENGINE_ROOT, encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
  return { ms, cpuMs: childCpuMs() - childBefore };
}

/** User and system time of this process's children that have ended and been waited for (Linux's /proc; 100 ticks a second). */
function childCpuMs(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / 100;
  } catch {
    return 0;
  }
}

/** `npm run build -- --site <site>` from the shell. */
export function shellBuild(site: string): ShellTime {
  return timed("npm", ["run", "--silent", "build", "--", "--site", site], LOCAL_BUILD);
}

/**
 * Removes the site's dist/ as `rm -rf dist` does, every cache kept; `keptOutputToo`: also the last build's output
 * kept in .cache (engine/build/keptOutput.ts), so the next build draws every page.
 */
export function emptyOutput(site: string, { keptOutputToo = false } = {}): void {
  rmSync(join(site, "dist"), { recursive: true, force: true });
  if (keptOutputToo) rmSync(join(site, KEPT_OUTPUT_DIR), { recursive: true, force: true });
}

/** `npm run build:group -- <group>` from the shell: every practice of a group (engine/cli/build-group.ts). */
export function shellGroupBuild(group: string): ShellTime {
  return timed("npm", ["run", "--silent", "build:group", "--", group], LOCAL_BUILD);
}

/**
 * `npm run build -- --site <site>` with nothing kept, as a fresh clone or CI meets it: no dist/ and no .cache/ in the
 * site, and every cache of the engine's (the command's compiled bundle, Vite's bundles, the pictures' variants, the
 * JSON Schema validators) in a new empty folder. Its peak memory is that of its processes together (npm, the build,
 * Vite's process while it runs), sampled every 100 ms from /proc.
 */
export async function coldShellBuild(site: string): Promise<ShellTime> {
  rmSync(join(site, "dist"), { recursive: true, force: true });
  rmSync(join(site, ".cache"), { recursive: true, force: true });
  // Inside the engine's folder, as the bundles must be to find its node_modules.
  const empty = mkdtempSync(join(ENGINE_ROOT, ".cache", "bench-nothing-kept-"));
  try {
    const caches = { SITE_COMMAND_CACHE: join(empty, "commands"), SITE_BUNDLE_CACHE: join(empty, "bundles"), SITE_IMAGE_CACHE: join(empty, "images"), SITE_VALIDATOR_CACHE: join(empty, "validators") };
    const childBefore = childCpuMs();
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", "build", "--", "--site", site], { cwd: ENGINE_ROOT, env: { ...process.env, ...LOCAL_BUILD, ...caches }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peakKB = 0;
    const sampler = setInterval(() => (peakKB = Math.max(peakKB, treeRssKB(child.pid!))), 100);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    clearInterval(sampler);
    const ms = performance.now() - started;
    if (code !== 0) throw new Error(`npm run build (nothing kept) failed:\n${output}`);
    return { ms, cpuMs: childCpuMs() - childBefore, peakMB: peakKB / 1024 };
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

/** The resident memory of a process and every process under it, in KB (Linux's /proc; 0 elsewhere). */
function treeRssKB(pid: number): number {
  try {
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean));
    return rss + children.reduce((sum, child) => sum + treeRssKB(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** The Eleventy peer's build of the same site from clean output, from the shell. */
export function eleventyBuild(site: string, out: string): ShellTime {
  rmSync(out, { recursive: true, force: true });
  return timed(process.execPath, [join(ENGINE_ROOT, "node_modules", "@11ty", "eleventy", "cmd.cjs"), "--config=engine/bench/eleventy/eleventy.config.mjs", "--quiet"], { PEER_SITE: site, PEER_OUT: out });
}

/** Makes the build command's compiled bundle now (engine/cli/run.mjs), as the first `npm run build` after a change to the engine would. */
export async function prepareBuildCommand(): Promise<void> {
  // @ts-expect-error: plain JavaScript (the launcher runs before any TypeScript loader), no declarations
  const { commandBundle } = (await import("../cli/run.mjs")) as { commandBundle: (command: string) => Promise<unknown> };
  await commandBundle("build-if-changed"); // npm run build's command (package.json)
}
