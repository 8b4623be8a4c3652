/**
 * What validateProject found in each file, kept on disk between runs (in the site's .cache/validation/), so that
 * npm run build, validate and the gate after a one-page change check that page, not the whole site.
 *
 * The in-memory cache of the page editor (fileCache.ts) works the same way: a file's findings depend on its own
 * bytes and on the questions its checks asked of the rest of the project (does this address exist, is this
 * picture in public/, is this key in the catalogue), noted with their answers. A kept result is used again only
 * when the bytes are the same and every question gets the same answer in this run. On disk, it is also used only
 * when it was made by the same validator: the engine's checking code, the installed packages and the site's
 * JSON Schemas (the key below). Each file's entry is written whole (a temporary file renamed into place); an entry
 * that cannot be read, is of another version or of another validator, or would not read back exactly as it was
 * found, is not used: the file is checked again. tests/unit/validationDiskCache.test.ts compares with cold runs.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { CrossChecks } from "../../schema/common";
import type { Problem } from "./problem";

/** Changes when the shape of an entry changes. */
const FORMAT = 1;

/** How a file's outcome is written to disk and read back (with the file's bytes, for what is not kept). */
export interface OutcomeCodec<T> {
  save(outcome: T): unknown;
  load(saved: unknown, bytes: Buffer): T;
}

/** A question asked during a file's checks: the cross-check's name, its arguments, its answer as JSON (null: undefined). */
type Question = [name: keyof CrossChecks, args: unknown[], answer: string | null];

interface Entry {
  format: number;
  validator: string;
  file: string;
  bytes: string;
  questions: Question[];
  problems: Problem[];
  outcome: unknown;
}

let lastRun: DiskValidationCache | undefined;

/** How many files the latest run in this process checked afresh rather than from disk (for the tests and the benchmark). */
export const filesCheckedAfresh = () => lastRun?.lastRunChecked;

export class DiskValidationCache {
  readonly dir: string;
  /** How many files the last run checked afresh (for the tests and the benchmark). */
  lastRunChecked = 0;
  private used = new Set<string>();

  constructor(siteRoot: string, readonly validator: string) {
    this.dir = join(siteRoot, ".cache", "validation");
  }

  run(crossChecks: CrossChecks): DiskCacheRun {
    lastRun = this;
    this.lastRunChecked = 0;
    this.used = new Set();
    return new DiskCacheRun(this, crossChecks);
  }

  /** A file of this cache's folder for other kept results (engine/rules/kept.ts), kept by prune(). */
  alongside(name: string): string {
    this.used.add(name);
    return join(this.dir, name);
  }

  /** @internal */
  read(file: string): Entry | undefined {
    const name = entryName(file);
    this.used.add(name);
    try {
      const entry = JSON.parse(readFileSync(join(this.dir, name), "utf8")) as Entry;
      if (entry?.format !== FORMAT || entry.validator !== this.validator || entry.file !== file) return undefined;
      if (!Array.isArray(entry.questions) || !Array.isArray(entry.problems)) return undefined;
      return entry;
    } catch {
      return undefined;
    }
  }

  /** @internal Written whole or not at all; an entry that would not read back as it is found is not kept. */
  write(entry: Omit<Entry, "format" | "validator">, found: { problems: Problem[]; outcome: unknown }) {
    this.lastRunChecked++;
    const full: Entry = { format: FORMAT, validator: this.validator, ...entry };
    const text = JSON.stringify(full);
    const back = JSON.parse(text) as Entry;
    if (!isDeepStrictEqual(back.problems, found.problems) || !isDeepStrictEqual(back.outcome, entry.outcome)) return;
    try {
      writeWhole(join(this.dir, entryName(entry.file)), text);
    } catch {
      // A cache that cannot be written costs time, never a wrong answer.
    }
  }

  /** Removes the entries of files this run did not see (deleted or renamed files), and stray temporary files. */
  prune() {
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) {
      // Files' entries only (what is kept beside them, named in words, stays).
      if (this.used.has(name) || !(isEntryName(name) || name.endsWith(".tmp"))) continue;
      const path = join(this.dir, name);
      // A temporary file of a run writing beside this one is left to it for a minute.
      if (name.endsWith(".tmp") && Date.now() - safeMtime(path) < 60_000) continue;
      rmSync(path, { force: true });
    }
  }
}

export class DiskCacheRun {
  private asking: Question[] | undefined;
  readonly crossChecks: CrossChecks;
  /** Each file's bytes as a hash, for what is kept per file beside these findings (engine/rules/kept.ts). */
  readonly hashes = new Map<string, string>();

  constructor(private readonly cache: DiskValidationCache, private readonly real: CrossChecks) {
    const noted = {} as Record<string, unknown>;
    for (const [name, check] of Object.entries(real) as [keyof CrossChecks, (...args: unknown[]) => unknown][]) {
      if (typeof check !== "function") continue;
      noted[name] = (...args: unknown[]) => {
        const answer = check(...args);
        this.asking?.push([name, args, JSON.stringify(answer) ?? null]);
        return answer;
      };
    }
    this.crossChecks = noted as unknown as CrossChecks;
  }

  private stillTrue = ([name, args, answer]: Question) => {
    const check = this.real[name] as ((...args: unknown[]) => unknown) | undefined;
    return typeof check === "function" && (JSON.stringify(check(...args)) ?? null) === answer;
  };

  /** As CacheRun.file (fileCache.ts), with the outcome written and read through `codec`. */
  file<T>(file: string, bytes: Buffer | undefined, problems: Problem[], check: (own: Problem[]) => T, codec: OutcomeCodec<T>): T {
    if (!bytes) return check(problems);
    const hash = createHash("sha256").update(bytes).digest("hex");
    this.hashes.set(file, hash);
    const kept = this.cache.read(file);
    if (kept && kept.bytes === hash && kept.questions.every(this.stillTrue)) {
      problems.push(...kept.problems);
      return codec.load(kept.outcome, bytes);
    }
    const own: Problem[] = [];
    this.asking = [];
    try {
      const outcome = check(own);
      const saved = codec.save(outcome);
      this.cache.write({ file, bytes: hash, questions: this.asking, problems: own, outcome: saved }, { problems: own, outcome: saved });
      return outcome;
    } finally {
      this.asking = undefined;
      problems.push(...own);
    }
  }
}

/** Writes a file whole or not at all: a temporary file beside it, renamed into place. */
export function writeWhole(target: string, text: string) {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
}

const entryName = (file: string) => `${createHash("sha256").update(file).digest("hex").slice(0, 24)}.json`;
const isEntryName = (name: string) => name.length === 29 && name.endsWith(".json") && [...name.slice(0, 24)].every((c) => (c >= "0" && c <= "9") || (c >= "a" && c <= "f"));

function safeMtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..");
/** The code a file's findings come from (the import graph of validate/index.ts stays inside these) and the packages. */
const VALIDATOR_CODE = ["engine/content", "engine/schema", "engine/rules", "engine/ui", "engine/build/paths.ts", "package-lock.json"];
let codeKeyMemo: string | undefined;

/**
 * The key of the validator: its code, by content, and the JSON Schemas it checks against (their folder as the
 * site names it, and their bytes). A change to any of them makes every kept entry another validator's.
 */
export function validatorKey(siteRoot: string, schemasFolder: string, withJsonSchemas: boolean): string {
  const hash = createHash("sha256").update(codeKey()).update("\0").update(schemasFolder).update(withJsonSchemas ? "\0ajv" : "\0no ajv");
  for (const name of ["site.schema.json", "page.schema.json", "shared-block.schema.json"]) {
    const path = join(siteRoot, schemasFolder, name);
    hash.update("\0").update(name).update("\0").update(existsSync(path) ? readFileSync(path) : "(none)");
  }
  return hash.digest("hex").slice(0, 24);
}

function codeKey(): string {
  if (codeKeyMemo) return codeKeyMemo;
  const hash = createHash("sha256");
  const add = (rel: string) => {
    const full = join(ENGINE_ROOT, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(`${rel}/${name}`);
      return;
    }
    hash.update(rel).update("\0").update(readFileSync(full)).update("\0");
  };
  VALIDATOR_CODE.forEach(add);
  const key = hash.digest("hex");
  // Not kept inside a long-running process that may see the engine change (the tests' watch mode).
  if (!process.env.VITEST) codeKeyMemo = key;
  return key;
}
