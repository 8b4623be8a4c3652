/**
 * npm run build:group -- <group folder> [--preview]
 *
 * Builds every practice of a group (engine/group/): checks the group first (a practice changing what the group
 * locks, two practices at one address), then puts each practice together and builds it into
 * <group>/build/<practice>/dist/, incrementally. A practice with problems is named with them and not built; the
 * others still are. Ends with what each practice's build touched.
 */
import { resolve } from "node:path";
import { formatProblem } from "../content/validate/problem";
import { checkGroup } from "../group/checkGroup";
import { composePractice } from "../group/composePractice";
import { GroupError, leaveOutOf, practiceFolder, readGroup } from "../group/groupLayout";
import { buildModeFor, buildSite } from "./build";
import { validateProject } from "../content/validate";
import { inPracticeFiles } from "../group/practiceFiles";

export async function buildGroup(folder: string, argv: readonly string[] = []): Promise<{ built: string[]; refused: string[] }> {
  const group = readGroup(folder);
  const { problems, overrides } = checkGroup(group);
  const built: string[] = [];
  const refused: string[] = [];
  for (const id of group.practices) {
    const found = problems.get(id) ?? [];
    if (found.length) {
      console.error(`✗ ${id}: not built, ${found.length === 1 ? "one problem" : `${found.length} problems`}:`);
      for (const problem of found) console.error(formatProblem(problem));
      refused.push(id);
      continue;
    }
    const composed = composePractice(group, id, leaveOutOf(practiceFolder(group, id)));
    console.log(`\n${id}: ${composed.changed.length ? `${composed.changed.length} changed ${composed.changed.length === 1 ? "file" : "files"} (${composed.changed.slice(0, 5).join(", ")}${composed.changed.length > 5 ? ", …" : ""})` : "no change"}`);
    const differs = overrides.get(id) ?? [];
    if (differs.length) console.log(`  overrides the group's default: ${differs.join(", ")}`);
    // Checked here, so that a problem names the practice and the file it is written in (its own, or the group's).
    const validation = validateProject(composed.folder, { keepOnDisk: true });
    const errors = validation.problems.filter((problem) => problem.severity === "error");
    if (errors.length) {
      console.error(`✗ ${id}: not built, ${errors.length === 1 ? "one problem" : `${errors.length} problems`} in its content:`);
      for (const problem of inPracticeFiles(group, id, errors)) console.error(formatProblem(problem));
      refused.push(id);
      continue;
    }
    if (await buildSite(composed.folder, { mode: buildModeFor(argv), validation })) built.push(id);
    else refused.push(id);
  }
  console.log(`\n${group.name}: ${built.length} of ${group.practices.length} practices built${refused.length ? `; not built: ${refused.join(", ")}` : ""}.`);
  return { built, refused };
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
