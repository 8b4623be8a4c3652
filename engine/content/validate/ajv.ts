/**
 * The second, independent check: ajv against the JSON Schemas generated into schemas/.
 *
 * Compiling them takes ajv about a second (it writes a validator for every block type), and every run of
 * validate, build and many tests would pay it. ajv can write the validators it generates as a module, so
 * they are kept in .cache/validators/ under a name made from the schemas and ajv's version, and loaded
 * from there (~15 ms, with V8's compiled form of it kept beside it) until a schema or ajv changes. ajv itself compiles its validators with new Function;
 * the kept module is that same generated code.
 */
import { createHash, hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";
import type { _ as Code } from "ajv";
import type { Ajv2020 as Ajv } from "ajv/dist/2020.js";
import type StandaloneCode from "ajv/dist/standalone/index.js";
import type AddFormats from "ajv-formats";
import { VALIDATOR_CACHE_DIR } from "../../build/paths";
import { writeWhole } from "../../build/writeWhole";

const require = createRequire(import.meta.url);
// ajv itself is loaded only to compile (a run that finds its modules kept does not need it). They are CommonJS.
const unwrap = <T>(module: T) => (module as unknown as { default?: T }).default ?? module;
const ajvCompiler = () => ({
  _: (require("ajv") as { _: typeof Code })._,
  Ajv2020: (require("ajv/dist/2020.js") as { Ajv2020: typeof Ajv }).Ajv2020,
  standaloneCode: unwrap(require("ajv/dist/standalone/index.js") as typeof StandaloneCode),
  addFormats: unwrap(require("ajv-formats") as typeof AddFormats),
});

export interface JsonSchemaValidators {
  site: (data: unknown) => boolean;
  page: (data: unknown) => boolean;
  /** A file in pages/_shared/; absent until schemas/shared-block.schema.json is generated. */
  sharedBlock?: (data: unknown) => boolean;
}

type Check = (data: unknown) => boolean;
/** Part of the cache key: a change here must not load modules made with other options. */
const AJV_OPTIONS = { allErrors: false, strict: false } as const;
type Schemas = { site: object; page: object; sharedBlock?: object };

export function compileJsonSchemas(site: object, page: object, sharedBlock?: object, cacheDir = VALIDATOR_CACHE_DIR): JsonSchemaValidators {
  const schemas: Schemas = { site, page, ...(sharedBlock ? { sharedBlock } : {}) };
  const file = join(cacheDir, `${cacheKey(schemas)}.cjs`);
  const checks = loadCached(file) ?? compileAndKeep(schemas, file);
  return { site: checks.site!, page: checks.page!, sharedBlock: checks.sharedBlock };
}

/** null when schemas/ has not been generated yet (a fresh clone before "npm run schemas"). */
export function loadJsonSchemaValidators(schemasDir: string, cacheDir?: string): JsonSchemaValidators | null {
  const siteFile = join(schemasDir, "site.schema.json");
  const pageFile = join(schemasDir, "page.schema.json");
  const sharedFile = join(schemasDir, "shared-block.schema.json");
  if (!jsonSchemasPresent(schemasDir)) return null;
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
  return compileJsonSchemas(read(siteFile), read(pageFile), existsSync(sharedFile) ? read(sharedFile) : undefined, cacheDir);
}

/** Whether loadJsonSchemaValidators finds validators (not null) in this folder. */
export const jsonSchemasPresent = (schemasDir: string) => existsSync(join(schemasDir, "site.schema.json")) && existsSync(join(schemasDir, "page.schema.json"));

function cacheKey(schemas: Schemas): string {
  const versions = ["ajv", "ajv-formats"].map((name) => (require(`${name}/package.json`) as { version: string }).version);
  return createHash("sha256").update(JSON.stringify({ versions, options: AJV_OPTIONS, schemas })).digest("hex").slice(0, 20);
}

function loadCached(file: string): Partial<Record<keyof Schemas, Check>> | null {
  if (!existsSync(file)) return null;
  try {
    // Run as Node runs a CommonJS file, but with this file's require: the few ajv helpers the module asks for
    // are found in the engine's node_modules wherever the cache folder is, and each load reads the file anew.
    const module = { exports: {} as Partial<Record<keyof Schemas, Check>> };
    runKept(file, module);
    const checks = module.exports;
    if (typeof checks.site !== "function" || typeof checks.page !== "function") return null;
    const now = new Date();
    utimesSync(file, now, now); // recently used: kept when older ones are pruned
    return checks;
  } catch {
    return null; // A damaged file is made again below.
  }
}

/**
 * Runs a kept module with V8's compiled form of it, kept beside it for this V8 and these exact bytes: that skips
 * parsing its 3 MB of code (about 35 ms of 50). V8 itself only checks a compiled form against the code's length,
 * so the form's name carries a hash of the code; one that does not match is never offered, and one V8 refuses is
 * made again. It can only cost time, never change what runs.
 */
function runKept(file: string, module: { exports: object }): void {
  const code = readFileSync(file, "utf8");
  const compiled = `${file}.${hash("sha1", code, "hex").slice(0, 16)}.${process.versions.v8}.v8cache`;
  const cachedData = existsSync(compiled) ? readFileSync(compiled) : undefined;
  const script = new Script(`(function (require, module, exports) {${code}\n})`, { filename: file, cachedData });
  (script.runInThisContext() as (req: NodeJS.Require, mod: object, exp: object) => void)(require, module, module.exports);
  if (cachedData && !script.cachedDataRejected) return;
  try {
    // Forms of the module's other versions go.
    for (const name of readdirSync(dirname(file))) if (name.startsWith(`${basename(file)}.`) && name.endsWith(".v8cache")) rmSync(join(dirname(file), name), { force: true });
    writeWhole(compiled, script.createCachedData());
  } catch {
    // A read-only checkout parses the module each time, as before.
  }
}

function compileAndKeep(schemas: Schemas, file: string): Partial<Record<keyof Schemas, Check>> {
  const { _, Ajv2020, standaloneCode, addFormats } = ajvCompiler();
  // optimize: false skips ajv's pass over the code it wrote (a third of a first build's compile; the module is 8 % larger).
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true, optimize: false, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats(ajv);
  const names = Object.keys(schemas) as (keyof Schemas)[];
  for (const name of names) ajv.addSchema(schemas[name]!, name);
  const checks = Object.fromEntries(names.map((name) => [name, ajv.getSchema(name) as Check]));
  try {
    // Written whole: another process or test worker reading it at the same moment never sees half a module.
    writeWhole(file, standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name]))));
    pruneOldest(dirname(file));
  } catch {
    // A read-only checkout still validates; it compiles again next time.
  }
  return checks;
}

/** Each schema change leaves a module behind (~2 MB); the newest few stay (tests use schemas of their own). */
const KEEP = 8;
function pruneOldest(dir: string) {
  const kept = readdirSync(dir)
    .filter((name) => name.endsWith(".cjs"))
    .map((name) => ({ path: join(dir, name), time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of kept.slice(KEEP)) rmSync(old.path, { force: true });
  // Compiled forms (runKept) of modules no longer kept.
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".v8cache") && !existsSync(join(dir, `${name.split(".")[0]}.cjs`))) rmSync(join(dir, name), { force: true });
  }
}
