/**
 * The npm commands run files that exist, and engine/cli/ holds the site's own commands only: the benchmarks
 * (`npm run bench:*`) live with what they share in engine/bench/.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

/** The engine files each script starts with tsx: "bench:scale" -> ["engine/bench/cli/scale.ts"]. */
const started = Object.entries(scripts).map(([name, command]) => ({ name, files: [...command.matchAll(/\btsx\s+(\S+\.tsx?)/g)].map((match) => match[1]!) }));

describe("the npm commands", () => {
  it("start files that exist", () => {
    expect(started.flatMap(({ files }) => files).length).toBeGreaterThan(10);
    expect(started.flatMap(({ name, files }) => files.filter((file) => !existsSync(join(ROOT, file))).map((file) => `${name}: ${file}`))).toEqual([]);
  });

  it("keep the benchmarks in engine/bench/ and the site's commands in engine/cli/", () => {
    const benches = started.filter(({ name }) => name.startsWith("bench:"));
    expect(benches.length).toBeGreaterThan(5);
    expect(benches.flatMap(({ name, files }) => files.filter((file) => !file.startsWith("engine/bench/")).map((file) => `${name}: ${file}`))).toEqual([]);
    const others = started.filter(({ name }) => !name.startsWith("bench"));
    expect(others.flatMap(({ name, files }) => files.filter((file) => file.startsWith("engine/bench/")).map((file) => `${name}: ${file}`))).toEqual([]);
  });
});
