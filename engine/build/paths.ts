/** Where a build keeps what outlives it. The bundles (engine/build/bundles.ts) stay inside the engine folder so they can import its node_modules. */
import { join } from "node:path";

export const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

/**
 * Picture variants drawn by sharp, kept between builds and shared by every site the engine builds (engine/build/images.ts).
 * SITE_IMAGE_CACHE, like SITE_VALIDATOR_CACHE below: another folder (bench:scale times a build with nothing kept).
 */
export const IMAGE_CACHE_DIR = process.env.SITE_IMAGE_CACHE ?? join(ENGINE_ROOT, ".cache", "images");

/** The JSON Schema validators ajv generates, kept while the schemas stay the same (engine/content/validate/ajv.ts). */
export const VALIDATOR_CACHE_DIR = process.env.SITE_VALIDATOR_CACHE ?? join(ENGINE_ROOT, ".cache", "validators");
