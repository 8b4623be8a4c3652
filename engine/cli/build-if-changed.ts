/**
 * npm run build's start (the arguments of engine/cli/build.ts): says at once when nothing changed since the last
 * build, from the files' stamps (engine/build/upToDate.ts), or puts the last build's kept output back into an empty
 * dist/ when nothing else changed (engine/build/keptOutput.ts), and loads the build itself only when there is work to
 * do. The launcher (run.mjs) splits the build into a part loaded on demand, so a build with nothing to do loads a
 * few small modules, not the validator, the renderers' code or their packages.
 */
import { siteRootFrom } from "./siteRoot";
import { buildModeFor, precompressFor } from "./buildMode";
import { sourceStamps } from "../build/upToDate";
import { answerWithoutBuilding } from "../build/keptOutput";

async function main(argv: readonly string[]): Promise<boolean> {
  const root = siteRootFrom(argv);
  const settings = { mode: buildModeFor(argv), precompress: precompressFor(argv) };
  process.env.NODE_ENV ??= "production"; // as the build sets it: part of what the stamps compare
  // Taken once, before the build reads the files: one saved meanwhile is seen by the next build.
  const sources = sourceStamps(root);
  const answer = answerWithoutBuilding(root, settings, sources);
  if (answer) {
    console.log(answer);
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
