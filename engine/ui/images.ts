/** Responsive variants of a picture under public/, and its size where the build told the browser. */
import images from "virtual:site/images";
import { variantSources, type VariantSources } from "../build/imageVariants";

export interface PictureInfo {
  width?: number;
  height?: number;
  sources?: VariantSources;
}

export function imageInfo(src: string): PictureInfo {
  const [width, height] = images[src] ?? [];
  return { width, height, sources: variantSources(src, width) };
}
