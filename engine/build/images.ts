/**
 * The image pipeline. Every picture under public/ (a photo the practice adds,
 * or an SVG illustration) gets responsive variants made by sharp at build time
 * (which ones: engine/build/imageVariants.ts) and its intrinsic width and
 * height, so renderers can reserve its box. The sizes reach the browser as
 * virtual:site/images.
 *
 * A photo is first prepared (engine/build/preparePicture.ts): turned upright, at most LONGEST_SIDE pixels on its
 * long side, without the camera's details. The build publishes that in place of a camera's original found in
 * public/, and draws the variants from it, so none is sideways or carries GPS. A photo the editor added is
 * already prepared and is published as it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Sharp } from "sharp";
import { loadSharp } from "./lazySharp";
import { variantFormats, variantSources, variantUrl, variantWidths, type VariantFormat, type VariantSources } from "./imageVariants";
import { changesNeeded, preparePicture, uprightSize } from "./preparePicture";
import { IMAGE_CACHE_DIR } from "./paths";
import { OutputTree } from "./output";
import { writeWhole } from "./writeWhole";

const RASTER = new Set([".png", ".jpg", ".jpeg", ".webp"]);
/** Whether a file on disk is an SVG (isVector answers the same for a public address, which starts with "/"). */
const isSvgFile = (file: string) => /\.svg$/i.test(file);

export interface ImageInfo {
  width: number;
  height: number;
  sources: VariantSources;
}
export type ImageManifest = Record<string, ImageInfo>;
/** What the browser gets: [width, height] of the pictures whose variants or shape it cannot know otherwise. */
export type ImageSizes = Record<string, [number, number]>;

function listImages(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (RASTER.has(extname(entry.name).toLowerCase()) || isSvgFile(entry.name)) out.push(full);
    }
  };
  walk(publicDir);
  return out.sort();
}

/** width/height of an SVG from its attributes, or its viewBox. */
function svgSize(file: string): { width: number; height: number } | null {
  // Asked for each SVG by the build's sizes and by its drawings: read once while the file is as it was.
  const { size, mtimeMs } = statSync(file);
  const state = `${file}:${size}:${mtimeMs}`;
  if (!sizesByState.has(state)) sizesByState.set(state, readSvgSize(file));
  return sizesByState.get(state)!;
}

const sizesByState = new Map<string, { width: number; height: number } | null>();

function readSvgSize(file: string): { width: number; height: number } | null {
  const head = readFileSync(file, "utf8").slice(0, 2000);
  const tag = /<svg\b[^<>]*>/i.exec(head)?.[0] ?? ""; // [^<>]: a failed try never runs into the next "<svg"
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const width = attr("width");
  const height = attr("height");
  if (width && height) return { width, height };
  const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/** The address a file under public/ is served at, e.g. "/images/logo.svg". */
const srcOf = (publicDir: string, file: string) => "/" + relative(publicDir, file).split(sep).join("/");

/** Content stamps already computed in this process, by file and file state: the dev server asks once per picture request. */
const stampsByState = new Map<string, string>();

/**
 * Names a source file's content, so its cached variants are remade when it changes and found again
 * wherever the file lives: another checkout, a fresh clone (new file times), a benchmark's copy of the site.
 */
function sourceStamp(file: string): string {
  const { size, mtimeMs } = statSync(file);
  const state = `${file}:${size}:${mtimeMs}`;
  let stamp = stampsByState.get(state);
  if (!stamp) {
    // A picture's drawings also depend on how it is prepared and drawn: the pipeline's name renames them when that changes.
    const hash = createHash("sha1").update(`${isSvgFile(file) ? VECTOR_PIPELINE : PHOTO_PIPELINE}\0`);
    stamp = hash.update(readFileSync(file)).digest("hex").slice(0, 12);
    stampsByState.set(state, stamp);
  }
  return stamp;
}

/** Changed whenever photos are prepared or drawn differently, so no drawing made the old way is reused. */
const PHOTO_PIPELINE = "photo-2";
/** The same for SVG illustrations (vector-1: WebP at sharp's default effort). */
const VECTOR_PIPELINE = "vector-1";

/** The file the site publishes for a picture, and its upright size: the original, or its prepared copy in the cache. */
interface Published {
  file: string;
  width: number;
  height: number;
}

/** Prepared copies already found or made in this process, by source file and stamp. */
const publishedByStamp = new Map<string, Promise<Published>>();

/** What the site publishes for a photo under public/: itself when it is fit to publish, else its prepared copy. */
function publishedPhoto(file: string, cacheDir: string): Promise<Published> {
  const stamp = sourceStamp(file);
  const key = `${file}:${stamp}:${cacheDir}`;
  let found = publishedByStamp.get(key);
  if (!found) {
    found = preparedCopy(file, stamp, cacheDir);
    publishedByStamp.set(key, found);
    found.catch(() => publishedByStamp.delete(key));
  }
  return found;
}

async function preparedCopy(file: string, stamp: string, cacheDir: string): Promise<Published> {
  const cached = join(cacheDir, stamp, `prepared${extname(file).toLowerCase()}`);
  // What an earlier build found for these bytes: a build with nothing new to draw need not load sharp at all.
  const facts = join(cacheDir, stamp, "published.json");
  const known = keptFacts(facts);
  if (known && (!known.prepared || existsSync(cached))) return { file: known.prepared ? cached : file, width: known.width, height: known.height };
  const found = await examinedCopy(file, cached);
  writeWhole(facts, JSON.stringify({ prepared: found.file === cached, width: found.width, height: found.height }));
  return found;
}

async function examinedCopy(file: string, cached: string): Promise<Published> {
  const sharp = await loadSharp();
  const metadata = await sharp(file).metadata().catch((error: unknown) => {
    throw new Error(unreadablePicture(file, error));
  });
  if (!changesNeeded(metadata).length) return { file, ...uprightSize(metadata) };
  if (existsSync(cached)) {
    const { width = 0, height = 0 } = await sharp(cached).metadata();
    return { file: cached, width, height };
  }
  const prepared = await preparePicture(readFileSync(file));
  writeWhole(cached, prepared.bytes);
  return { file: cached, width: prepared.width, height: prepared.height };
}

/** A picture sharp cannot open, named as staff know it (public/…), with what to do. */
function unreadablePicture(file: string, error: unknown): string {
  const path = file.split(sep).join("/");
  const named = path.includes("/public/") ? path.slice(path.lastIndexOf("/public/") + 1) : path;
  const reason = error instanceof Error ? error.message : String(error);
  return `${named} cannot be read as a picture (${reason.replace(/\.$/, "")}). Replace it with a JPEG, PNG, WebP or SVG file, or remove it.`;
}

function keptFacts(file: string): { prepared: boolean; width: number; height: number } | null {
  try {
    const facts = JSON.parse(readFileSync(file, "utf8"));
    return typeof facts.prepared === "boolean" && Number.isInteger(facts.width) && Number.isInteger(facts.height) ? facts : null;
  } catch {
    return null;
  }
}

/** A picture's intrinsic size as published: a photo's once prepared (upright, within LONGEST_SIDE), an SVG's from its own attributes. */
async function intrinsicSize(file: string, cacheDir: string): Promise<{ width: number; height: number } | null> {
  if (isSvgFile(file)) return svgSize(file);
  const { width, height } = await publishedPhoto(file, cacheDir);
  return { width, height };
}

/** sharp reads an SVG at 72 dpi; a higher density draws it at the variant's width instead of enlarging pixels. */
const drawAt = (sharp: Awaited<ReturnType<typeof loadSharp>>, file: string, intrinsicWidth: number, width: number): Sharp =>
  isSvgFile(file) ? sharp(file, { density: Math.max(72, (72 * width) / intrinsicWidth) }) : sharp(file);

export async function imageManifest(publicDir: string, cacheDir = IMAGE_CACHE_DIR): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  for (const file of listImages(publicDir)) {
    const src = srcOf(publicDir, file);
    const size = await intrinsicSize(file, cacheDir);
    if (size) manifest[src] = { ...size, sources: variantSources(src, size.width)! };
  }
  return manifest;
}

/**
 * How a variant is encoded. An illustration's WebP keeps sharp's default effort: effort 2 halved a first build's
 * drawing (3.7 processor seconds for 125 drawings, 1.9) but made every patient's files 6 % larger, once per build
 * against every visit. Widths past 1280 are only fetched by sharp (2x) screens, where each pixel is half
 * the size and a lower quality does not show; AVIF's effort 2 takes a fifth of the default's time for the same
 * size at these qualities, so a new photo is ready in the editor's preview within seconds.
 */
const encoding = (source: string, width: number, format: VariantFormat) => {
  if (isSvgFile(source)) return { quality: format === "avif" ? 55 : 72 };
  const sharpScreensOnly = width > 1280;
  return format === "avif" ? { quality: sharpScreensOnly ? 45 : 50, effort: 2 } : { quality: sharpScreensOnly ? 60 : 72 };
};

/** Drawings being made now, by cached file: two requests for one variant (the preview, a build) share the work. */
const drawing = new Map<string, Promise<void>>();

/**
 * The file of one variant in .cache/images (under the source's stamp), made now unless an unchanged source made it
 * before. `source` is what the site publishes (a prepared photo, or an SVG), so the variant is upright and carries
 * no metadata (sharp writes none unless told).
 */
async function cachedVariant(source: string, stamp: string, intrinsicWidth: number, url: string, width: number, format: VariantFormat, cacheDir: string): Promise<string> {
  const cached = join(cacheDir, stamp, url);
  if (existsSync(cached)) return cached;
  let pending = drawing.get(cached);
  if (!pending) {
    pending = (async () => {
      // Written whole: builds running side by side (tests, benchmarks) share the cache, and none may copy a drawing another is still writing.
      writeWhole(cached, await drawAt(await loadSharp(), source, intrinsicWidth, width).autoOrient().resize({ width, withoutEnlargement: true })[format](encoding(source, width, format)).toBuffer());
    })().finally(() => drawing.delete(cached));
    drawing.set(cached, pending);
  }
  await pending;
  return cached;
}

/** The file to draw a picture's variants from, and its width. */
async function drawingSource(file: string, cacheDir: string): Promise<{ source: string; width: number } | null> {
  if (isSvgFile(file)) {
    const size = svgSize(file);
    return size && { source: file, width: size.width };
  }
  const { file: source, width } = await publishedPhoto(file, cacheDir);
  return { source, width };
}

/** Every variant of public/'s pictures in .cache/images, and the prepared photos to publish in place of the originals. */
export interface DrawnVariants {
  /** A picture's address (without the leading "/") and the prepared copy published in its place. */
  replaced: Array<[string, string]>;
  /** Each variant's address (without the leading "/") and its file in the cache, in a fixed order. */
  variants: Array<[string, string]>;
}

/**
 * Writes the variants into dist/_img, reusing earlier results from .cache/images when the source is unchanged, and
 * puts each prepared photo in place of the camera's original that the bundler copied from public/ (the <img>
 * fallback), so no original is published.
 */
export async function writeImageVariants(publicDir: string, dist: string | OutputTree, cacheDir: string): Promise<number> {
  return publishImageVariants(await drawImageVariants(publicDir, cacheDir), typeof dist === "string" ? new OutputTree(dist) : dist);
}

/** Publishes what drawImageVariants made; the number of variants. */
export function publishImageVariants({ replaced, variants }: DrawnVariants, out: OutputTree): number {
  // Published in place of the original that public/ holds (copied over it, after public/ itself).
  for (const [rel, prepared] of replaced) out.copy(rel, prepared);
  for (const [rel, file] of variants) out.copy(rel, file);
  return variants.length;
}

/**
 * Draws every variant the pictures of public/ have into the cache (those drawn before are found there). A build
 * starts this before it checks its content, so a first build's drawing runs beside the check and Vite's bundles.
 */
export async function drawImageVariants(publicDir: string, cacheDir: string): Promise<DrawnVariants> {
  const files = listImages(publicDir);
  const sources = await eachAtOnce(files, (file) => drawingSource(file, cacheDir));
  const replaced: DrawnVariants["replaced"] = [];
  const variants: { url: string; make: () => Promise<string> }[] = [];
  files.forEach((file, at) => {
    const drawn = sources[at];
    if (!drawn) return;
    const src = srcOf(publicDir, file);
    if (drawn.source !== file) replaced.push([src.slice(1), drawn.source]);
    const stamp = sourceStamp(file);
    for (const w of variantWidths(src, drawn.width)) {
      for (const format of variantFormats(src)) {
        const url = variantUrl(src, w, format);
        variants.push({ url, make: () => cachedVariant(drawn.source, stamp, drawn.width, url, w, format, cacheDir) });
      }
    }
  });
  // Drawn side by side (a first build draws ~200), published in a fixed order.
  const made = await eachAtOnce(variants, (variant) => variant.make());
  return { replaced, variants: variants.map((variant, at) => [variant.url.slice(1), made[at]!]) };
}

/**
 * `work` for every item, as many at once as the machine has cores (sharp draws off the main thread, so each core
 * encodes a picture: one at a time left the other core idle during a first build), the answers in the items' order.
 */
async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(items.length, availableParallelism()) }, worker));
  return answers;
}

/**
 * For the dev server, which has no dist/: the cached file of the variant a page asks for
 * (`/_img/images/a-640.webp`), made on the first request, or null when no picture has it.
 */
export async function variantForRequest(publicDir: string, url: string, cacheDir: string): Promise<string | null> {
  const path = url.split("?")[0]!;
  const asked = /^\/_img(\/.+)-(\d+)\.(avif|webp)$/.exec(path);
  if (!asked) return null;
  const [, base, width, format] = asked;
  for (const file of listImages(publicDir)) {
    const src = srcOf(publicDir, file);
    if (src.replace(/\.[^.]+$/, "") !== base) continue;
    const drawn = await drawingSource(file, cacheDir);
    if (!drawn || !variantWidths(src, drawn.width).includes(Number(width)) || !variantFormats(src).includes(format as VariantFormat)) return null;
    return cachedVariant(drawn.source, sourceStamp(file), drawn.width, path, Number(width), format as VariantFormat, cacheDir);
  }
  return null;
}
