/** Where a build writes. The server bundle stays inside the engine folder so it can import the engine's node_modules. */
import { createHash } from "node:crypto";
import { join } from "node:path";

export const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

export function ssrOutDir(contentRoot: string): string {
  const id = createHash("sha1").update(contentRoot).digest("hex").slice(0, 10);
  return join(ENGINE_ROOT, ".cache", "ssr", id);
}
