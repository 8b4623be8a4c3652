/**
 * Every package whose install script the project needs is approved in package.json's `allowScripts` (npm 11's
 * install-script policy, `npm install-scripts approve <pkg>`): a stricter npm skips unapproved scripts, and a
 * fresh `npm ci` would then leave better-sqlite3 without its compiled driver (the editor's store) or esbuild
 * without its binary (Vite, tsx). The packages are read from package-lock.json, so one added later is asked
 * for too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as T;

interface LockEntry { version?: string; hasInstallScript?: boolean }

/** "better-sqlite3@12.11.1" for each locked package with an install script. */
function withInstallScripts(): { name: string; version: string }[] {
  const { packages } = readJson<{ packages: Record<string, LockEntry> }>("package-lock.json");
  return Object.entries(packages)
    .filter(([path, entry]) => path && entry.hasInstallScript)
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), version: entry.version ?? "" }));
}

/** Whether `allowScripts` lets this version run its scripts: by name (any version) or pinned to it ("name@1.2.3"). */
function approved(allowScripts: Record<string, boolean>, name: string, version: string): boolean {
  if (allowScripts[name] === false) return false;
  return allowScripts[name] === true || allowScripts[`${name}@${version}`] === true;
}

describe("install scripts", () => {
  it("are approved in package.json for every locked package that has one", () => {
    const needed = withInstallScripts();
    expect(needed.map(({ name }) => name)).toEqual(expect.arrayContaining(["better-sqlite3", "esbuild"]));
    const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>("package.json");
    expect(needed.filter(({ name, version }) => !approved(allowScripts, name, version)).map(({ name, version }) => `${name}@${version}`)).toEqual([]);
  });

  it("reads an approval by name, pinned to the locked version, and a denial", () => {
    expect(approved({ esbuild: true }, "esbuild", "0.28.2")).toBe(true);
    expect(approved({ "esbuild@0.28.2": true }, "esbuild", "0.28.2")).toBe(true);
    expect(approved({ "esbuild@0.27.0": true }, "esbuild", "0.28.2")).toBe(false);
    expect(approved({ esbuild: false, "esbuild@0.28.2": true }, "esbuild", "0.28.2")).toBe(false);
    expect(approved({}, "esbuild", "0.28.2")).toBe(false);
  });
});
