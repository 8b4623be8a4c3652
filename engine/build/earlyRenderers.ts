/**
 * The renderer threads a build starts before it checks the content, so that loading the server renderer (about a
 * quarter of a second a thread) happens while the content is checked rather than after. The server bundle depends
 * on the engine and the pictures' sizes only (read from public/, not from the content being checked). The build
 * uses the threads only if the checked content asks for the same bundle (engine/cli/build.ts); whoever started
 * them closes them.
 */
import { join } from "node:path";
import { browserImageSizes } from "./contentForRenderers";
import { cachedServerEntry } from "./bundles";
import { loadRenderers, type LoadingRenderers } from "./renderThreads";

/** One thread: a build that draws many pages adds the others once it knows (engine/build/prerender.ts). */
const EARLY_THREADS = 1;

export async function startRenderersEarly(root: string, { threads = EARLY_THREADS, reusable = false } = {}): Promise<LoadingRenderers | undefined> {
  // SITE_RENDER_THREADS=0 asks for the build's own thread alone.
  if (process.env.SITE_RENDER_THREADS === "0") return undefined;
  const entry = cachedServerEntry(await browserImageSizes(join(root, "public")));
  return entry ? loadRenderers(entry, threads, { reusable }) : undefined;
}
