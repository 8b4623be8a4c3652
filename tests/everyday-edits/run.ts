/**
 * The everyday-edits check (npm run test:edits, part of npm test): a correct content edit must never turn
 * npm test red. In a throwaway copy of the project it makes five edits a member of staff makes following
 * pages/CONTENT_GUIDE.md (tests/everyday-edits/edits.ts), then runs there what CI runs on content: the
 * validator, the strict editorial checks, and the unit and component tests. It fails, naming the edit or
 * the check, if any edit cannot be made or any check fails; the copy is then kept for a look.
 *
 *   npm run test:edits                 all five edits
 *   npm run test:edits -- --only 1,4   only these edits (to find which one a failing check minds)
 *   npm run test:edits -- --skip 5     all but these
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { changedFiles, contentFiles, copyProject } from "./copy";
import { EDITS } from "./edits";

const CHECKS: { name: string; command: string[] }[] = [
  { name: "npm run validate", command: ["npm", "run", "--silent", "validate"] },
  { name: "npm run lint:content -- --strict", command: ["npm", "run", "--silent", "lint:content", "--", "--strict"] },
  { name: "unit and component tests (vitest run)", command: ["npx", "vitest", "run"] },
];

/** The edit numbers (1-based) to make, from --only and --skip. */
function chosenEdits(argv: string[]): number[] {
  const list = (flag: string) => {
    const at = argv.indexOf(flag);
    return at < 0 ? undefined : (argv[at + 1] ?? "").split(",").map(Number).filter((n) => n >= 1 && n <= EDITS.length);
  };
  const all = EDITS.map((_, i) => i + 1);
  const only = list("--only");
  const skip = list("--skip") ?? [];
  return (only ?? all).filter((n) => !skip.includes(n));
}

/** Makes one edit in the copy; returns the files it changed, or throws saying why it could not be made. */
function makeEdit(copy: string, number: number): string[] {
  const before = contentFiles(copy);
  EDITS[number - 1]!.apply(copy);
  const changed = changedFiles(before, contentFiles(copy));
  // An edit that changes nothing would let every check pass without testing anything.
  if (changed.length === 0) throw new Error("it changed no file");
  return changed;
}

function main() {
  const started = Date.now();
  const root = join(import.meta.dirname, "..", "..");
  const chosen = chosenEdits(process.argv.slice(2));
  const copy = copyProject(root);
  console.log(`Everyday edits, made in a copy of the project: ${copy}\n`);

  const failedEdits: string[] = [];
  for (const number of chosen) {
    const { title } = EDITS[number - 1]!;
    try {
      const changed = makeEdit(copy, number);
      console.log(`  ✓ edit ${number}: ${title}\n      changed ${changed.join(", ")}`);
    } catch (error) {
      failedEdits.push(`edit ${number} (${title}) could not be made: ${(error as Error).message}`);
      console.log(`  ✗ edit ${number}: ${title}\n      could not be made: ${(error as Error).message}`);
    }
  }
  for (const number of EDITS.map((_, i) => i + 1).filter((n) => !chosen.includes(n))) console.log(`  - edit ${number}: ${EDITS[number - 1]!.title} (skipped)`);

  const failedChecks: string[] = [];
  for (const check of CHECKS) {
    console.log(`\n=== ${check.name}, on the edited copy\n`);
    const run = spawnSync(check.command[0]!, check.command.slice(1), { cwd: copy, stdio: "inherit" });
    if (run.status !== 0) failedChecks.push(`${check.name} failed (exit ${run.status ?? run.signal}) after the edits`);
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  const failures = [...failedEdits, ...failedChecks];
  if (failures.length === 0) {
    rmSync(copy, { recursive: true, force: true });
    console.log(`\n✓ Everyday edits: ${chosen.length} edits made; validate, the strict editorial checks and the unit and component tests pass (${seconds} s).`);
    return;
  }
  console.error(`\n✗ Everyday edits: a correct content edit would turn npm test red (${seconds} s):`);
  for (const failure of failures) console.error(`  - ${failure}`);
  if (failedChecks.length && chosen.length > 1) console.error("  To see which edit a check minds, run one at a time: npm run test:edits -- --only <n>");
  console.error(`  The edited copy is kept: ${copy}`);
  process.exitCode = 1;
}

main();
