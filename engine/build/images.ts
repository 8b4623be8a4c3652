/**
 * The image pipeline. Every raster picture under public/ (a photo the practice
 * adds) gets responsive AVIF and WebP variants made by sharp at build time;
 * every picture (SVG too) gets its intrinsic width and height, so renderers
 * can reserve its box. The manifest reaches the browser as virtual:site/images.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import { createHash } from "node:crypto";
import sharp from "sharp";

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];
const RASTER = new Set([".png", ".jpg", ".jpeg", ".webp"]);
const FORMATS = ["avif", "webp"] as const;

export interface ImageInfo {
  width: number;
  height: number;
  /** srcset per modern format, e.g. { avif: "/_img/a-320.avif 320w, …" }; absent for SVG. */
  sources?: Partial<Record<(typeof FORMATS)[number], string>>;
}
export type ImageManifest = Record<string, ImageInfo>;

function listImages(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (RASTER.has(extname(entry.name).toLowerCase()) || entry.name.endsWith(".svg")) out.push(full);
    }
  };
  walk(publicDir);
  return out.sort();
}

/** width/height of an SVG from its attributes, or its viewBox. */
function svgSize(file: string): { width: number; height: number } | null {
  const head = readFileSync(file, "utf8").slice(0, 2000);
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0] ?? "";
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const width = attr("width");
  const height = attr("height");
  if (width && height) return { width, height };
  const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

const variantUrl = (src: string, width: number, format: string) => `/_img${src.replace(/\.[^.]+$/, "")}-${width}.${format}`;

export async function imageManifest(publicDir: string): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  for (const file of listImages(publicDir)) {
    const src = "/" + relative(publicDir, file).split(sep).join("/");
    if (file.endsWith(".svg")) {
      const size = svgSize(file);
      if (size) manifest[src] = size;
      continue;
    }
    const { width = 0, height = 0 } = await sharp(file).metadata();
    const widths = VARIANT_WIDTHS.filter((w) => w < width).concat(width);
    const sources = Object.fromEntries(FORMATS.map((format) => [format, widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ")]));
    manifest[src] = { width, height, sources };
  }
  return manifest;
}

/** Writes the variants into dist/_img, reusing earlier results from .cache/images when the source is unchanged. */
export async function writeImageVariants(publicDir: string, distDir: string, cacheDir: string): Promise<number> {
  let written = 0;
  for (const file of listImages(publicDir)) {
    if (file.endsWith(".svg")) continue;
    const src = "/" + relative(publicDir, file).split(sep).join("/");
    const { width = 0 } = await sharp(file).metadata();
    const stamp = createHash("sha1").update(`${file}:${statSync(file).size}:${statSync(file).mtimeMs}`).digest("hex").slice(0, 12);
    for (const w of VARIANT_WIDTHS.filter((v) => v < width).concat(width)) {
      for (const format of FORMATS) {
        const url = variantUrl(src, w, format);
        const cached = join(cacheDir, stamp, url);
        if (!existsSync(cached)) {
          mkdirSync(dirname(cached), { recursive: true });
          await sharp(file).resize({ width: w, withoutEnlargement: true })[format]({ quality: format === "avif" ? 55 : 72 }).toFile(cached);
        }
        const out = join(distDir, url);
        mkdirSync(dirname(out), { recursive: true });
        copyFileSync(cached, out);
        written++;
      }
    }
  }
  return written;
}
