/**
 * Checks a document as it would be saved: the whole project is validated with the edited text in place of
 * the file (validateProject's overrides), then the editorial checks run, exactly as npm run validate does.
 * So the editor shows the validator's own problems in its own words, cross-checks included (a link to a
 * page that is not there, a picture missing from public/, a treatment not in the catalogue).
 * What each file was found to have is kept (ValidationCache), so a check parses and checks again only the
 * changed file and the files whose cross-checks read something it changed, and the editorial checks (LintCache)
 * only the changed pages, save those that compare every page with every other.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../content/files";
import { validateProject, type ValidationResult } from "../../content/validate";
import { parseJson } from "../../content/validate/json";
import { changedPaths, jsonPathOf, type Segment } from "../model/values";
import { loadJsonSchemaValidators, type JsonSchemaValidators } from "../../content/validate/ajv";
import { LintCache } from "../../content/lint/cache";
import { ValidationCache } from "../../content/validate/fileCache";
import type { Problem } from "../../content/validate/problem";
import type { CausedProblem, DraftProblems } from "../model/api";
import { staffMessage } from "../model/staffWords";
import { findPlaceholders } from "../../content/placeholders";
import { routeForFile } from "../../content/routes";

/** What the gate would refuse, in staff words, with the page it is on by name ("Veneers", "the practice details"). */
export interface BlockingProblem extends Problem {
  place: string;
}

/** How the site is published: a production build refuses stand-in content too, a preview build does not. */
export type PublishBuild = "production" | "preview";

export class ProjectChecker {
  private readonly jsonSchemas: JsonSchemaValidators | null;
  /** The errors of the files as they are on disk, kept until a file changes: what a draft is compared with. */
  private baseline: Baseline | undefined;
  /**
   * The last text checked, with what the rest of the site was then: when a save writes exactly that text and
   * nothing else changed, its check is the new baseline as it stands (the Publish screen opening just after a
   * save then needs no check of its own).
   */
  private lastDraft: { file: string; text: string; others: string; baseline: Baseline } | undefined;
  /** Each file's findings, shared by the drafts' checks and the baseline. */
  readonly cache = new ValidationCache();
  readonly lint = new LintCache();

  constructor(private readonly root: string) {
    // Loaded once: every check then compares with the JSON Schemas too, as npm run validate does.
    this.jsonSchemas = loadJsonSchemaValidators(join(root, "schemas"));
  }

  /**
   * Problems of `file` if it held `text`: its own, and the errors it would cause in other files (those the
   * other files do not have as they are: a broken page elsewhere is not this document's to fix).
   */
  check(file: string, text: string): DraftProblems {
    const others = contentStamp(this.root, file);
    const result = validateProject(this.root, { jsonSchemas: this.jsonSchemas, overrides: new Map([[file, text]]), cache: this.cache });
    const findings = this.lint.lint(result);
    const all = [...result.problems, ...findings];
    const baseline = this.checkAll();
    this.lastDraft = { file, text, others, baseline: { stamp: "", problems: all, result, findings } };
    const elsewhere = (problems: Problem[], severity: Problem["severity"]) => problems.filter((problem) => problem.file !== file && problem.severity === severity);
    const newWarnings = newPlaces(elsewhere(baseline, "warning"), elsewhere(all, "warning"));
    // Compared and traced in the validator's words, then shown in the editor's own (staffWords.ts).
    const inStaffWords = <T extends Problem>(problem: T): T => ({ ...problem, message: staffMessage(problem.message) });
    return {
      problems: all.filter((problem) => problem.file === file).map(inStaffWords),
      elsewhere: newlyBroken(elsewhere(baseline, "error"), elsewhere(all, "error")).map((problem) => ({ ...inStaffWords(problem), place: placeOf(problem.file, result, this.root) })),
      caused: (newWarnings.length ? this.traced(newWarnings, file, text, result) : []).map(inStaffWords),
    };
  }

  /** Each finding with the changed field of `file` it most likely comes from, and the other file's name. */
  private traced(findings: Problem[], file: string, text: string, result: ValidationResult): CausedProblem[] {
    const draft = parseJson(text);
    const onDisk = readText(join(this.root, file));
    const before = onDisk === undefined ? undefined : parseJson(onDisk);
    const changes = draft.ok ? changedPaths(before?.ok ? before.value : undefined, draft.value) : [];
    return findings.map((finding) => ({ ...finding, at: jsonPathOf(likelyCause(changes, draft.ok ? draft.value : undefined, finding.message)), place: placeOf(finding.file, result) }));
  }

  /** Every problem of the project as it is on disk (the pages list shows how many each page has). */
  checkAll(): Problem[] {
    const stamp = contentStamp(this.root);
    if (this.baseline?.stamp !== stamp) this.baseline = this.savedDraft(stamp);
    if (this.baseline?.stamp !== stamp) {
      const result = validateProject(this.root, { jsonSchemas: this.jsonSchemas, cache: this.cache });
      const findings = this.lint.lint(result);
      this.baseline = { stamp, problems: [...result.problems, ...findings], result, findings };
    }
    return this.baseline.problems;
  }

  /** The last draft's check, when the files now are exactly the site it was checked with, holding that draft. */
  private savedDraft(stamp: string): Baseline | undefined {
    const draft = this.lastDraft;
    this.lastDraft = undefined;
    if (!draft || contentStamp(this.root, draft.file) !== draft.others) return this.baseline;
    let onDisk: string | undefined;
    try {
      onDisk = readFileSync(join(this.root, draft.file), "utf8");
    } catch {
      return this.baseline;
    }
    return onDisk === draft.text ? { ...draft.baseline, stamp } : this.baseline;
  }

  /**
   * Everything that would stop publication of the files as they are on disk, as the gate (engine/cli/gate.ts)
   * decides it: the validator's errors and the declared rules' warnings, every editorial finding (the gate's checks
   * are strict), and for a
   * production build the stand-in content. Read from the kept findings (checkAll), so the Publish screen can
   * list them as it opens, without a gate run; the gate itself still runs on what is published.
   */
  beforePublishing(build: PublishBuild): BlockingProblem[] {
    this.checkAll();
    const baseline = this.baseline!;
    const kept = baseline.blocking?.[build];
    if (kept) return kept;
    const { result, findings } = baseline;
    // The declared rules' warnings (engine/rules/) stop it too, as in the gate; their suggestions never do.
    const stopping = [...result.problems.filter((problem) => problem.severity === "error" || (problem.rule && problem.severity === "warning")), ...findings];
    const standIns = build === "production" ? findPlaceholders(result) : [];
    const blocking = [...stopping, ...standIns].map((problem): BlockingProblem => ({
      ...problem,
      severity: "error",
      message: staffMessage(problem.message),
      place: placeOf(problem.file, result, this.root),
    }));
    baseline.blocking = { ...baseline.blocking, [build]: blocking } as Record<PublishBuild, BlockingProblem[]>;
    return blocking;
  }
}

/** What checkAll found, for the files as they were at `stamp`. */
interface Baseline {
  stamp: string;
  problems: Problem[];
  result: ValidationResult;
  findings: Problem[];
  blocking?: Record<PublishBuild, BlockingProblem[]>;
}

/** Names, sizes and times of every content file (but `except`): changes when any of them does (a save, a git pull). */
function contentStamp(root: string, except?: string): string {
  const parts: string[] = [];
  const skipped = except === undefined ? undefined : join(root, except);
  const add = (full: string) => {
    if (full === skipped) return;
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

/**
 * Findings at places that had none before: a place that already had a suggestion (a price that disagreed
 * before and still does, in other words) is not this change's doing.
 */
function newPlaces(before: Problem[], after: Problem[]): Problem[] {
  const key = (problem: Problem) => `${problem.file}\0${problem.where}`;
  const known = new Set(before.map(key));
  return after.filter((problem) => !known.has(key(problem)));
}

/** Errors of other files that `after` has and `before` had not: what saving this document would break. */
export function newlyBroken(before: Problem[], after: Problem[]): Problem[] {
  const key = (problem: Problem) => `${problem.file}\0${problem.where}\0${problem.message}`;
  const known = new Set(before.map(key));
  return after.filter((problem) => !known.has(key(problem)));
}

const readText = (full: string) => {
  try {
    return readFileSync(full, "utf8").replace(/^\uFEFF/, "");
  } catch {
    return undefined;
  }
};

/** Of the changed places, the one whose new words the finding quotes ("… says £60"), else the first. */
function likelyCause(changes: Segment[][], value: unknown, message: string): Segment[] {
  const quoted = changes.find((path) => {
    let node = value;
    for (const segment of path) node = (node as Record<Segment, unknown> | undefined)?.[segment];
    return typeof node === "string" && node.trim() !== "" && message.includes(node.trim());
  });
  return quoted ?? changes[0] ?? [];
}

/** A file as staff know it: a page by its name, not its file (a page too broken to check, by its address). */
function placeOf(file: string, result: ValidationResult, root?: string): string {
  if (file === "site.config.json") return "the practice details";
  const page = result.pages.find((entry) => entry.file === file);
  if (page) {
    const suffix = result.site ? ` | ${result.site.name}` : "";
    const title = page.page.title;
    const name = suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    return page.route === "/" ? `the home page (${name})` : name;
  }
  const shared = result.shared.find((entry) => entry.file === file);
  if (shared) return `the shared block “${shared.ref.replace(/^shared\//, "")}”`;
  return root ? placeFromFile(root, file, result.site?.name) : file;
}

/**
 * A file as staff know it, read from the file alone (a page the validator could not read as a page, or a copy of
 * the site the gate checked): a page by its title if it still has one, else by its address.
 */
export function placeFromFile(root: string, file: string, siteName: string | undefined): string {
  if (file === "site.config.json") return "the practice details";
  if (!file.startsWith("pages/")) return "the site's pictures and files";
  if (file.startsWith("pages/_shared/")) return `the shared block “${file.slice("pages/_shared/".length).replace(/\.json$/, "")}”`;
  const text = readText(join(root, file));
  const parsed = text === undefined ? undefined : parseJson(text);
  const title = parsed?.ok && parsed.value && typeof parsed.value === "object" ? (parsed.value as { title?: unknown }).title : undefined;
  if (typeof title === "string" && title.trim()) {
    const suffix = siteName ? ` | ${siteName}` : "";
    return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  }
  const route = routeForFile(file.slice("pages/".length));
  return route ? `the page at ${route}` : "a page of the site";
}
