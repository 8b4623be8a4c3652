/**
 * bench:scale's figures as people meet them (issue 51): the wall time of `npm run build` from the moment the shell
 * starts it to its exit (Node's and npm's start, the launcher, loading the code: all in), beside the Eleventy peer
 * (engine/bench/eleventy/) built from the same page JSON in the same run. Processor time is that of the command's
 * whole process tree (the children's resource usage, read around the run), steadier than wall time on a busy machine.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

export interface ShellTime { ms: number; cpuMs: number }

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

/** `npm run build:group -- <group>` from the shell: every practice of a group (engine/cli/build-group.ts). */
export function shellGroupBuild(group: string): ShellTime {
  return timed("npm", ["run", "--silent", "build:group", "--", group], LOCAL_BUILD);
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
