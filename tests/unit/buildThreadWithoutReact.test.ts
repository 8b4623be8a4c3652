/**
 * The build's own thread never loads React: React picks its JSX runtime (development or production) by NODE_ENV when
 * it is first loaded, and a build that makes its bundles in the same process sets NODE_ENV on the way. A React
 * loaded before that (by a module the build imports) met a server renderer of the other kind, and a build after an
 * engine change failed with "dispatcher.getOwner is not a function". React belongs to the renderer threads.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/** The React and lucide modules loaded once `entry` is imported, in a fresh Node with NODE_ENV unset. */
function reactModulesLoadedBy(entry: string): string[] {
  const script = `
    await import(${JSON.stringify(join(root, entry))});
    const { createRequire } = await import("node:module");
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /node_modules[\\\\/](react|react-dom|lucide-react)[\\\\/]/.test(file));
    console.log(JSON.stringify(loaded));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, env, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").pop()!) as string[];
}

describe("the build's own thread", () => {
  it.each(["engine/cli/build.ts", "engine/cli/build-group.ts", "engine/cli/gate.ts"])("loads no React when %s is imported", (entry) => {
    expect(reactModulesLoadedBy(entry)).toEqual([]);
  });
});
