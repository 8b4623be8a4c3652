/** Stands in for virtual:site/images (made by the build) in component tests: no picture is known, so none has variants. */
import type { ImageSizes } from "../../engine/build/images";

const images: ImageSizes = {};
export default images;
