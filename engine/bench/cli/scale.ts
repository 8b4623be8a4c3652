/**
 * npm run bench:scale: what a build costs on synthetic sites of 40, 400 and 4,000 pages (BENCH_SIZES), each step
 * in a process of its own (engine/bench/measure.ts), BENCH_RUNS times (median; default 1):
 *   validate            npm run validate's checks
 *   full build          from clean (no dist/), the bundles from .cache/bundles as on any build after the engine's first;
 *                       wall and processor seconds, peak memory
 *   full, cold bundles  the same with an empty bundle cache, once (the pictures, the validators and the site's
 *                       validation findings are kept: "nothing kept" below is a fresh clone's first build)
 *   one-page change     one word of one page changed, then a build over the previous dist/; checked byte-identical
 *                       to a build from clean of the same content
 *   shared-block change a shared block (pages/_shared/) changed, then a build over the previous dist/
 *   gate, one page      the gate (validator, strict editorial checks, preview build) after a one-page change, over
 *                       the gate's own previous build (as Publish runs it)
 *   bytes per page      the mean HTML page, raw and gzipped (level 6, as hosts compress)
 *   from the shell      npm run build's wall time as people wait for it (process start included): from clean output
 *                       (dist/ removed, every cache kept, the last build's kept output among them), with nothing to do,
 *                       after a one-page change; beside the Eleventy peer's build from clean output (engine/bench/eleventy/,
 *                       the same page JSON), alternated with it, and the ratio (issue 51); for information, not a target,
 *                       every page drawn (the kept output removed too) with its ratio, and dist/ removed after a one-page edit
 *   nothing kept        npm run build from the shell as a fresh clone or CI meets it: no dist/, no .cache/ in the site,
 *                       every engine cache (the command's bundle, Vite's bundles, pictures, validators) empty; wall,
 *                       processor seconds and the peak memory of its processes together (issue 51, point 1)
 * Targets (issue 40) are marked met or MISSED.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { makeSyntheticSite } from "../syntheticSite";
import { writeImageVariants } from "../../build/images";
import { IMAGE_CACHE_DIR } from "../../build/paths";
import { BUNDLE_CACHE_DIR } from "../../build/bundles";
import { loadJsonSchemaValidators } from "../../content/validate/ajv";
import { coldShellBuild, eleventyBuild, emptyOutput, prepareBuildCommand, shellBuild, type ShellTime } from "../shellTimes";

const sizes = (process.env.BENCH_SIZES ?? "40,400,4000").split(",").map(Number);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const root = process.cwd();
const engineRoot = join(import.meta.dirname, "..", "..", "..");
const tsx = join(engineRoot, "node_modules", ".bin", "tsx");

interface Measure { ms: number; cpuMs: number; peakMB: number }
interface Row {
  pages: number;
  validate: Measure;
  full: Measure;
  fullColdBundles: Measure;
  onePage: Measure;
  onePageIdentical: boolean;
  sharedBlock: Measure;
  gateOnePage: Measure;
  meanPageKB: number;
  meanPageGzipKB: number;
  /**
   * From the shell (issue 51): npm run build from clean output (dist/ removed, every cache kept), with nothing to do,
   * after a one-page change; the peer. For information: every page drawn (the kept output removed too), and dist/
   * removed after a one-page edit.
   */
  shell: { full: ShellTime; drawn: ShellTime; fullAfterEdit: ShellTime; nothing: ShellTime; onePage: ShellTime; eleventy: ShellTime };
  /** From the shell with nothing kept (a fresh clone, CI): wall, processor seconds, peak memory of its processes. */
  nothingKept: ShellTime;
}

function medianShell(make: () => ShellTime): ShellTime {
  const list = Array.from({ length: runs }, make).sort((a, b) => a.ms - b.ms);
  return list[Math.floor(list.length / 2)]!;
}

function step(name: "validate" | "build" | "gate", site: string, env: NodeJS.ProcessEnv = {}): Measure {
  const out = execFileSync(tsx, [join(engineRoot, "engine/bench/measure.ts"), name, site], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=8192", ...env },
  });
  return JSON.parse(out.trim().split("\n").pop()!) as Measure;
}

function median(list: Measure[]): Measure {
  const sorted = [...list].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function repeat(make: () => Measure): Measure {
  return median(Array.from({ length: runs }, make));
}

/** Every file of a dist/ by its content's hash. */
function filesOf(dist: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dist, full).split(sep).join("/"), createHash("sha256").update(readFileSync(full)).digest("hex"));
    }
  };
  walk(dist);
  return out;
}

const sameFiles = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([file, hash]) => b.get(file) === hash);

function pageBytes(dist: string): { raw: number; gzip: number } {
  const pages = [...filesOf(dist).keys()].filter((file) => file.endsWith(".html"));
  let raw = 0;
  let gzip = 0;
  for (const file of pages) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  return { raw: raw / pages.length / 1024, gzip: gzip / pages.length / 1024 };
}

/** Changes one word of the page's first heading. */
function editPage(site: string, file: string, word: string) {
  const path = join(site, "pages", file);
  const page = JSON.parse(readFileSync(path, "utf8"));
  const hero = page.blocks.find((block: { heading?: string }) => typeof block.heading === "string");
  hero.heading = `${hero.heading.replace(/ \(edit \d+\)$/, "")} (edit ${word})`;
  writeFileSync(path, JSON.stringify(page));
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

// And the build command's compiled bundle, made on the first start after any change to the engine (this bench's too).
const commandStarted = performance.now();
await prepareBuildCommand();
console.log(`Build command: compiled in ${((performance.now() - commandStarted) / 1000).toFixed(1)} s (once per change to the engine's sources, then kept; not part of the figures below).`);

const rows: Row[] = [];
for (const size of sizes) {
  const site = makeSyntheticSite(root, size);
  const dist = join(site, "dist");
  // Inside the engine's folder, as the bundles must be to find its node_modules.
  const coldCache = mkdtempSync(join(engineRoot, ".cache", "bench-bundles-"));
  try {
    const validate = repeat(() => step("validate", site));
    const fullColdBundles = step("build", site, { SITE_BUNDLE_CACHE: coldCache });
    // Those bundles are the ones every later build uses: the figures below are of builds after the engine's first.
    mkdirSync(BUNDLE_CACHE_DIR, { recursive: true });
    for (const name of readdirSync(coldCache)) if (!existsSync(join(BUNDLE_CACHE_DIR, name))) renameSync(join(coldCache, name), join(BUNDLE_CACHE_DIR, name));
    const full = repeat(() => {
      rmSync(dist, { recursive: true, force: true });
      return step("build", site);
    });
    const bytes = pageBytes(dist);
    const target = size > 40 ? "bench/page-1.json" : "about.json";
    let edit = 0;
    const onePage = repeat(() => {
      editPage(site, target, String(++edit));
      return step("build", site);
    });
    const kept = filesOf(dist);
    rmSync(dist, { recursive: true, force: true });
    step("build", site);
    const onePageIdentical = sameFiles(kept, filesOf(dist));
    const sharedBlock = repeat(() => {
      const shared = join(site, "pages", "_shared", "closing-cta.json");
      const block = JSON.parse(readFileSync(shared, "utf8"));
      block.heading = `${String(block.heading).replace(/ \(edit \d+\)$/, "")} (edit ${++edit})`;
      writeFileSync(shared, JSON.stringify(block));
      return step("build", site);
    });
    // The gate builds a preview, and whether a page is a preview is part of its fingerprint: its first run over the
    // production dist/ above draws every page. Publish starts from a release built as it builds, so the gate is
    // timed from its own previous build, as Publish meets it.
    step("gate", site);
    const gateOnePage = repeat(() => {
      editPage(site, target, String(++edit));
      return step("gate", site);
    });
    // The same builds from the shell, alternated with the Eleventy peer's on the same page JSON, so both meet the same load.
    // Each run: every page drawn (dist/ and the kept output removed: for information), the peer, then the issue's
    // case, dist/ removed with every cache kept (the output of the build just before among them).
    const peerOut = mkdtempSync(join(tmpdir(), "bench-eleventy-"));
    const shellDrawn: ShellTime[] = [];
    const shellFull: ShellTime[] = [];
    const peer: ShellTime[] = [];
    for (let run = 0; run < runs; run++) {
      emptyOutput(site, { keptOutputToo: true });
      shellDrawn.push(shellBuild(site));
      peer.push(eleventyBuild(site, peerOut));
      emptyOutput(site);
      shellFull.push(shellBuild(site));
    }
    rmSync(peerOut, { recursive: true, force: true });
    const byMs = (list: ShellTime[]) => [...list].sort((a, b) => a.ms - b.ms)[Math.floor(list.length / 2)]!;
    const nothing = medianShell(() => shellBuild(site));
    const shellOnePage = medianShell(() => {
      editPage(site, target, String(++edit));
      return shellBuild(site);
    });
    // dist/ removed after a one-page edit: the kept output put back, the one page drawn over it (for information).
    const fullAfterEdit = medianShell(() => {
      editPage(site, target, String(++edit));
      emptyOutput(site);
      return shellBuild(site);
    });
    const shell = { full: byMs(shellFull), drawn: byMs(shellDrawn), fullAfterEdit, nothing, onePage: shellOnePage, eleventy: byMs(peer) };
    const coldRuns: ShellTime[] = [];
    for (let run = 0; run < runs; run++) coldRuns.push(await coldShellBuild(site));
    const nothingKept = byMs(coldRuns);
    const row: Row = { pages: size, validate, full, fullColdBundles, onePage, onePageIdentical, sharedBlock, gateOnePage, meanPageKB: bytes.raw, meanPageGzipKB: bytes.gzip, shell, nothingKept };
    rows.push(row);
    console.log(`${size} pages: ${JSON.stringify(row)}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(coldCache, { recursive: true, force: true });
  }
}

const s = (m: Measure) => (m.ms / 1000).toFixed(2).padStart(7);
const cpu = (m: Measure) => (m.cpuMs / 1000).toFixed(1).padStart(6);
const mb = (m: Measure) => m.peakMB.toFixed(0).padStart(6);
console.log(`\nSeconds (wall), processor seconds, peak MB; median of ${runs} run${runs === 1 ? "" : "s"}.`);
console.log(" pages | validate s | full s   cpu s  peak MB | cold bundles s  MB | one page s (same as clean) | shared block s | gate, one page s  MB | page KB raw  gzip");
for (const r of rows) {
  console.log(
    `${String(r.pages).padStart(6)} |   ${s(r.validate)}  | ${s(r.full)} ${cpu(r.full)} ${mb(r.full)}  |     ${s(r.fullColdBundles)} ${mb(r.fullColdBundles)} |    ${s(r.onePage)} (${r.onePageIdentical ? "identical" : "DIFFERENT"})     |    ${s(r.sharedBlock)}     |    ${s(r.gateOnePage)} ${mb(r.gateOnePage)}   | ${r.meanPageKB.toFixed(1).padStart(6)} ${r.meanPageGzipKB.toFixed(1).padStart(6)}`,
  );
}

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
console.log("\nTargets (issue 40):");
for (const r of rows) {
  const marks: string[] = [];
  if (r.pages >= 4000) {
    marks.push(`full build <= 15 s: ${verdict(r.full.ms <= 15_000)}`, `peak <= 1 GB: ${verdict(r.full.peakMB <= 1024)}`);
    marks.push(`one-page change <= 1 s: ${verdict(r.onePage.ms <= 1_000)}`);
  }
  if (r.pages <= 40) marks.push(`full build <= 4 s: ${verdict(r.full.ms <= 4_000)}`);
  marks.push(`one-page change byte-identical to a clean build: ${verdict(r.onePageIdentical)}`);
  marks.push(`mean page <= 30 KB: ${verdict(r.meanPageKB <= 30)}`, `<= 6 KB gzip: ${verdict(r.meanPageGzipKB <= 6)}`);
  console.log(`  ${r.pages} pages: ${marks.join("; ")}`);
}
console.log(`\nFrom the shell (npm run build, process start included), wall seconds and processor seconds of the whole command; median of ${runs}; load average at the end ${loadavg().map((l) => l.toFixed(1)).join(" ")}:`);
console.log("'full build' is the issue's case: dist/ removed, every cache kept (the last build's output among them, put back from .cache).");
console.log(" pages | full build s  cpu s | Eleventy s  cpu s | ratio (engine/Eleventy) | nothing to do s | one-page change s | in-process full s");
const w = (t: ShellTime) => `${(t.ms / 1000).toFixed(2).padStart(6)} ${(t.cpuMs / 1000).toFixed(1).padStart(5)}`;
for (const r of rows) {
  console.log(`${String(r.pages).padStart(6)} |   ${w(r.shell.full)}    | ${w(r.shell.eleventy)}  |   ${(r.shell.full.ms / r.shell.eleventy.ms).toFixed(2).padStart(5)}                 |     ${(r.shell.nothing.ms / 1000).toFixed(2).padStart(5)}       |     ${(r.shell.onePage.ms / 1000).toFixed(2).padStart(5)}         |   ${s(r.full)}`);
}
console.log("\nFor information, not targets (from the shell, same runs): every page drawn (dist/ and the kept output removed, so nothing is put back), and dist/ removed after a one-page edit (put back, one page drawn over it):");
console.log(" pages | every page drawn s  cpu s | ratio to Eleventy | removed after an edit s  cpu s");
for (const r of rows) {
  console.log(`${String(r.pages).padStart(6)} |       ${w(r.shell.drawn)}       |       ${(r.shell.drawn.ms / r.shell.eleventy.ms).toFixed(2).padStart(5)}       |        ${w(r.shell.fullAfterEdit)}`);
}
console.log("\nTargets (issue 51, wall time from the shell):");
for (const r of rows) {
  const marks: string[] = [];
  const full = r.pages >= 4000 ? 6_000 : r.pages >= 400 ? 1_500 : 1_000;
  marks.push(`full build <= ${full / 1000} s: ${verdict(r.shell.full.ms <= full)}`);
  // The issue sets the peer's pace at 4,000 pages; below that it is printed, not judged (tenths of a second apart).
  const beside = r.shell.full.ms <= r.shell.eleventy.ms ? "as fast or faster" : "slower";
  marks.push(r.pages >= 4000 ? `no slower than Eleventy: ${verdict(r.shell.full.ms <= r.shell.eleventy.ms)}` : `beside Eleventy (for information): ${beside}`);
  if (r.pages >= 4000) marks.push(`one-page change <= 1 s: ${verdict(r.shell.onePage.ms <= 1_000)}`, `nothing to do <= 0.5 s: ${verdict(r.shell.nothing.ms <= 500)}`);
  console.log(`  ${r.pages} pages: ${marks.join("; ")}`);
}
console.log(`\nWith nothing kept (a fresh clone, CI: no dist/, no .cache/, every engine cache empty), npm run build from the shell; median of ${runs}:`);
console.log(" pages | wall s | cpu s | peak MB (its processes together)");
for (const r of rows) {
  const k = r.nothingKept;
  console.log(`${String(r.pages).padStart(6)} | ${(k.ms / 1000).toFixed(2).padStart(6)} | ${(k.cpuMs / 1000).toFixed(1).padStart(5)} | ${(k.peakMB ?? 0).toFixed(0).padStart(6)}`);
}
console.log("\nTargets (issue 51, nothing kept, wall time from the shell):");
for (const r of rows) {
  const k = r.nothingKept;
  if (r.pages <= 40) console.log(`  ${r.pages} pages: first build <= 10 s: ${verdict(k.ms <= 10_000)}`);
  if (r.pages >= 4000) console.log(`  ${r.pages} pages: first build <= 25 s: ${verdict(k.ms <= 25_000)}; peak <= 1 GB: ${verdict((k.peakMB ?? Infinity) <= 1024)}`);
}
mkdirSync(join(root, ".cache", "bench"), { recursive: true });
writeFileSync(join(root, ".cache", "bench", "scale.json"), JSON.stringify(rows, null, 2));
console.log("Written to .cache/bench/scale.json");
