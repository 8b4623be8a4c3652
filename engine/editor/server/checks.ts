/**
 * Checks a document as it would be saved: the whole project is validated with the edited text in place of
 * the file (validateProject's overrides), then the editorial checks run, exactly as npm run validate does.
 * So the editor shows the validator's own problems in its own words, cross-checks included (a link to a
 * page that is not there, a picture missing from public/, a treatment not in the catalogue).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../content/files";
import { validateProject } from "../../content/validate";
import { loadJsonSchemaValidators, type JsonSchemaValidators } from "../../content/validate/ajv";
import { lintContent } from "../../content/lint";
import type { Problem } from "../../content/validate/problem";

export interface DraftProblems {
  /** The document's own problems: errors, and the editorial checks' warnings. */
  problems: Problem[];
  /** Errors in other files while this text stands (a change to site.config.json can break a page). */
  elsewhere: Problem[];
}

export class ProjectChecker {
  private readonly jsonSchemas: JsonSchemaValidators | null;
  /** The errors of the files as they are on disk, kept until a file changes: what a draft is compared with. */
  private baseline: { stamp: string; problems: Problem[] } | undefined;

  constructor(private readonly root: string) {
    // Loaded once: every check then compares with the JSON Schemas too, as npm run validate does.
    this.jsonSchemas = loadJsonSchemaValidators(join(root, "schemas"));
  }

  /**
   * Problems of `file` if it held `text`: its own, and the errors it would cause in other files (those the
   * other files do not have as they are: a broken page elsewhere is not this document's to fix).
   */
  check(file: string, text: string): DraftProblems {
    const result = validateProject(this.root, { jsonSchemas: this.jsonSchemas, overrides: new Map([[file, text]]) });
    const all = [...result.problems, ...lintContent(result)];
    const before = this.checkAll().filter((problem) => problem.file !== file && problem.severity === "error");
    return {
      problems: all.filter((problem) => problem.file === file),
      elsewhere: newlyBroken(before, all.filter((problem) => problem.file !== file && problem.severity === "error")),
    };
  }

  /** Every problem of the project as it is on disk (the pages list shows how many each page has). */
  checkAll(): Problem[] {
    const stamp = contentStamp(this.root);
    if (this.baseline?.stamp !== stamp) {
      const result = validateProject(this.root, { jsonSchemas: this.jsonSchemas });
      this.baseline = { stamp, problems: [...result.problems, ...lintContent(result)] };
    }
    return this.baseline.problems;
  }
}

/** Names, sizes and times of every content file: changes when any of them does (a save, a git pull). */
function contentStamp(root: string): string {
  const parts: string[] = [];
  const add = (full: string) => {
    try {
      const info = statSync(full);
      parts.push(`${full}:${info.size}:${info.mtimeMs}`);
    } catch {
      parts.push(`${full}:gone`);
    }
  };
  add(join(root, "site.config.json"));
  for (const file of listJsonFiles(join(root, "pages"))) add(join(root, "pages", file));
  return parts.join("|");
}

/** Errors of other files that `after` has and `before` had not: what saving this document would break. */
export function newlyBroken(before: Problem[], after: Problem[]): Problem[] {
  const key = (problem: Problem) => `${problem.file}\0${problem.where}\0${problem.message}`;
  const known = new Set(before.map(key));
  return after.filter((problem) => !known.has(key(problem)));
}
