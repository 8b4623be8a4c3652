/** Size and responsive variants of a picture under public/, from the build's image manifest. */
import images from "virtual:site/images";
import type { ImageInfo } from "../build/images";

export function imageInfo(src: string): ImageInfo | undefined {
  return images[src];
}
