/**
 * What validateProject found in each file, kept between runs so that a run re-checks only the files that can
 * give a different answer (the page editor checks on every pause in typing, on sites of hundreds of pages).
 *
 * A file's findings depend on its own bytes and on what its checks asked of the rest of the project (does
 * this address exist, is this picture in public/, is this key in the services catalogue). Every such question
 * is noted with its answer; a kept result is used again only when the bytes are the same and every noted
 * question still gets the same answer. So a change to site.config.json re-checks just the pages that asked
 * about what changed, and the findings are the same as a run without the cache (tests/unit/editorChecks).
 */
import type { CrossChecks } from "../../schema/common";
import type { Problem } from "./problem";
import { notingCrossChecks } from "./notingCrossChecks";
import { SchemaShelf } from "./schemaShelf";

interface Question {
  name: keyof CrossChecks;
  args: unknown[];
  answer: string | undefined;
}

interface Kept {
  bytes: Buffer;
  questions: Question[];
  problems: Problem[];
  outcome: unknown;
}

/** A file's two latest versions: the draft being checked and the text on disk, which the editor alternates. */
const VERSIONS_KEPT = 2;

export class ValidationCache {
  private readonly kept = new Map<string, Kept[]>();
  /** How many files the last run checked afresh (for the tests and the benchmark). */
  lastRunChecked = 0;
  /** The schemas, built once over cross-checks that answer as the run under way (schemaShelf.ts). */
  private readonly shelf = new SchemaShelf();

  /** One validation run over these cross-checks: the run uses the returned checks, and `file` for each file. */
  run(crossChecks: CrossChecks): CacheRun {
    this.lastRunChecked = 0;
    const run = new CacheRun(this, crossChecks);
    this.shelf.use(run.crossChecks);
    return run;
  }

  /** The cross-checks to build schemas with: they answer as the current run's. */
  get crossChecks(): CrossChecks {
    return this.shelf.crossChecks;
  }

  /** `build()`'s value, built again only when one of `inputs` is another object than last time. */
  reuse<T>(name: string, inputs: unknown[], build: () => T): T {
    return this.shelf.reuse(name, inputs, build);
  }

  /** @internal */
  find(file: string, bytes: Buffer, stillTrue: (question: Question) => boolean): Kept | undefined {
    return this.kept.get(file)?.find((entry) => entry.bytes.equals(bytes) && entry.questions.every(stillTrue));
  }

  /** @internal */
  keep(file: string, entry: Kept) {
    const versions = (this.kept.get(file) ?? []).filter((other) => !other.bytes.equals(entry.bytes));
    this.kept.set(file, [entry, ...versions].slice(0, VERSIONS_KEPT));
    this.lastRunChecked++;
  }
}

export class CacheRun {
  /** The questions of the file being checked, while it is. */
  private asking: Question[] | undefined;
  readonly crossChecks: CrossChecks;

  constructor(private readonly cache: ValidationCache, private readonly real: CrossChecks) {
    this.crossChecks = notingCrossChecks(real, (name, args, answer) => this.asking?.push({ name, args, answer }));
  }

  /**
   * The findings and outcome of checking one file with these bytes: kept ones when nothing they depend on
   * changed, else `check`'s (its problems go into its own list, which is kept and added to `problems`).
   * Without bytes (the file cannot be read) the file is simply checked.
   */
  file<T>(file: string, bytes: Buffer | undefined, problems: Problem[], check: (own: Problem[]) => T): T {
    if (!bytes) return check(problems);
    const kept = this.cache.find(file, bytes, (question) => JSON.stringify((this.real[question.name] as (...args: unknown[]) => unknown)(...question.args)) === question.answer);
    if (kept) {
      problems.push(...kept.problems);
      return kept.outcome as T;
    }
    const own: Problem[] = [];
    this.asking = [];
    try {
      const outcome = check(own);
      this.cache.keep(file, { bytes, questions: this.asking, problems: own, outcome });
      return outcome;
    } finally {
      this.asking = undefined;
      problems.push(...own);
    }
  }
}
