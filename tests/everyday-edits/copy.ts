/** A throwaway copy of the project to edit: its files as they are in this checkout, with node_modules linked, not copied. */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

/** The project's files: git's tracked files plus new ones not ignored (what a commit of this checkout would hold). */
function projectFiles(root: string): string[] | undefined {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return listed.split("\0").filter(Boolean);
  } catch {
    return undefined; // not a git checkout (an unpacked archive): copy everything but what git would ignore
  }
}

const NEVER_COPIED = /^(node_modules|dist|\.cache|\.git|test-results|playwright-report|collector-data)(\/|$)/;

export function copyProject(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), "everyday-edits-"));
  const files = projectFiles(root);
  if (files) {
    for (const file of files) {
      const source = join(root, file);
      if (!existsSync(source) || statSync(source).isDirectory()) continue; // deleted in this checkout, or a submodule
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(source, join(copy, file));
    }
  } else {
    cpSync(root, copy, { recursive: true, filter: (source) => !NEVER_COPIED.test(relative(root, source)) });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** The content files (site.config.json, pages/, public/) of a project, by path, with their bytes as text. */
export function contentFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else files.set(path, readFileSync(join(root, path), "latin1"));
    }
  };
  files.set("site.config.json", readFileSync(join(root, "site.config.json"), "latin1"));
  walk("pages");
  walk("public");
  return files;
}

/** Files added or changed between two snapshots of contentFiles. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
}
