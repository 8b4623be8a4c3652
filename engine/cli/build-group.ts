/**
 * npm run build:group -- <group folder> [--preview]
 *
 * Builds every practice of a group (engine/group/): checks the group first (a practice changing what the group
 * locks, two practices at one address), then puts each practice together and builds it into
 * <group>/build/<practice>/dist/, incrementally. A practice with problems is named with them and not built; the
 * others still are. A practice whose files and build inputs did not change since its last build is left as it is
 * (group/builtWith.ts). One set of renderer threads draws every practice's pages. Ends with what each build touched.
 */
import { dirname, resolve } from "node:path";
import { formatProblem } from "../content/validate/problem";
import { checkGroup } from "../group/checkGroup";
import { composePractice } from "../group/composePractice";
import { GroupError, leaveOutOf, practiceFolder, readGroup, sharedFolder } from "../group/groupLayout";
import { sourcesOf } from "../group/sourceStamps";
import { buildModeFor, buildSite } from "./build";
import { availableParallelism } from "node:os";
import { startRenderersEarly } from "../build/earlyRenderers";
import type { LoadingRenderers } from "../build/renderThreads";
import { builtWith, forgetBuild, groupBuildInputs, rememberBuild } from "../group/builtWith";
import { validateProject } from "../content/validate";
import { SchemaShelf } from "../content/validate/schemaShelf";
import { inPracticeFiles } from "../group/practiceFiles";
import { gitHasHistoryOf } from "../group/gitHistory";
import { RendererTurns } from "../group/rendererTurns";
import { withPracticeLogs } from "../group/practiceLogs";

/**
 * Practices built at once: one drawing in the renderer threads while the next is checked and prepared (one at a time
 * when the pages are drawn on the build's own thread, SITE_RENDER_THREADS=0).
 */
const PRACTICES_AT_ONCE = 2;

/** Runs `work` on each item, at most `atOnce` at a time, each started in the items' order. */
async function inTurn<T>(items: readonly T[], atOnce: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/** built: every practice whose dist/ is up to date now, of which `unchanged` needed no build; refused: those with problems. */
export async function buildGroup(folder: string, argv: readonly string[] = []): Promise<{ built: string[]; refused: string[]; unchanged: string[] }> {
  process.env.NODE_ENV ??= "production";
  const group = readGroup(folder);
  // Every source file listed and stamped once: the checks and each practice's composition share the listing.
  const shared = sourcesOf(sharedFolder(group));
  const own = new Map(group.practices.map((id) => [id, sourcesOf(practiceFolder(group, id))]));
  const { problems, overrides } = checkGroup(group, shared.keys(), (id) => [...own.get(id)!.keys()]);
  const mode = buildModeFor(argv);
  const inputs = groupBuildInputs(mode);
  const built: string[] = [];
  const refused: string[] = [];
  const unchanged: string[] = [];
  // One set of renderer threads for every practice (they share the engine and, with the group's pictures, the
  // server renderer): started once, instead of once per practice.
  let renderers: Promise<LoadingRenderers | undefined> | undefined;
  // Each practice put together first: what needs building decides how many renderer threads are worth starting.
  const toBuild: { id: string; composed: ReturnType<typeof composePractice> }[] = [];
  // The content schemas, built once for every practice's checks (each practice's own pages and pictures answer them).
  const shelf = new SchemaShelf();
  for (const id of group.practices) {
    const found = problems.get(id) ?? [];
    if (found.length) {
      console.error(`✗ ${id}: not built, ${found.length === 1 ? "one problem" : `${found.length} problems`}:`);
      for (const problem of found) console.error(formatProblem(problem));
      refused.push(id);
      continue;
    }
    const composed = composePractice(group, id, leaveOutOf(practiceFolder(group, id)), shared, own.get(id));
    if (!composed.changed.length && builtWith(composed.folder, inputs)) unchanged.push(id);
    else toBuild.push({ id, composed });
  }
  // Asked of git once for every practice's composed folder (they share <group>/build/), not once per practice.
  const untracked = toBuild.length > 0 && !gitHasHistoryOf(dirname(toBuild[0]!.composed.folder));
  if (toBuild.length) renderers = startRenderersEarly(toBuild[0]!.composed.folder, { threads: toBuild.length > 1 ? availableParallelism() : 1, reusable: true });
  const loaded = await renderers;
  // The threads draw the practices one after another (rendererTurns.ts) while the next practice is prepared.
  const turns = loaded && new RendererTurns(loaded);
  const outcome = new Map<string, boolean>();
  const buildOne = async ({ id, composed }: (typeof toBuild)[number]) => {
    const turn = turns?.take();
    try {
      console.log(`\n${id}: ${composed.changed.length ? `${composed.changed.length} changed ${composed.changed.length === 1 ? "file" : "files"} (${composed.changed.slice(0, 5).join(", ")}${composed.changed.length > 5 ? ", …" : ""})` : "no change"}`);
      const differs = overrides.get(id) ?? [];
      if (differs.length) console.log(`  overrides the group's default: ${differs.join(", ")}`);
      forgetBuild(composed.folder);
      // Checked here, so that a problem names the practice and the file it is written in (its own, or the group's).
      const validation = validateProject(composed.folder, { keepOnDisk: true, shelf });
      const errors = validation.problems.filter((problem) => problem.severity === "error");
      if (errors.length) {
        console.error(`✗ ${id}: not built, ${errors.length === 1 ? "one problem" : `${errors.length} problems`} in its content:`);
        for (const problem of inPracticeFiles(group, id, errors)) console.error(formatProblem(problem));
        return outcome.set(id, false);
      }
      const ok = await buildSite(composed.folder, { mode, validation, early: turn?.loading, linkCopies: true, untracked });
      if (ok) rememberBuild(composed.folder, inputs);
      outcome.set(id, ok);
    } finally {
      turn?.release();
    }
  };
  try {
    await withPracticeLogs((inPractice) => inTurn(toBuild, turns ? PRACTICES_AT_ONCE : 1, (entry, index) => inPractice(index, () => buildOne(entry))));
  } finally {
    await loaded?.close();
  }
  for (const { id } of toBuild) (outcome.get(id) ? built : refused).push(id);
  if (unchanged.length) console.log(`\nUnchanged since their last build, not built again: ${unchanged.length === group.practices.length ? "every practice" : unchanged.join(", ")}.`);
  console.log(`\n${group.name}: ${built.length + unchanged.length} of ${group.practices.length} practices built${refused.length ? `; not built: ${refused.join(", ")}` : ""}.`);
  return { built: group.practices.filter((id) => built.includes(id) || unchanged.includes(id)), refused, unchanged };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const folder = argv.find((arg) => !arg.startsWith("--"));
  if (!folder) {
    console.error("Which group? npm run build:group -- examples/group");
    process.exit(2);
  }
  buildGroup(resolve(folder), argv).then(
    ({ refused }) => process.exit(refused.length ? 1 : 0),
    (error: unknown) => {
      console.error(error instanceof GroupError ? `✗ ${error.message}` : `The group's build failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
