/**
 * Which responsive variants a picture under public/ has, and where they live.
 * Shared by the build, which makes them (engine/build/images.ts), and the
 * renderers, which list them in srcset; so the browser needs no lists, only
 * the width of each photo.
 *
 * A photo gets AVIF and WebP copies at the widths below, never enlarged. An SVG
 * illustration gets WebP copies drawn at the widths up to twice its own: a browser builds a small
 * document of its own on the main thread for every SVG picture (3-20 ms each on
 * the benchmark machine, and a treatment page shows ten), while a WebP is
 * decoded off it. Flat vector art compresses well in WebP, and AVIF would take
 * ten times as long to make. The SVG stays the <img> fallback.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];

/**
 * The widest any block draws a picture, in CSS pixels: the page's content is at most 72rem (1,152 px) wide, and a
 * banner's background spans the screen; 1,200 covers both on common screens. Sharp (2x) screens need twice the
 * pixels, so a photo is stored, and its variants made, at most LONGEST_SIDE pixels on its long side (2,400).
 */
export const LARGEST_DRAWN_WIDTH = 1200;
export const LONGEST_SIDE = 2 * LARGEST_DRAWN_WIDTH;

/** How many times its own width a vector's variants go up to. */
const VECTOR_SCALE = 2;

export type VariantFormat = "avif" | "webp";
const PHOTO_FORMATS: readonly VariantFormat[] = ["avif", "webp"];
const VECTOR_FORMATS: readonly VariantFormat[] = ["webp"];

/** srcset per format, e.g. { avif: "/_img/a-320.avif 320w, …" }. */
export type VariantSources = Partial<Record<VariantFormat, string>>;

/** An SVG under public/ (the validator makes sure the file is there). */
export const isVector = (src: string) => src.startsWith("/") && /\.svg$/i.test(src);

export const variantFormats = (src: string) => (isVector(src) ? VECTOR_FORMATS : PHOTO_FORMATS);

/**
 * The widths a picture's variants are made at: a photo's up to its intrinsic width (never past LONGEST_SIDE), a
 * vector's up to twice its own (the first width that covers it on a sharp screen): an illustration drawn 480 wide is
 * not drawn at 1,920, which took most of a first build's time (a 1,920-pixel raster costs 36 times a 320 one).
 */
export function variantWidths(src: string, width?: number): number[] {
  if (isVector(src)) {
    if (!width) return VARIANT_WIDTHS;
    const covering = VARIANT_WIDTHS.findIndex((w) => w >= VECTOR_SCALE * width);
    return covering === -1 ? VARIANT_WIDTHS : VARIANT_WIDTHS.slice(0, covering + 1);
  }
  if (!width) return [];
  const widest = Math.min(width, LONGEST_SIDE);
  return VARIANT_WIDTHS.filter((w) => w < widest).concat(widest);
}

export const variantUrl = (src: string, width: number, format: VariantFormat) => `/_img${src.replace(/\.[^.]+$/, "")}-${width}.${format}`;

/** srcset per format for a picture (a photo's intrinsic width decides its widths); none for an unknown photo. */
export function variantSources(src: string, width?: number): VariantSources | undefined {
  const widths = variantWidths(src, width);
  if (!widths.length) return undefined;
  return Object.fromEntries(variantFormats(src).map((format) => [format, widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ")]));
}
