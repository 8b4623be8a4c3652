/** Where a build writes. The server bundle stays inside the engine folder so it can import the engine's node_modules. */
import { createHash } from "node:crypto";
import { join } from "node:path";

export const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

/** Picture variants drawn by sharp, kept between builds and shared by every site the engine builds (engine/build/images.ts). */
export const IMAGE_CACHE_DIR = join(ENGINE_ROOT, ".cache", "images");

/** The JSON Schema validators ajv generates, kept while the schemas stay the same (engine/content/validate/ajv.ts). */
export const VALIDATOR_CACHE_DIR = join(ENGINE_ROOT, ".cache", "validators");

export function ssrOutDir(contentRoot: string): string {
  const id = createHash("sha1").update(contentRoot).digest("hex").slice(0, 10);
  return join(ENGINE_ROOT, ".cache", "ssr", id);
}
