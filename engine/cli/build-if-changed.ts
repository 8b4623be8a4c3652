/**
 * npm run build's start (the arguments of engine/cli/build.ts): says at once when nothing changed since the last
 * build, from the files' stamps (engine/build/upToDate.ts), and loads the build itself only when there is work to
 * do. The launcher (run.mjs) splits the build into a part loaded on demand, so a build with nothing to do loads a
 * few small modules, not the validator, the renderers' code or their packages.
 */
import { siteRootFrom } from "./siteRoot";
import { buildModeFor, precompressFor } from "./buildMode";
import { NOTHING_CHANGED, sourceStamps, upToDate } from "../build/upToDate";

async function main(argv: readonly string[]): Promise<boolean> {
  const root = siteRootFrom(argv);
  const settings = { mode: buildModeFor(argv), precompress: precompressFor(argv) };
  process.env.NODE_ENV ??= "production"; // as the build sets it: part of what the stamps compare
  // Taken once, before the build reads the files: one saved meanwhile is seen by the next build.
  const sources = sourceStamps(root);
  if (upToDate(root, settings, sources)) {
    console.log(NOTHING_CHANGED);
    return true;
  }
  const { buildRemembering } = await import("./build");
  return buildRemembering(root, settings, sources);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
