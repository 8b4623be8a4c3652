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

export function ResponsiveImg({ src, sizes = "100vw", ...rest }: ResponsiveImgProps) {
  const { sources } = imageInfo(src);
  if (!sources) return <img src={src} {...rest} />;
  return (
    // display: contents (GlobalStyle) keeps <picture> out of the layout: the <img> is styled and placed as before.
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img src={src} srcSet={sources.webp} sizes={sizes} {...rest} />
    </picture>
  );
}
