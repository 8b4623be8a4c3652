/**
 * The git command line, run in the site's repository without a shell (execFile): arguments are never parsed by
 * one, so a page's name or a person's name cannot become a command. Publishing builds its commits with git's
 * plumbing (a temporary index, merge-tree, commit-tree), so the working files and the index people see are
 * never disturbed by a publication under way.
 */
import { execFile } from "node:child_process";

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | null,
    readonly stderr: string,
    readonly stdout: string,
  ) {
    super(`git ${args[0]} failed: ${stderr.trim().split("\n").slice(-3).join(" ") || `exit ${code}`}`);
  }
}

export interface GitOptions {
  env?: Record<string, string>;
  /** Bytes written to git's standard input. */
  input?: string | Buffer;
  /** Exit codes that are answers, not failures (merge-tree's 1: "there were conflicts"). */
  allowed?: number[];
  timeoutMs?: number;
}

export interface GitResult {
  stdout: string;
  code: number;
}

/** git `args` in `cwd`; never prompts for a password (a remote that wants one fails, and says so). */
export function git(cwd: string, args: string[], options: GitOptions = {}): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      args,
      {
        cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", LC_ALL: "C", ...options.env },
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 120_000,
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof (error as { code?: unknown }).code === "number" ? ((error as { code: number }).code) : null) : 0;
        if (code === 0 || (code !== null && options.allowed?.includes(code))) return resolve({ stdout, code });
        reject(new GitError(args, code, String(stderr ?? ""), String(stdout ?? "")));
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/** The output of `git args`, without its last newline. */
export async function gitText(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  return (await git(cwd, args, options)).stdout.replace(/\n$/, "");
}

/** A file's bytes at a commit, or null when it was not there. */
export function showFile(cwd: string, commit: string, path: string): Promise<Buffer | null> {
  return new Promise((resolve) => {
    execFile("git", ["cat-file", "blob", `${commit}:${path}`], { cwd, encoding: "buffer", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LC_ALL: "C" } }, (error, stdout) => {
      resolve(error ? null : stdout);
    });
  });
}

/**
 * Many files at many commits ("<commit>:<path>") through one `git cat-file --batch`: one process for a whole
 * history screen instead of one per file. null for each one that is not there.
 */
export function showFiles(cwd: string, specs: string[]): Promise<(Buffer | null)[]> {
  if (!specs.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile("git", ["cat-file", "--batch"], { cwd, encoding: "buffer", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, LC_ALL: "C" } }, (error, stdout) => {
      if (error) return reject(new GitError(["cat-file"], null, String(error.message), ""));
      const out: (Buffer | null)[] = [];
      let at = 0;
      for (let i = 0; i < specs.length; i++) {
        const end = stdout.indexOf(0x0a, at);
        const header = stdout.subarray(at, end).toString("utf8");
        at = end + 1;
        if (header.endsWith(" missing") || header.endsWith(" ambiguous")) {
          out.push(null);
          continue;
        }
        const size = Number(header.split(" ")[2]);
        out.push(header.split(" ")[1] === "blob" ? Buffer.from(stdout.subarray(at, at + size)) : null);
        at += size + 1;
      }
      resolve(out);
    });
    // A path with a line break cannot be asked for this way; such a file is never content.
    child.stdin?.end(specs.map((spec) => spec.replace(/\n/g, " ")).join("\n") + "\n");
  });
}
