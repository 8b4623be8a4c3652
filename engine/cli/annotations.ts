/**
 * Problems as GitHub Actions workflow commands, so a run in GitHub shows each one on its line of the file (in a
 * pull request's changed files, and beside a change made in GitHub's web editor):
 *   ::error file=pages/about.json,line=12,col=9,title=blocks[0].heading::The heading is empty…
 * Printed only when GITHUB_ACTIONS=true (GitHub sets it), so a terminal never sees them.
 */
import { join, posix, relative } from "node:path";
import type { Problem } from "../content/validate/problem";

export function inGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === "true";
}

/** Data after "::" may not hold line breaks or "%" as they are. */
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
/** Property values also may not hold ":" or ",". */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/**
 * One workflow command per problem. `siteFolder` is the site's folder relative to the repository's top (for
 * `npm run validate -- --site examples/physio`), since GitHub places annotations by the path from the top.
 */
export function annotationsOf(problems: readonly Problem[], siteFolder = ""): string[] {
  return problems.map((problem) => {
    const command = problem.severity === "error" ? "error" : problem.severity === "warning" ? "warning" : "notice";
    const file = siteFolder ? posix.join(siteFolder.split("\\").join("/"), problem.file) : problem.file;
    const properties = [`file=${escapeProperty(file)}`];
    if (problem.line) properties.push(`line=${problem.line}`, `col=${problem.column ?? 1}`);
    properties.push(`title=${escapeProperty(problem.where)}`);
    return `::${command} ${properties.join(",")}::${escapeData(problem.message)}`;
  });
}

/** The site's folder as GitHub names it: relative to the workspace (the repository's top) when it is inside. */
export function siteFolderForAnnotations(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const top = env.GITHUB_WORKSPACE ?? process.cwd();
  const inside = relative(top, root);
  return inside.startsWith("..") || inside === join("") ? "" : inside;
}

/** Prints the annotations of `problems` when running in GitHub Actions. */
export function annotateInGitHub(problems: readonly Problem[], root: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!inGitHubActions(env)) return;
  for (const line of annotationsOf(problems, siteFolderForAnnotations(root, env))) console.log(line);
}
