/**
 * npm run bench:pictures: what happens to a phone's original photo (a 4032×3024 JPEG of at least 12 MB, stored
 * sideways with the camera's details, made by engine/bench/phonePhotos.ts) on a copy of this site. Targets (issue 32):
 *   - stored at most 1 MB, its largest published variant at most 300 KB;
 *   - ready in the page editor's preview within 3 s of choosing it (median of BENCH_RUNS, default 5): from choosing
 *     the file to the new team photo drawn (loaded) in the preview, each run with a photo of its own;
 *   - the picture weight of the home page and of /team at a 390 px phone width (1x, 2x and 3x screens) does not
 *     grow when the first team photo is a phone original instead of a web-ready photo of the same scene (1200 px).
 * Also printed: the same photo as it was published before (byte for byte, variants up to 4,032 px wide).
 * Options (environment): BENCH_RUNS=5, SKIP_WEIGHT=1 (leave out the two builds of the weight comparison).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { chromium, type Browser } from "@playwright/test";

// The editor's preview draws with React's production build, as npm run edit does: set before React is loaded.
process.env.NODE_ENV = "production";

const { photoLikePixels, phoneOriginal, CAMERA_DETAILS } = await import("../phonePhotos");
const { median } = await import("../median");
const { storePicture } = await import("../../editor/server/uploads");
const { startEditor } = await import("../../editor/server/server");
const { writeImageVariants } = await import("../../build/images");
const { buildSite } = await import("../../cli/build");
const { startStaticServer } = await import("../../server/staticSite");
const { ENGINE_ROOT } = await import("../../build/paths");

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TEAM_PAGE = "pages/team.json";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
const verdict = (ok: boolean) => (ok ? "✓" : "✗ over target");
const scratch = mkdtempSync(join(tmpdir(), "bench-pictures-"));

/** A copy of this site's content (not its build), to change and build freely. */
function siteCopy(name: string): string {
  const root = join(scratch, name);
  for (const part of ["site.config.json", "pages", "public", "schemas"]) cpSync(join(ENGINE_ROOT, part), join(root, part), { recursive: true });
  return root;
}

/** A phone original of a scene of its own (seed), so no run finds another's picture or drawings already made. */
async function originalWithSeed(seed: number): Promise<Buffer> {
  if (seed === 0) return phoneOriginal();
  const pixels = await photoLikePixels(4032, 3024, seed);
  return sharp(pixels, { raw: { width: 4032, height: 3024, channels: 3 } }).withExif(CAMERA_DETAILS).withMetadata({ orientation: 6 }).jpeg({ quality: 98, chromaSubsampling: "4:4:4" }).toBuffer();
}

async function storedAndPublished(original: Buffer) {
  const root = siteCopy("stored");
  const stored = await storePicture(root, "images/team", "IMG_4821.JPG", original);
  const dist = join(root, "dist");
  const cache = join(root, ".cache");
  await writeImageVariants(join(root, "public"), dist, cache);
  const variantsDir = join(dist, "_img", "images", "team");
  const variants = readdirSync(variantsDir).filter((name) => name.startsWith("img-4821-")).map((name) => ({ name, size: statSync(join(variantsDir, name)).size }));
  const largest = variants.reduce((a, b) => (b.size > a.size ? b : a));
  // Before: the original published byte for byte, and the widest WebP drawn from it without turning it (as before).
  const oldWebp = await sharp(original).resize({ width: 4032 }).webp({ quality: 72 }).toBuffer();
  return { stored, largest, variants, oldWebp };
}

/** Seconds from choosing the file in the editor to the photo drawn in the preview, for one photo. */
async function previewTime(browser: Browser, editorUrl: string, photo: string, run: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  try {
    await page.goto(`${editorUrl}/#/edit?file=${encodeURIComponent(TEAM_PAGE)}`);
    await page.getByText("All changes saved").waitFor();
    const toggle = page.locator('[data-block-index="1"] .block-toggle');
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await page.locator('[data-path="blocks[1].members[0].image.src"]').getByRole("button", { name: /picture…/ }).click();
    const input = page.getByRole("dialog", { name: "Choose a picture" }).getByLabel(/Add a photo from this computer/);
    const started = Date.now();
    const uploaded = page.waitForResponse((response) => response.url().includes("/_editor/api/upload"), { timeout: 60_000 });
    await input.setInputFiles(photo);
    await uploaded;
    const storedAt = Date.now();
    const drawn = page.frameLocator('iframe[title="Preview of the page"]').locator(`img[src="/images/team/team-photo-${run}.jpg"]`);
    await drawn.waitFor({ state: "attached", timeout: 60_000 });
    const inPreviewAt = Date.now();
    await page.waitForFunction(
      (src) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]');
        const img = frame?.contentDocument?.querySelector<HTMLImageElement>(`img[src="${src}"]`);
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      `/images/team/team-photo-${run}.jpg`,
      { timeout: 60_000 },
    );
    if (process.env.BENCH_VERBOSE) console.log(`  run ${run}: stored after ${((storedAt - started) / 1000).toFixed(2)} s, in the preview's page after ${((inPreviewAt - started) / 1000).toFixed(2)} s`);
    return (Date.now() - started) / 1000;
  } finally {
    await page.close();
  }
}

/**
 * Bytes of every picture the page fetches at a phone's width (the browser's own count of each file, from the
 * Performance API), with all of the page scrolled through so lazy pictures load too; and of the first team photo alone.
 */
async function pictureWeight(browser: Browser, url: string, deviceScaleFactor: number): Promise<{ total: number; photo: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Each screenful's pictures finish before the next is shown.
    await page
      .waitForFunction(() => [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        return img.complete || box.width === 0 || box.bottom < 0 || box.top > innerHeight;
      }), undefined, { timeout: 20_000 })
      .catch(() => {});
  }
  await page.waitForLoadState("networkidle");
  // Inline, without named helpers: the script runs in the page, where tsx's naming helper does not exist.
  const weight = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => /\.(avif|webp|jpe?g|png|svg|gif)(\?|$)/.test(entry.name))
      .reduce((sums, entry) => ({ total: sums.total + entry.encodedBodySize, photo: sums.photo + (entry.name.includes("first-member") ? entry.encodedBodySize : 0) }), { total: 0, photo: 0 }),
  );
  await context.close();
  return weight;
}

/** Builds a copy of the site whose first team member's photo is `photo`, and measures the two pages' picture weight. */
async function weightsWith(browser: Browser, name: string, photo: Buffer) {
  const root = siteCopy(name);
  writeFileSync(join(root, "public", "images", "team", "first-member.jpg"), photo);
  const team = JSON.parse(readFileSync(join(root, TEAM_PAGE), "utf8"));
  team.blocks[1].members[0].image = { src: "/images/team/first-member.jpg", alt: "Dr Alex Example smiling at the reception desk" };
  writeFileSync(join(root, TEAM_PAGE), JSON.stringify(team, null, 2) + "\n");
  if (!(await buildSite(root, { quiet: true, mode: "preview" }))) throw new Error(`The ${name} copy did not build.`);
  const server = await startStaticServer(join(root, "dist"), 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const out: Record<string, { total: number; photo: number }> = {};
  try {
    for (const route of ["/", "/team"]) for (const scale of [1, 2, 3]) out[`${route} @${scale}x`] = await pictureWeight(browser, base + route, scale);
  } finally {
    server.close();
  }
  return out;
}

async function main() {
  console.log("Making a phone's original photo…");
  const original = await originalWithSeed(0);
  const { width, height, orientation } = await sharp(original).metadata();
  console.log(`  ${width}×${height}, orientation ${orientation}, ${mb(original.length)}, with the camera's details and GPS\n`);

  const { stored, largest, oldWebp } = await storedAndPublished(original);
  console.log("As published");
  console.log(`  before: the original byte for byte (${mb(original.length)}), sideways WebP variants up to 4032 px (the widest ${mb(oldWebp.length)})`);
  console.log(`  after:  stored ${stored.width}×${stored.height} upright, ${kb(stored.storedBytes)} ${verdict(stored.storedBytes <= 1024 * 1024)} (target ≤ 1 MB); largest variant ${largest.name} ${kb(largest.size)} ${verdict(largest.size <= 300 * 1024)} (target ≤ 300 KB)\n`);

  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const root = siteCopy("editor");
    const editor = await startEditor({ root, port: 0, dataFolder: join(scratch, "editor-data") });
    // On disk, as a person chooses them: the browser reads the file itself.
    const photos: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = join(scratch, `Team photo ${run}.jpg`);
      writeFileSync(file, await originalWithSeed(run));
      photos.push(file);
    }
    const times: number[] = [];
    try {
      for (let run = 1; run <= RUNS; run++) times.push(await previewTime(browser, editor.url, photos[run - 1]!, run));
    } finally {
      await editor.close();
    }
    const ready = median(times);
    console.log(`Ready in the editor's preview: median ${ready.toFixed(2)} s of ${RUNS} (${times.map((t) => t.toFixed(2)).join(", ")}) ${verdict(ready <= 3)} (target ≤ 3 s)\n`);

    if (!process.env.SKIP_WEIGHT) {
      // The same scene as a careful person would export it for the web: 1200 px wide, upright, no details.
      const webReady = await sharp(original).autoOrient().resize({ width: 1200 }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      console.log("Picture weight at 390 px (first team photo web-ready → phone original)…");
      const before = await weightsWith(browser, "web-ready", webReady);
      const after = await weightsWith(browser, "phone-original", original);
      for (const key of Object.keys(before)) {
        const [was, now] = [before[key]!, after[key]!];
        const grew = now.total > was.total * 1.02 + 1024;
        console.log(`  ${key.padEnd(10)} all pictures ${kb(was.total).padStart(7)} → ${kb(now.total).padStart(7)}, the team photo ${kb(was.photo).padStart(6)} → ${kb(now.photo).padStart(6)} ${grew ? "✗ grew" : "✓"}`);
      }
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`The picture benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
