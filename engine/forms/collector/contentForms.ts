/**
 * The forms of the site the collector serves, read from its content (validated first, as a build would):
 * read again whenever a page or site.config.json changes, so a field added while npm run dev runs is
 * accepted at once. Node only.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { validateProject } from "../../content/validate";
import { listJsonFiles, projectPaths } from "../../content/files";
import { formatReport } from "../../cli/report";
import type { ReceiverDefinition } from "../contract";
import { formDefinitionsOf } from "../siteForms";

export type FormLookup = (name: string) => ReceiverDefinition | undefined;

/** The site's forms now, or an Error that lists the content's problems. */
export function readContentForms(root: string): Map<string, ReceiverDefinition> {
  const result = validateProject(root, { jsonSchemas: null });
  const errors = result.problems.filter((problem) => problem.severity === "error");
  if (errors.length) throw new Error(`the content in ${root} has problems, so its forms cannot be known:\n${formatReport(errors)}`);
  return formDefinitionsOf(result);
}

/** When any content file last changed (its files and their times): cheap enough to ask on every submission. */
function fingerprint(root: string): string {
  const paths = projectPaths(root);
  const files = [paths.siteConfig, ...listJsonFiles(paths.pagesDir).map((file) => join(paths.pagesDir, file))];
  return files.map((file) => `${file}:${statTime(file)}`).join("\n");
}

function statTime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Looks forms up in the content at `root`, reading it again when it changes. Content that breaks keeps the
 * last good forms (and says so once); content that was never good throws at the start.
 */
export function contentFormLookup(root: string, log: (message: string) => void = () => undefined): FormLookup {
  let seen = fingerprint(root);
  let forms = readContentForms(root);
  return (name) => {
    const now = fingerprint(root);
    if (now !== seen) {
      seen = now;
      try {
        forms = readContentForms(root);
      } catch (error) {
        log(`Kept the forms as they were: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return forms.get(name);
  };
}
