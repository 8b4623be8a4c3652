/**
 * What validateProject found in each file, kept on disk between runs (in the site's .cache/validation/), so that
 * npm run build, validate and the gate after a one-page change check that page, not the whole site.
 *
 * The in-memory cache of the page editor (fileCache.ts) works the same way: a file's findings depend on its own
 * bytes and on the questions its checks asked of the rest of the project (does this address exist, is this
 * picture in public/, is this key in the catalogue), noted with their answers. A kept result is used again only
 * when the bytes are the same and every question gets the same answer in this run. On disk, it is also used only
 * when it was made by the same validator: the engine's checking code, the installed packages and the site's
 * JSON Schemas (the key below). Entries are kept in 256 files by a hash of their file's name, each written whole
 * (a temporary file renamed into place); one that cannot be read, or is of another version or validator, is not
 * used, nor an entry that would not read back exactly as it was found: those files are checked again.
 *
 * Each entry also keeps its file's stamp (size, modification and change times, file number: fileHashes.mjs), so
 * an unchanged file is known by a stat, not read and hashed; the file is read only when its stamp moved, or when
 * a finding needs its text (a line number). And it keeps a hash of the outcome, which stands for the file's checked
 * data where the build asks whether a page changed (pageIdentity.ts), so unchanged pages are not hashed again.
 *
 * An outcome may keep a part aside (a page's blocks: lazyPages.ts), on the bucket file's second line, each entry
 * saying where its part is there; a part is parsed only when it is first asked for, so a one-page change parses
 * the small first lines, not 14 MB of every page's data (the second line is not even decoded: places are in bytes).
 * The first line holds the second's length, so a file cut short is not trusted.
 * tests/unit/validationDiskCache.test.ts compares with cold runs.
 */
import { createHash, hash as oneShotHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { CrossChecks } from "../../schema/common";
import type { Problem } from "./problem";
import { notingCrossChecks } from "./notingCrossChecks";
import { engineFilesHash } from "../../build/engineFilesHash";
import { stampOf, type FileStamp } from "../../build/fileHashes.mjs";
import { tooLargeReason } from "./fileSize";

/** Changes when the shape of an entry changes. */
const FORMAT = 4;

/**
 * How a file's outcome is written to disk and read back (with the file's bytes, read when first asked for, for what
 * is not kept). `aside`: a part kept beside the entry, read back by `load`'s `aside()` only when it is asked for.
 */
export interface OutcomeCodec<T> {
  save(outcome: T): { kept: unknown; aside?: unknown };
  load(saved: unknown, bytes: () => Buffer, aside: () => unknown): T;
}

/** A file to check: its stamp when it is on disk, and its bytes, read when first asked for (undefined: missing, or refused for its size). */
export interface FileSource {
  stamp?: string;
  bytes(): Buffer | undefined;
}

/** A file on disk; its stamp only when taken long enough after its last change to be trusted next time. */
export function fileOnDisk(fullPath: string, stampTaken?: FileStamp): FileSource {
  const stamp = stampTaken ?? stampOf(fullPath);
  let bytes: Buffer | undefined | null = stamp && !tooLargeReason(stamp.size) ? null : undefined;
  return {
    stamp: stamp?.settled && bytes === null ? stamp.text : undefined,
    bytes: () => {
      if (bytes !== null) return bytes;
      try {
        bytes = readFileSync(fullPath);
      } catch {
        bytes = undefined;
      }
      return bytes;
    },
  };
}

/** A text checked in place of the file (the page editor's, before it is saved). */
export function fileInMemory(text: string): FileSource {
  const bytes = tooLargeReason(Buffer.byteLength(text)) ? undefined : Buffer.from(text, "utf8");
  return { bytes: () => bytes };
}

/** A question asked during a file's checks: the cross-check's name, its arguments, its answer as JSON (null: undefined). */
type Question = [name: keyof CrossChecks, args: unknown[], answer: string | null];

interface Entry {
  bytes: string;
  /** The file's stamp when it was last found with these bytes (none: read it to know). */
  stamp?: string;
  /** A hash of `outcome` as kept (with its part aside). */
  outcomeHash?: string;
  /** Where the part of the outcome kept aside is, as JSON, on the bucket's second line: its start and length in bytes. */
  aside?: [start: number, length: number];
  questions: Question[];
  problems: Problem[];
  outcome: unknown;
}

/** Files' entries are kept in a few hundred files ("buckets", by a hash of the file's name), not one file each. */
interface Bucket {
  format: number;
  validator: string;
  entries: Record<string, Entry>;
  /** The length in bytes of the file's second line: the parts kept aside, one after another. */
  asideLength: number;
}

/** A bucket as read: its entries, the parts kept aside as written (UTF-8), and those written in this run (JSON, by file). */
interface OpenBucket {
  entries: Record<string, Entry>;
  changed: boolean;
  aside: Buffer;
  fresh: Map<string, string>;
}

let lastRun: DiskValidationCache | undefined;

/** How many files the latest run in this process checked afresh rather than from disk (for the tests and the benchmark). */
export const filesCheckedAfresh = () => lastRun?.lastRunChecked;

/** How many files the latest run read to compare them with their entries (the others were known by their stamps). */
export const filesReadToCompare = () => lastRun?.lastRunRead;

export class DiskValidationCache {
  readonly dir: string;
  /** How many files the last run checked afresh (for the tests and the benchmark). */
  lastRunChecked = 0;
  /** How many files the last run read to compare them with their entries. */
  lastRunRead = 0;
  private buckets = new Map<string, OpenBucket>();
  private used = new Set<string>();

  constructor(siteRoot: string, readonly validator: string) {
    this.dir = join(siteRoot, ".cache", "validation");
  }

  run(crossChecks: CrossChecks): DiskCacheRun {
    lastRun = this;
    this.lastRunChecked = 0;
    this.lastRunRead = 0;
    this.buckets = new Map();
    this.used = new Set();
    return new DiskCacheRun(this, crossChecks);
  }

  private bucketOf(file: string) {
    const name = bucketName(file);
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = this.readBucket(name);
      this.buckets.set(name, bucket);
    }
    return bucket;
  }

  /** A bucket's entries, none when it cannot be read, is cut short, or is of another version or validator. */
  private readBucket(name: string): OpenBucket {
    const none: OpenBucket = { entries: {}, changed: false, aside: Buffer.alloc(0), fresh: new Map() };
    try {
      const bytes = readFileSync(join(this.dir, name));
      const end = bytes.indexOf(NEWLINE);
      if (end < 0) return none;
      const bucket = JSON.parse(bytes.toString("utf8", 0, end)) as Bucket;
      const aside = bytes.subarray(end + 1);
      const whole = bucket?.format === FORMAT && bucket.validator === this.validator && bucket.entries && typeof bucket.entries === "object" && bucket.asideLength === aside.length;
      return whole ? { entries: bucket.entries, changed: false, aside, fresh: new Map() } : none;
    } catch {
      return none;
    }
  }

  /** The JSON of the part of `file`'s outcome kept aside, if its entry has one. */
  private asideTextOf(bucket: OpenBucket, file: string): string | undefined {
    const fresh = bucket.fresh.get(file);
    if (fresh !== undefined) return fresh;
    const at = bucket.entries[file]?.aside;
    return at && bucket.aside.toString("utf8", at[0], at[0] + at[1]);
  }

  /**
   * @internal The part of `file`'s outcome kept aside, parsed now. Asked for only of an entry that has one, whose
   * place was checked when it was read; one that does not parse was changed by hand, said in plain words.
   */
  aside(file: string): unknown {
    try {
      return JSON.parse(this.asideTextOf(this.bucketOf(file), file) ?? "");
    } catch {
      throw new Error(`The kept findings in ${this.dir} are damaged (what was kept of ${file} cannot be read): delete that folder and run the command again.`);
    }
  }

  /** @internal */
  read(file: string): Entry | undefined {
    this.used.add(file);
    const bucket = this.bucketOf(file);
    const entry = bucket.entries[file];
    if (!entry || !Array.isArray(entry.questions) || !Array.isArray(entry.problems) || typeof entry.bytes !== "string") return undefined;
    if (entry.aside !== undefined && !placeIn(entry.aside, bucket.aside.length)) return undefined;
    return entry;
  }

  /**
   * @internal An entry that would not read back as it is found (a value JSON cannot hold) is not kept.
   * Returns the hash of its outcome as kept, or undefined when it is not kept.
   */
  write(file: string, entry: Omit<Entry, "outcomeHash" | "aside">, aside?: unknown): string | undefined {
    this.lastRunChecked++;
    const bucket = this.bucketOf(file);
    const back = JSON.parse(JSON.stringify(entry)) as Entry;
    const asideText = aside === undefined ? undefined : JSON.stringify(aside);
    const asideBack = asideText === undefined ? undefined : (JSON.parse(asideText) as unknown);
    bucket.changed = true;
    bucket.fresh.delete(file);
    if (!isDeepStrictEqual(back.problems, entry.problems) || !isDeepStrictEqual(back.outcome, entry.outcome) || !isDeepStrictEqual(asideBack, aside)) {
      delete bucket.entries[file];
      return undefined;
    }
    const outcomeText = JSON.stringify(back.outcome) ?? "null";
    back.outcomeHash = oneShotHash("sha1", asideText === undefined ? outcomeText : `${outcomeText}\0${asideText}`, "base64url");
    if (asideText !== undefined) {
      back.aside = [0, Buffer.byteLength(asideText)]; // placed when the bucket is written
      bucket.fresh.set(file, asideText);
    }
    bucket.entries[file] = back;
    return back.outcomeHash;
  }

  /** @internal The file was found with the bytes its entry holds: its new stamp is kept with it. */
  restamp(file: string, stamp: string) {
    const bucket = this.bucketOf(file);
    const entry = bucket.entries[file];
    if (!entry || entry.stamp === stamp) return;
    entry.stamp = stamp;
    bucket.changed = true;
  }

  /**
   * Writes the buckets that changed, each whole (a temporary file renamed into place), without the entries of
   * files this run did not see (deleted or renamed files); removes buckets none of its files is in any more.
   */
  save() {
    for (const [name, bucket] of this.buckets) {
      for (const file of Object.keys(bucket.entries)) {
        if (this.used.has(file)) continue;
        delete bucket.entries[file];
        bucket.changed = true;
      }
      if (!bucket.changed) continue;
      // The parts kept aside one after another, each entry saying where its part is.
      const parts: Buffer[] = [];
      let length = 0;
      for (const [file, entry] of Object.entries(bucket.entries)) {
        const part = entry.aside && (bucket.fresh.has(file) ? Buffer.from(bucket.fresh.get(file)!, "utf8") : bucket.aside.subarray(entry.aside[0], entry.aside[0] + entry.aside[1]));
        if (!part) continue;
        entry.aside = [length, part.length];
        parts.push(part);
        length += part.length;
      }
      bucket.aside = Buffer.concat(parts);
      bucket.fresh.clear();
      try {
        const head = JSON.stringify({ format: FORMAT, validator: this.validator, entries: bucket.entries, asideLength: bucket.aside.length } satisfies Bucket);
        writeWhole(join(this.dir, name), Buffer.concat([Buffer.from(`${head}\n`, "utf8"), bucket.aside]));
      } catch {
        // A cache that cannot be written costs time, never a wrong answer.
      }
    }
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) {
      // What is kept beside the files' entries (kept-….json, keptPages.ts) stays.
      if (this.buckets.has(name) || name.startsWith("kept-")) continue;
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
  /** Each file's outcome as a hash, where it is kept (pageIdentity.ts). */
  readonly outcomes = new Map<string, string>();

  constructor(private readonly cache: DiskValidationCache, private readonly real: CrossChecks) {
    this.crossChecks = notingCrossChecks(real, (name, args, answer) => this.asking?.push([name, args, answer ?? null]));
  }

  private stillTrue = ([name, args, answer]: Question) => {
    const check = this.real[name] as ((...args: unknown[]) => unknown) | undefined;
    return typeof check === "function" && (JSON.stringify(check(...args)) ?? null) === answer;
  };

  /**
   * As CacheRun.file (fileCache.ts), with the outcome written and read through `codec`. A file whose stamp is the
   * one its entry holds is taken to have the bytes the entry was made from, without reading it.
   */
  file<T>(file: string, source: FileSource, problems: Problem[], check: (own: Problem[], bytes?: Buffer) => T, codec: OutcomeCodec<T>): T {
    const kept = this.cache.read(file);
    const byStamp = kept && source.stamp !== undefined && kept.stamp === source.stamp;
    if (!byStamp) this.cache.lastRunRead++;
    const bytes = byStamp ? undefined : source.bytes();
    if (!byStamp && !bytes) return check(problems);
    const hash = byStamp ? kept.bytes : createHash("sha256").update(bytes!).digest("hex");
    this.hashes.set(file, hash);
    if (kept && kept.bytes === hash && kept.questions.every(this.stillTrue)) {
      problems.push(...kept.problems);
      if (source.stamp !== undefined && kept.stamp !== source.stamp) this.cache.restamp(file, source.stamp);
      if (kept.outcomeHash) this.outcomes.set(file, kept.outcomeHash);
      return codec.load(kept.outcome, () => source.bytes() ?? Buffer.alloc(0), () => this.cache.aside(file));
    }
    const own: Problem[] = [];
    this.asking = [];
    try {
      const read = bytes ?? source.bytes();
      const outcome = check(own, read);
      const saved = codec.save(outcome);
      const outcomeHash = this.cache.write(file, { bytes: hash, stamp: source.stamp, questions: this.asking, problems: own, outcome: saved.kept }, saved.aside);
      if (outcomeHash) this.outcomes.set(file, outcomeHash);
      return outcome;
    } finally {
      this.asking = undefined;
      problems.push(...own);
    }
  }
}

/** Whether a part's place ([start, length]) lies within a second line of `length` characters. */
function placeIn(place: unknown, length: number): boolean {
  if (!Array.isArray(place) || place.length !== 2) return false;
  const [start, size] = place as unknown[];
  return Number.isInteger(start) && Number.isInteger(size) && (start as number) >= 0 && (size as number) > 0 && (start as number) + (size as number) <= length;
}

const NEWLINE = 0x0a;

/** Writes a file whole or not at all: a temporary file beside it, renamed into place. */
export function writeWhole(target: string, text: string | Buffer) {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
}

/** 256 buckets: at 4,000 pages about 16 files each, so a one-page change writes one small file. */
const bucketName = (file: string) => `files-${createHash("sha256").update(file).digest("hex").slice(0, 2)}.json`;

function safeMtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The code a file's findings may come from, and the packages. Validation imports only engine/content, schema,
 * rules and ui today, but an import added elsewhere must not leave a stale entry trusted: all of the engine but
 * the editor, the command-line tools and the benchmarks (a change there redraws every page anyway).
 */
const VALIDATOR_CODE = ["engine", "package.json", "package-lock.json", "tsconfig.json"];
const NOT_VALIDATION = new Set(["engine/editor", "engine/cli", "engine/bench"]);
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
  const key = engineFilesHash(VALIDATOR_CODE, NOT_VALIDATION);
  // Not kept inside a long-running process that may see the engine change (the tests' watch mode).
  if (!process.env.VITEST) codeKeyMemo = key;
  return key;
}
