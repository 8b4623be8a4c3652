/**
 * npm run bench:adversarial: how long `npm run validate` (validation and the editorial checks) takes
 * on a copy of this site with one page whose paragraph is 1,000,000 characters of a hostile pattern
 * (engine/bench/adversarialText.ts), against the unchanged copy. Target: each within 2 s of the
 * unchanged site. A run is stopped after BENCH_TIMEOUT_S (default 300) seconds.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeSyntheticSite } from "../syntheticSite";
import { ADVERSARIAL_TEXTS, writeLongPage } from "../adversarialText";

const root = process.cwd();
const engineRoot = join(import.meta.dirname, "..", "..", "..");
const tsx = join(engineRoot, "node_modules", ".bin", "tsx");
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
const TARGET_MARGIN_S = 2;

interface Row { text: string; seconds: number; exitCode: number | null; timedOut: boolean }

/** Runs the validator as `npm run validate` does, in the site at `site`. */
function timeValidate(site: string, text: string): Row {
  const started = performance.now();
  const run = spawnSync(tsx, [join(engineRoot, "engine/cli/validate.ts")], { cwd: site, encoding: "utf8", timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const timedOut = run.error !== undefined || run.signal !== null;
  if (!timedOut && run.status !== 0) console.log(`  (${text}: validate said)\n${run.stdout.slice(-2000)}`);
  return { text, seconds, exitCode: run.status, timedOut };
}

function onSite(text: string, paragraph?: string): Row {
  const site = makeSyntheticSite(root, 0);
  try {
    if (paragraph !== undefined) writeLongPage(site, "long-page", paragraph);
    return timeValidate(site, text);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

onSite("warm-up"); // compiles or finds the JSON Schema validators, as any second run does
const baseline = onSite("unchanged site");
console.log(`Unchanged site: ${baseline.seconds.toFixed(2)} s`);
const rows: Row[] = [baseline];
for (const [name, paragraph] of Object.entries(ADVERSARIAL_TEXTS)) {
  const row = onSite(`1 MB of ${name}`, paragraph);
  rows.push(row);
  const extra = row.seconds - baseline.seconds;
  const verdict = row.timedOut ? `stopped after ${timeoutMs / 1000} s` : `${row.seconds.toFixed(2)} s (+${extra.toFixed(2)} s)${row.exitCode === 0 ? "" : `, exit code ${row.exitCode}`}`;
  console.log(`${row.text}: ${verdict}`);
}

const missed = rows.slice(1).filter((row) => row.timedOut || row.exitCode !== 0 || row.seconds - baseline.seconds > TARGET_MARGIN_S);
console.log(`\nTarget (each within ${TARGET_MARGIN_S} s of the unchanged site, and valid): ${missed.length ? `MISSED for ${missed.map((r) => r.text).join(", ")}` : "met"}`);
mkdirSync(join(root, ".cache", "bench"), { recursive: true });
writeFileSync(join(root, ".cache", "bench", "adversarial.json"), JSON.stringify(rows, null, 2));
console.log("Written to .cache/bench/adversarial.json");
