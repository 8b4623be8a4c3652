/**
 * An <img> that uses the build's responsive variants: every picture under
 * public/ gets WebP (and, for photos, AVIF) copies at several widths (made by
 * engine/build/images.ts), and the browser picks the smallest that fits. A file
 * the build does not know (a test's) renders as a plain <img>.
 */
import type { ImgHTMLAttributes } from "react";
import { imageInfo } from "./images";

export type ResponsiveImgProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** How wide the image is shown, for choosing a variant (an <img> sizes value). */
  sizes?: string;
};

/** The sharpest screens a variant is chosen for: three device pixels to a CSS pixel. */
const MOST_DEVICE_PIXELS = 3;
const PX_PER_REM = 16;

/** The CSS pixels of a `sizes` that is one fixed length ("15rem", "240px"); undefined for any other. */
function fixedWidth(sizes: string): number | undefined {
  const unit = sizes.endsWith("rem") ? PX_PER_REM : sizes.endsWith("px") ? 1 : 0;
  const value = Number(sizes.slice(0, unit === PX_PER_REM ? -3 : -2));
  return unit && sizes.trim() === sizes && value > 0 ? value * unit : undefined;
}

/**
 * A srcset without the variants a fixed-width picture is never shown from: up to the first wide enough for the
 * sharpest screens. A card shown 15rem wide needs nothing past 960 pixels; listing 1280 and 1920 only weighs on
 * every page that shows it.
 */
export function srcSetFor(srcSet: string | undefined, sizes: string): string | undefined {
  const width = fixedWidth(sizes);
  if (srcSet === undefined || width === undefined) return srcSet;
  const needed = width * MOST_DEVICE_PIXELS;
  const kept: string[] = [];
  for (const candidate of srcSet.split(", ")) {
    kept.push(candidate);
    if (Number(candidate.slice(candidate.lastIndexOf(" ") + 1, -1)) >= needed) break;
  }
  return kept.join(", ");
}

export function ResponsiveImg({ src, sizes = "100vw", ...rest }: ResponsiveImgProps) {
  const { sources } = imageInfo(src);
  if (!sources) return <img src={src} {...rest} />;
  return (
    // display: contents (GlobalStyle) keeps <picture> out of the layout: the <img> is styled and placed as before.
    <picture>
      {sources.avif && <source type="image/avif" srcSet={srcSetFor(sources.avif, sizes)} sizes={sizes} />}
      <img src={src} srcSet={srcSetFor(sources.webp, sizes)} sizes={sizes} {...rest} />
    </picture>
  );
}
