/**
 * No regular expression in engine/ may backtrack catastrophically. Each one written in the source
 * (found by TypeScript's parser: regexSources.ts) goes through recheck, a ReDoS checker that proves
 * a pattern linear with automata theory, or searches for an attack string by fuzzing where automata
 * cannot model the pattern (look-behinds); it finds the polynomial cases ("the square of the length")
 * as well as the exponential ones, and runs offline (a native binary from the npm registry, or Java,
 * or its JavaScript build). A pattern it cannot decide fails too.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSync } from "recheck";
import { engineFiles, regexesIn, type FoundRegex } from "./regexSources";

const root = join(import.meta.dirname, "..", "..", "..");

/**
 * Patterns known to be unsafe, in code this issue could not change, each with why it waits. The test
 * fails if one becomes safe (remove it here) as much as if a new unsafe one appears.
 */
const AWAITING_FIX: Record<string, string> = {};

const all: FoundRegex[] = engineFiles(root).flatMap((file) => regexesIn(root, file));
const keyOf = (regex: FoundRegex) => `${regex.where.replace(/:\d+$/, "")} /${regex.source}/`;

describe("regular expressions in engine/", () => {
  it("are all found: literals, and constructors with their parts filled in", () => {
    const sources = all.map((regex) => `${regex.where.replace(/:\d+$/, "")} ${regex.source}`);
    expect(all.length).toBeGreaterThan(50);
    // A literal (engine/schema/common.ts's page path) and a constructor built from a constant (hardcodedHours.ts).
    expect(sources).toContain(`engine/schema/common.ts ^\\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$`);
    expect(sources.some((s) => s.startsWith("engine/content/lint/hardcodedHours.ts \\b") && !s.includes("${"))).toBe(true);
    // A constructor given a parameter: every value its callers pass.
    expect(sources).toContain('engine/build/images.ts \\bwidth="([\\d.]+)(px)?"');
  });

  it("none can backtrack catastrophically (recheck)", () => {
    const unsafe: string[] = [];
    for (const regex of all) {
      let result = checkSync(regex.source, regex.flags, { timeout: 30_000, randomSeed: 24 });
      // A check that ran out of time on a busy machine is asked again with more: only a pattern the checker cannot
      // decide at all, or one it finds unsafe, fails.
      if (result.status === "unknown" && result.error.kind === "timeout") result = checkSync(regex.source, regex.flags, { timeout: 120_000, randomSeed: 24 });
      if (result.status === "safe") continue;
      const why = result.status === "vulnerable" ? `${result.complexity.summary}, e.g. ${result.attack.pattern}` : `undecided: ${result.error.kind}`;
      unsafe.push(`${keyOf(regex)} (line ${regex.where.split(":").pop()}): ${why}`);
    }
    const awaiting = Object.keys(AWAITING_FIX);
    expect(unsafe.filter((line) => !awaiting.some((key) => line.startsWith(`${key} `)))).toEqual([]);
    for (const key of awaiting) expect(unsafe.some((line) => line.startsWith(`${key} `)), `${key} is safe now: remove it from AWAITING_FIX`).toBe(true);
  }, 900_000);
});
