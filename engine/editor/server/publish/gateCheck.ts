/**
 * Running the gate (engine/cli/gate.ts, the same as CI's) on a commit before it goes live: the commit's content
 * files are written out into a folder of their own (never the working files staff edit), and the gate runs there
 * in a process of its own, so a build's memory and settings never touch the editor's. The site is built into
 * that folder's dist/.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix, relative, sep } from "node:path";
import { composePractice } from "../../../group/composePractice";
import { GROUP_FILE, leaveOutOf, practiceFolder, readGroup } from "../../../group/groupLayout";
import { practiceInGroup } from "../../../group/practiceInGroup";
import type { Problem } from "../../../content/validate/problem";
import type { GateBuild, GateOutcome, GateStage } from "../../../cli/gate";
import { git } from "./git";
import { CONTENT_PATHS, inRepo, type Repository } from "./repository";
import { placeFromFile } from "../checks";
import { staffMessage } from "../../model/staffWords";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..", "..");

/**
/**
 * The content files of `commit` written into a new folder inside `parent` (the system's temporary folder by default);
 * `paths`: other parts of the site's folder instead (a group's group.json, shared/ and one practice's folder).
 * A practice of a group is put together with the group's shared files at the same commit, as npm run build:group
 * puts it together (composePractice): `site` is then that composed folder, which the gate checks and builds.
 */
export async function exportContent(repo: Repository, commit: string, parent = tmpdir(), paths: readonly string[] = CONTENT_PATHS): Promise<{ folder: string; site: string }> {
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(join(parent, "publish-site-"));
  const practice = practiceInGroup(repo.root);
  const groupPaths = practice ? [GROUP_FILE, "shared"].map((path) => posix.join(relative(repo.top, practice.group).split(sep).join("/"), path)) : [];
  const listed = await git(repo.top, ["ls-tree", "--name-only", commit, "--", ...paths.map((path) => inRepo(repo, path)), ...groupPaths]);
  const present = listed.stdout.split("\n").filter(Boolean);
  const archive = join(folder, "content.tar");
  await git(repo.top, ["archive", "--format=tar", "-o", archive, commit, "--", ...present]);
  await new Promise<void>((resolve, reject) => {
    const tar = spawn("tar", ["-xf", archive, "-C", folder], { stdio: "ignore" });
    tar.once("error", reject);
    tar.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tar stopped with ${code}`))));
  });
  await rm(archive, { force: true });
  if (practice) {
    const group = readGroup(join(folder, relative(repo.top, practice.group)));
    return { folder, site: composePractice(group, practice.id, leaveOutOf(practiceFolder(group, practice.id))).folder };
  }
  return { folder, site: join(folder, repo.prefix) };
}

/** A gate process started ahead of its work: it loads while the caller does other things, then runs once or is stopped. */
export interface GateAhead {
  /**
   * The gate over `site` (a folder with site.config.json, pages/, public/). For a served folder: `precompress` writes
   * the .br and .gz copies nginx sends; `from` (the release served now, or the build of what is live) lets the build
   * draw only what changed since (it is never changed itself).
   */
  run(site: string, build: GateBuild | false, onStage: (stage: GateStage) => void, options?: { precompress?: boolean; from?: string | null }): Promise<GateOutcome>;
  /** Ends the process if it was never given its work. */
  stop(): void;
  /** Whether the process still runs (one that stopped while it waited cannot be given work). */
  readonly waiting: boolean;
}

/** Starts a gate in its own process (engine/cli/gate.ts --wait): it loads the checks and the build, then waits for run(). */
export function startGate(): GateAhead {
  // Node itself runs the launcher (npx or tsx's command line would start a second process: ~50 MB more); through it: the gate as JavaScript compiled ahead, not TypeScript transpiled on each start.
  const child = spawn(process.execPath, [join(ENGINE_ROOT, "engine", "cli", "run.mjs"), "gate", "--wait"], {
    cwd: ENGINE_ROOT,
    env: { ...process.env, GITHUB_ACTIONS: "", SITE_FORMS_ENDPOINT: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let onStage: (stage: GateStage) => void = () => {};
  let said = "";
  let given = false;
  child.stdout.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      const stage = /^@stage (\w+)/.exec(line)?.[1];
      if (stage) onStage(stage as GateStage);
    }
  });
  child.stderr.on("data", (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
  });
  // A process that stopped before its work (or could not start) is answered below from its missing report.
  child.stdin.on("error", () => {});
  // Waiting for its work, it never keeps the editor (or a test run) from ending; given work, it does.
  const hold = (on: boolean) => {
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as unknown as { ref?(): void; unref?(): void }[]) (on ? handle.ref : handle.unref)?.call(handle);
  };
  hold(false);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.once("error", () => resolve(null));
  });
  return {
    async run(site, build, stageTo, { precompress = false, from } = {}) {
      given = true;
      hold(true);
      onStage = stageTo;
      const report = join(site, ".gate-report.json");
      const served = [...(precompress ? ["--precompress"] : []), ...(from ? ["--from", from] : [])];
      child.stdin.end(`${JSON.stringify(["--site", site, ...(build ? ["--build", build] : ["--checks"]), "--report", report, "--temporary", ...served])}\n`);
      const code = await exited;
      const written = await readFile(report, "utf8").catch(() => null);
      await rm(report, { force: true });
      if (written) return inStaffWords(JSON.parse(written) as GateOutcome, site);
      // For whoever looks after the editor: what the gate said before it stopped.
      if (said) console.error(said);
      return {
        ok: false,
        failedAt: "build",
        seconds: 0,
        problems: [{ file: "site.config.json", where: "(the whole file)", severity: "error", place: "the site", message: `The site's checks could not run (exit ${code}). Whoever looks after the website can see why in the editor's log.` } as Problem],
      };
    },
    stop() {
      if (!given) child.kill();
    },
    get waiting() {
      return !given && child.exitCode === null && child.signalCode === null;
    },
  };
}

/**
 * The gate processes of one publication: one started ahead (start), taken when its work is ready (take; a new one
 * when none was started, as for a second attempt), and one never used stopped at the end (stop).
 */
export class GatesAhead {
  private ahead: GateAhead | null = null;

  /** `reserve`: the editor's gate started when the Publish screen opened, taken first. */
  constructor(private readonly reserve?: GateInReserve) {}

  start(): void {
    this.ahead ??= this.reserve?.take() ?? startGate();
  }

  take(): GateAhead {
    const gate = this.ahead ?? startGate();
    this.ahead = null;
    return gate;
  }

  stop(): void {
    this.ahead?.stop();
    this.ahead = null;
  }
}

/** How long a gate started for the Publish screen waits for its Publish before it is stopped. */
const RESERVE_MS = 3 * 60_000;

/**
 * One gate started when someone opens the Publish screen (the editor's workspace holds it), so that their Publish a
 * moment later does not wait for a process to start and load (about a second here). One at most per editor; one
 * not taken within RESERVE_MS is stopped (it holds about 115 MB while it waits).
 */
export class GateInReserve {
  private ready: GateAhead | null = null;
  private timer: NodeJS.Timeout | undefined;

  prepare(): void {
    if (this.ready && !this.ready.waiting) this.ready = null;
    this.ready ??= startGate();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.stop(), RESERVE_MS);
    this.timer.unref();
  }

  /** The gate made ready, if it still waits (a fresh one is started by the caller otherwise). */
  take(): GateAhead | null {
    const gate = this.ready;
    this.ready = null;
    clearTimeout(this.timer);
    if (gate?.waiting) return gate;
    gate?.stop();
    return null;
  }

  stop(): void {
    this.take()?.stop();
  }
}

/** The gate over `site` in a process started now (startGate). */
export function runGateProcess(site: string, build: GateBuild | false, onStage: (stage: GateStage) => void, options: { precompress?: boolean; from?: string | null } = {}): Promise<GateOutcome> {
  return startGate().run(site, build, onStage, options);
}

/** The gate's problems as the editor shows them: in staff words, each with its page's name (read from the checked copy). */
async function inStaffWords(outcome: GateOutcome, site: string): Promise<GateOutcome> {
  const config = await readFile(join(site, "site.config.json"), "utf8").then((text) => JSON.parse(text) as { name?: unknown }, () => null);
  const siteName = typeof config?.name === "string" ? config.name : undefined;
  const problems = outcome.problems.map((problem): Problem & { place: string } => ({ ...problem, message: staffMessage(problem.message), place: placeFromFile(site, problem.file, siteName) }));
  return { ...outcome, problems };
}
