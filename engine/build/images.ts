/**
 * The image pipeline. Every picture under public/ (a photo the practice adds,
 * or an SVG illustration) gets responsive variants made by sharp at build time
 * (which ones: engine/build/imageVariants.ts) and its intrinsic width and
 * height, so renderers can reserve its box. The sizes reach the browser as
 * virtual:site/images.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { variantFormats, variantSources, variantUrl, variantWidths, type VariantFormat, type VariantSources } from "./imageVariants";

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
    stamp = createHash("sha1").update(readFileSync(file)).digest("hex").slice(0, 12);
    stampsByState.set(state, stamp);
  }
  return stamp;
}

/** A picture's intrinsic size: from sharp for a photo, from its own attributes for an SVG. */
async function intrinsicSize(file: string): Promise<{ width: number; height: number } | null> {
  if (isSvgFile(file)) return svgSize(file);
  const { width = 0, height = 0 } = await sharp(file).metadata();
  return { width, height };
}

/** sharp reads an SVG at 72 dpi; a higher density draws it at the variant's width instead of enlarging pixels. */
const drawAt = (file: string, intrinsicWidth: number, width: number) =>
  isSvgFile(file) ? sharp(file, { density: Math.max(72, (72 * width) / intrinsicWidth) }) : sharp(file);

export async function imageManifest(publicDir: string): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  for (const file of listImages(publicDir)) {
    const src = srcOf(publicDir, file);
    const size = await intrinsicSize(file);
    if (size) manifest[src] = { ...size, sources: variantSources(src, size.width)! };
  }
  return manifest;
}

/** The file of one variant in .cache/images (under the source's stamp), made now unless an unchanged source made it before. */
async function cachedVariant(file: string, stamp: string, intrinsicWidth: number, url: string, width: number, format: VariantFormat, cacheDir: string): Promise<string> {
  const cached = join(cacheDir, stamp, url);
  if (!existsSync(cached)) {
    mkdirSync(dirname(cached), { recursive: true });
    // Written aside and renamed: builds running side by side (tests, benchmarks) share the cache,
    // and none may copy a drawing another is still writing.
    const partial = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}.part`;
    await drawAt(file, intrinsicWidth, width).resize({ width, withoutEnlargement: true })[format]({ quality: format === "avif" ? 55 : 72 }).toFile(partial);
    renameSync(partial, cached);
  }
  return cached;
}

/** Writes the variants into dist/_img, reusing earlier results from .cache/images when the source is unchanged. */
export async function writeImageVariants(publicDir: string, distDir: string, cacheDir: string): Promise<number> {
  let written = 0;
  for (const file of listImages(publicDir)) {
    const src = srcOf(publicDir, file);
    const size = await intrinsicSize(file);
    if (!size) continue;
    const stamp = sourceStamp(file);
    for (const w of variantWidths(src, size.width)) {
      for (const format of variantFormats(src)) {
        const url = variantUrl(src, w, format);
        const out = join(distDir, url);
        mkdirSync(dirname(out), { recursive: true });
        copyFileSync(await cachedVariant(file, stamp, size.width, url, w, format, cacheDir), out);
        written++;
      }
    }
  }
  return written;
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
    const size = await intrinsicSize(file);
    if (!size || !variantWidths(src, size.width).includes(Number(width)) || !variantFormats(src).includes(format as VariantFormat)) return null;
    return cachedVariant(file, sourceStamp(file), size.width, path, Number(width), format as VariantFormat, cacheDir);
  }
  return null;
}
