/** Stands in for virtual:site/images (made by the build) in component tests: no picture has variants. */
import type { ImageManifest } from "../../engine/build/images";

const images: ImageManifest = {};
export default images;
